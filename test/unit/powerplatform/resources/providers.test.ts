import { configureProvider } from "../../../../src/core/provider/provider-config";
import { environmentBackupProvider } from "../../../../src/powerplatform/resources/environment-backup-provider";
import { environmentCopyProvider } from "../../../../src/powerplatform/resources/environment-copy-provider";
import { environmentRestoreProvider } from "../../../../src/powerplatform/resources/environment-restore-provider";
import { maintenanceSettingsProvider } from "../../../../src/powerplatform/resources/maintenance-settings-provider";
import { FakePowerPlatform, PRODUCTION, SANDBOX } from "../support/fake-power-platform";

const fake = new FakePowerPlatform();
const PROVIDER = "exports.handler = () => ({})";
const settings = () => ({ powerPlatformUrl: fake.url, powerPlatformToken: "pp-token-1" });

beforeAll(async () => {
  await fake.start();
  configureProvider({ get: () => undefined });
});
beforeEach(() => fake.reset());
afterAll(() => fake.stop());

describe("the Power Platform providers the runtime loads", () => {
  it("refuse a copy and a restore whose target is not a GUID, by name, before any request", async () => {
    const copy = await environmentCopyProvider.check(
      {},
      {
        sourceEnvironmentId: PRODUCTION,
        targetEnvironmentId: "uat",
        copyType: "Full",
        __provider: PROVIDER,
      },
    );
    const restore = await environmentRestoreProvider.check(
      {},
      {
        sourceEnvironmentId: PRODUCTION,
        targetEnvironmentId: "uat",
        restorePointDateTime: "2026-11-20T06:00:00Z",
        __provider: PROVIDER,
      },
    );
    expect(copy.failures?.map((f) => f.property)).toEqual(["targetEnvironmentId"]);
    expect(restore.failures?.map((f) => f.property)).toEqual(["targetEnvironmentId"]);
    expect(fake.received).toHaveLength(0);
  });
});

describe("EnvironmentBackup", () => {
  it("makes a labelled backup, and deletes it with the resource", async () => {
    fake.on((r) =>
      r.method === "POST" && r.path.endsWith("/backups")
        ? {
            status: 201,
            body: { id: "b-1", label: "before copy", backupPointDateTime: "2026-11-21T12:00:00Z" },
          }
        : r.method === "DELETE"
          ? { status: 204 }
          : undefined,
    );
    const created = await environmentBackupProvider.create({
      environmentId: SANDBOX,
      label: "before copy",
      settings: settings(),
    });
    expect(created.id).toBe("b-1");
    expect(fake.writes[0]?.body).toEqual({ label: "before copy" });
    await environmentBackupProvider.delete("b-1", created.outs!);
    expect(fake.writes[1]?.method).toBe("DELETE");
    expect(fake.writes[1]?.path).toBe(`/environmentmanagement/environments/${SANDBOX}/backups/b-1`);
  });

  it("drops a backup the service no longer lists on refresh, and deletes one already gone quietly", async () => {
    fake.on((r) =>
      r.path.endsWith("/backups")
        ? { status: 200, body: { collection: [] } }
        : r.method === "DELETE"
          ? { status: 404 }
          : undefined,
    );
    const state = { environmentId: SANDBOX, label: "x", backupId: "b-1", settings: settings() };
    expect((await environmentBackupProvider.read("b-1", state)).id).toBe("");
    await expect(environmentBackupProvider.delete("b-1", state)).resolves.toBeUndefined();
  });

  it("replaces the backup on a label change", async () => {
    const diff = await environmentBackupProvider.diff(
      "b-1",
      { environmentId: SANDBOX, label: "a" },
      { environmentId: SANDBOX, label: "b" },
    );
    expect(diff).toMatchObject({ replaces: ["label"] });
  });
});

describe("MaintenanceSettings", () => {
  const inputs = (over: Record<string, unknown> = {}) => ({
    environmentId: PRODUCTION,
    maintenanceWindowCadence: "EveryUpdate",
    maintenanceWindowDaysOfWeek: ["Saturday", "Sunday"],
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  });

  it("refuses a production that takes every update with no sandbox that does, naming sandboxCadences", async () => {
    const result = await maintenanceSettingsProvider.check(
      {},
      inputs({ sandboxCadences: ["EveryOtherUpdate"] }),
    );
    expect(result.failures?.map((f) => f.property)).toEqual(["sandboxCadences"]);
    expect(
      (await maintenanceSettingsProvider.check({}, inputs({ sandboxCadences: ["EveryUpdate"] }))).failures,
    ).toBeUndefined();
  });

  it("refuses a day named twice or an unknown cadence, by name", async () => {
    const result = await maintenanceSettingsProvider.check(
      {},
      inputs({ maintenanceWindowCadence: "Weekly", maintenanceWindowDaysOfWeek: ["Sunday", "Sunday"] }),
    );
    expect(result.failures?.map((f) => f.property).sort()).toEqual([
      "maintenanceWindowCadence",
      "maintenanceWindowDaysOfWeek",
    ]);
  });

  it("sets both fields with PUT, and reads drift back on refresh", async () => {
    fake.on((r) =>
      r.method === "PUT"
        ? {
            status: 200,
            body: {
              maintenanceWindowCadence: "EveryUpdate",
              maintenanceWindowDaysOfWeek: ["Sunday", "Saturday"],
            },
          }
        : r.method === "GET"
          ? {
              status: 200,
              body: { maintenanceWindowCadence: "EveryOtherUpdate", maintenanceWindowDaysOfWeek: ["Sunday"] },
            }
          : undefined,
    );
    const created = await maintenanceSettingsProvider.create(inputs());
    expect(fake.writes[0]?.body).toEqual({
      updatedMaintenanceWindowCadence: "EveryUpdate",
      updatedMaintenanceWindowDaysOfWeek: ["Saturday", "Sunday"],
    });
    expect(await maintenanceSettingsProvider.diff(PRODUCTION, created.outs!, inputs())).toEqual({
      changes: false,
    });
    const read = await maintenanceSettingsProvider.read(PRODUCTION, created.outs!);
    expect(read.inputs).toMatchObject({
      maintenanceWindowCadence: "EveryOtherUpdate",
      maintenanceWindowDaysOfWeek: ["Sunday"],
    });
  });
});
