/**
 * A resource's `settings` take the shared identity fields and the service's scope. Earlier
 * releases also took the service's own copies there (`recordsEntraTenantId`, the service's own
 * winning): state they wrote still reads, diffs and updates, as the shared names; new inputs that
 * name one are refused, naming the shared name to use.
 */
import * as runtime from "../../../../src/runtime";
import { IDENTITY_TENANT_ID, PASSWORD_USER, SECRET_CLIENT } from "pulumi-bizops-emulator";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { trustEmulatorIdentity } from "../../../support/trust-emulator-identity";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const records = () => runtime.provider("records:DisputeStatus");
const refreshes = () => runtime.provider("lifecycle:DatabaseRefresh");

const service = useConfiguredEmulator();
beforeAll(() => trustEmulatorIdentity(service.emulator));

/**
 * A DisputeStatus's `settings` as the release before this one stored them: a records identity
 * named by the records service's own settings, and a shared tenant that its own one overrode.
 */
function earlierRecordsSettings(): Record<string, string> {
  return {
    recordsUrl: service.emulator.url,
    recordsEntraCredential: "clientSecret",
    entraTenantId: "a-tenant-the-records-setting-overrode",
    recordsEntraTenantId: IDENTITY_TENANT_ID,
    recordsEntraClientId: SECRET_CLIENT.clientId,
    recordsEntraClientSecret: SECRET_CLIENT.secret,
    recordsEntraAuthorityHost: service.emulator.httpsUrl,
  };
}

/** The same identity as today's settings name it. */
function sharedRecordsSettings(): Record<string, string> {
  return {
    recordsUrl: service.emulator.url,
    entraCredential: "clientSecret",
    entraTenantId: IDENTITY_TENANT_ID,
    entraClientId: SECRET_CLIENT.clientId,
    entraClientSecret: SECRET_CLIENT.secret,
    entraAuthorityHost: service.emulator.httpsUrl,
  };
}

describe("DisputeStatus state whose settings name the records service's own identity", () => {
  async function seededState() {
    const seeded = await service.admin.seedRecord(COMPANY, "disputeStatus", {
      code: "PRICE",
      displayName: "Price dispute",
    });
    const id = String(seeded.id);
    const state = {
      __provider: 'exports.handler = () => require("pulumi-bizops/providers/dispute-status");\n',
      companyId: COMPANY,
      code: "PRICE",
      displayName: "Price dispute",
      etag: String(seeded["@odata.etag"]),
      settings: earlierRecordsSettings(),
    };
    return { id, state };
  }

  it("diffs with no changes against the same identity under the shared names", async () => {
    const { id, state } = await seededState();
    const inputs = { companyId: COMPANY, code: "PRICE", displayName: "Price dispute" };
    await expect(
      records().diff(id, state, { ...inputs, settings: sharedRecordsSettings() }),
    ).resolves.toMatchObject({ changes: false });
  });

  it("refreshes by signing in as the stored identity, and keeps it under the shared names", async () => {
    const { id, state } = await seededState();
    const read = await records().read(id, state);
    expect(read.props).toMatchObject({ displayName: "Price dispute", settings: sharedRecordsSettings() });
    expect(Object.keys(read.props?.settings as object)).not.toContain("recordsEntraTenantId");
    expect((await service.admin.tokensIssued())[SECRET_CLIENT.clientId]).toBeGreaterThanOrEqual(1);
  });

  it("updates the record through the stored identity into today's shape", async () => {
    const { id, state } = await seededState();
    const inputs = {
      companyId: COMPANY,
      code: "PRICE",
      displayName: "Renamed",
      settings: sharedRecordsSettings(),
    };
    const updated = await records().update(id, state, inputs);
    expect(updated.outs).toMatchObject({ displayName: "Renamed", settings: sharedRecordsSettings() });
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toMatchObject({
      displayName: "Renamed",
    });
  });

  it("refuses the service's own identity settings in new inputs, naming the shared name to use", async () => {
    const checked = await records().check(
      {},
      { companyId: COMPANY, code: "PRICE", displayName: "Price dispute", settings: earlierRecordsSettings() },
    );
    const failures = checked.failures ?? [];
    expect(failures.map((failure) => failure.property).join(", ")).toContain("settings.recordsEntraTenantId");
    const reasons = failures.map((failure) => failure.reason).join("\n");
    expect(reasons).toContain("entraTenantId instead of recordsEntraTenantId");
    expect(reasons).toContain("entraClientSecret instead of recordsEntraClientSecret");
    expect(reasons).not.toContain(SECRET_CLIENT.secret);
  });
});

describe("DatabaseRefresh state whose settings name the lifecycle service's own identity", () => {
  // An ended refresh as the release before this one stored it, with a delegated identity.
  const STATE = {
    __provider: 'exports.handler = () => require("pulumi-bizops/providers/database-refresh");\n',
    projectId: 1234,
    sourceEnvironmentId: "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10",
    targetEnvironmentId: "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f",
    operationActivityId: "dce32c8a-219e-41dd-9776-bab6e6b97f83",
    versionEOL: "9999-12-31T23:59:59.9999999",
    requestedAt: "2026-11-22T00:31:02.114Z",
    operationStatus: "Completed",
    settings: {
      lifecycleEntraCredential: "usernamePassword",
      lifecycleEntraClientId: PASSWORD_USER.clientId,
      lifecycleEntraUsername: PASSWORD_USER.username,
      lifecycleEntraPassword: PASSWORD_USER.password,
      lifecycleEntraScope: "https://lcsapi.lcs.dynamics.com/user_impersonation",
    },
  };
  const SHARED = {
    entraCredential: "usernamePassword",
    entraClientId: PASSWORD_USER.clientId,
    entraUsername: PASSWORD_USER.username,
    entraPassword: PASSWORD_USER.password,
    lifecycleEntraScope: "https://lcsapi.lcs.dynamics.com/user_impersonation",
  };
  const inputs = {
    projectId: 1234,
    sourceEnvironmentId: STATE.sourceEnvironmentId,
    targetEnvironmentId: STATE.targetEnvironmentId,
    settings: SHARED,
  };

  it("reads, and diffs against the shared names without replacing the operation", async () => {
    const read = await refreshes().read(STATE.operationActivityId, STATE);
    expect(read.props).toMatchObject({ operationStatus: "Completed" });
    // The settings change in place, once, as docs/settings.md says; nothing is replaced.
    const diff = await refreshes().diff(STATE.operationActivityId, STATE, inputs);
    expect(diff).toMatchObject({ changes: true });
    expect(diff.replaces ?? []).toEqual([]);
  });

  it("updates in place into the shared names, starting nothing", async () => {
    const before = (await service.admin.operations()).length;
    const updated = await refreshes().update(STATE.operationActivityId, STATE, inputs);
    expect(updated.outs).toMatchObject({ operationStatus: "Completed", settings: SHARED });
    expect(await service.admin.operations()).toHaveLength(before);
  });

  it("refuses the service's own identity settings in new inputs, naming the shared name to use", async () => {
    const checked = await refreshes().check({}, { ...inputs, settings: STATE.settings });
    const failures = checked.failures ?? [];
    expect(failures.map((failure) => failure.property)).toEqual([
      "settings.lifecycleEntraCredential, settings.lifecycleEntraClientId, settings.lifecycleEntraUsername, settings.lifecycleEntraPassword",
    ]);
    expect(failures[0]?.reason).toMatch(
      /use entraCredential instead of lifecycleEntraCredential, .*entraPassword instead of lifecycleEntraPassword/,
    );
    expect(failures[0]?.reason).not.toContain(PASSWORD_USER.password);
  });
});
