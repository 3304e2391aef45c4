import { SEED_DATASHARE_SHARE_SUBSCRIPTION, SEED_DATASHARE_SOURCE_SETTING } from "pulumi-bizops-emulator";
import { admin } from "../support/emulator-client";
import { ADMIN_SHARE, API, errorOf, items, post, useDataShareEmulator } from "./support/datashare-client";

const { emulator, opUrl } = useDataShareEmulator();

describe("data share: listSourceShareSynchronizationSettings", () => {
  it("lists the seeded schedule setting", async () => {
    const reply = await post(opUrl("listSourceShareSynchronizationSettings"));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ value: [SEED_DATASHARE_SOURCE_SETTING] });
  });

  it.each([
    ["$filter=status%20eq%20'x'", "InvalidFilter"],
    ["$orderby=kind%20asc", "InvalidOrderBy"],
  ])("refuses %s with 400 %s", async (option, code) => {
    const reply = await post(opUrl("listSourceShareSynchronizationSettings", `${API}&${option}`));
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(code);
  });

  it("replaces the settings through the admin route", async () => {
    const setting = {
      kind: "ScheduleBased",
      properties: { recurrenceInterval: "Hour", synchronizationTime: "2024-05-01T00:30:00Z" },
    };
    const path = `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}/settings`;
    expect((await admin(emulator, "POST", path, [setting, setting])).status).toBe(201);
    expect(items(await post(opUrl("listSourceShareSynchronizationSettings")))).toEqual([setting, setting]);
    expect((await admin(emulator, "POST", path, [{ kind: "Other" }])).status).toBe(400);
  });
});
