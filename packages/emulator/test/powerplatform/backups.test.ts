import { GUID } from "../support/emulator-client";
import { ENV, fieldErrorsOf, HandClock, pp, ppAdmin, usePowerPlatform } from "./support/powerplatform-client";

const clock = new HandClock();
const emulator = usePowerPlatform(clock);
const backups = (env: string) => `/environmentmanagement/environments/${env}/backups`;

describe("Power Platform manual backups", () => {
  it("creates a labelled backup (201) that expires after the environment's retention, lists and deletes it", async () => {
    const created = await pp(emulator, "POST", backups(ENV.sandbox), { label: "before refresh" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      label: "before refresh",
      backupPointDateTime: "2026-12-07T08:00:00.000Z",
      backupExpiryDateTime: "2026-12-14T08:00:00.000Z",
      createdBy: { type: "Application" },
    });
    expect(created.body.id).toMatch(GUID);
    const list = await pp(emulator, "GET", backups(ENV.sandbox));
    expect(list.body).toEqual({ collection: [created.body], continuationToken: null });
    expect((await pp(emulator, "DELETE", `${backups(ENV.sandbox)}/${String(created.body.id)}`)).status).toBe(
      204,
    );
    expect((await pp(emulator, "GET", backups(ENV.sandbox))).body.collection).toEqual([]);
  });

  it("keeps a production backup 28 days, and drops backups once expired", async () => {
    const created = await pp(emulator, "POST", backups(ENV.production), { label: "monthly" });
    expect(created.body.backupExpiryDateTime).toBe("2027-01-04T08:00:00.000Z");
    await ppAdmin(emulator, "POST", "backups", {
      environmentId: ENV.sandbox,
      label: "old",
      backupPointDateTime: "2026-11-29T08:00:00.000Z",
    });
    expect((await pp(emulator, "GET", backups(ENV.sandbox))).body.collection).toEqual([]);
  });

  it("refuses a backup without a label, and of a default environment", async () => {
    expect(
      fieldErrorsOf(await pp(emulator, "POST", backups(ENV.sandbox), { label: "" })).label,
    ).toBeDefined();
    const reply = await pp(emulator, "POST", backups(ENV.default), { label: "x" });
    expect(fieldErrorsOf(reply).environmentId?.errorMessages[0]).toMatch(/default environment/);
  });

  it("answers 404 to an unknown backup or environment, and 409 while a copy overwrites the environment", async () => {
    expect((await pp(emulator, "DELETE", `${backups(ENV.sandbox)}/${ENV.production}`)).status).toBe(404);
    expect((await pp(emulator, "GET", backups("99999999-9999-4999-8999-999999999999"))).status).toBe(404);
    await pp(emulator, "POST", `/environmentmanagement/environments/${ENV.sandbox}/copy`, {
      sourceEnvironmentId: ENV.production,
      copyType: "Full",
    });
    expect((await pp(emulator, "POST", backups(ENV.sandbox), { label: "during copy" })).status).toBe(409);
  });
});
