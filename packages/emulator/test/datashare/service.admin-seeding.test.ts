import { SEED_DATASHARE_SHARE_SUBSCRIPTION } from "pulumi-bizops-emulator";
import { admin } from "../support/emulator-client";
import { ADMIN_SHARE, API, items, post, SHARE_PATH, useDataShareEmulator } from "./support/datashare-client";

const { emulator, opUrl } = useDataShareEmulator();

describe("data share: admin seeding", () => {
  const other = "other-share";
  const otherPath = SHARE_PATH.replace(SEED_DATASHARE_SHARE_SUBSCRIPTION, other);

  it("creates a share subscription with synchronizations, and reset removes it again", async () => {
    const seeded = await admin(emulator, "POST", `${ADMIN_SHARE}/${other}/synchronizations`, [
      { synchronizationId: "s-1", status: "Succeeded" },
      { synchronizationId: "s-2" },
    ]);
    expect(seeded.status).toBe(201);
    const reply = await post(opUrl("listSynchronizations", API, otherPath));
    expect(items(reply)).toEqual([
      { synchronizationId: "s-1", status: "Succeeded" },
      { synchronizationId: "s-2" },
    ]);
    expect(items(await post(opUrl("listSourceShareSynchronizationSettings", API, otherPath)))).toEqual([]);
    await admin(emulator, "POST", "reset");
    expect((await post(opUrl("listSynchronizations", API, otherPath))).status).toBe(404);
  });

  it("removes a share subscription on DELETE", async () => {
    expect(
      (await admin(emulator, "DELETE", `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}`)).status,
    ).toBe(204);
    expect((await post(opUrl("listSynchronizations"))).status).toBe(404);
  });

  it.each([
    ["a body that is not an array", { synchronizationId: "x" }],
    ["an item without synchronizationId", [{ status: "Completed" }]],
    ["an unknown field", [{ synchronizationId: "x", colour: "red" }]],
    ["a mistyped field", [{ synchronizationId: "x", durationMs: "long" }]],
    ["a repeated id", [{ synchronizationId: "x" }, { synchronizationId: "x" }]],
    ["a bad detail", [{ synchronizationId: "x", details: [{ rowsRead: "many" }] }]],
  ])("refuses %s with 400", async (_label, body) => {
    const reply = await admin(emulator, "POST", `${ADMIN_SHARE}/${other}/synchronizations`, body);
    expect(reply.status).toBe(400);
  });
});
