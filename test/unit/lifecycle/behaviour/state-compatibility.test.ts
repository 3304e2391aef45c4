import { configureProvider } from "../../../../src/core/provider/provider-config";
import { databaseOperationProvider } from "../../../../src/lifecycle/resources/database-operation-provider";

// State as the first release of the lifecycle resources wrote it. Outputs only ever gain optional
// fields, so this must always parse and diff; add a fixture here whenever the state shape grows.
const REFRESH_STATE = {
  __provider: "exports.handler = __f0; ...",
  projectId: 1234,
  sourceEnvironmentId: "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10",
  targetEnvironmentId: "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f",
  triggers: ["first"],
  operationActivityId: "dce32c8a-219e-41dd-9776-bab6e6b97f83",
  versionEOL: "9999-12-31T23:59:59.9999999",
  requestedAt: "2026-11-22T00:31:02.114Z",
  operationStatus: "Completed",
};
const EXPORT_STATE = {
  __provider: "exports.handler = __f0; ...",
  projectId: 1234,
  environmentId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  backupName: "test-2026-11-22",
  operationActivityId: "0a6a38a4-4a2f-4b52-9f39-1f7e4f3c2b10",
  versionEOL: "9999-12-31T23:59:59.9999999",
  requestedAt: "2026-11-22T00:31:02.114Z",
};

beforeAll(() => configureProvider({ get: () => undefined }));

describe("DatabaseRefresh and DatabaseExport state compatibility", () => {
  const refreshInputs = {
    projectId: 1234,
    sourceEnvironmentId: REFRESH_STATE.sourceEnvironmentId,
    targetEnvironmentId: REFRESH_STATE.targetEnvironmentId,
    triggers: ["first"],
  };
  const exportInputs = {
    projectId: 1234,
    environmentId: EXPORT_STATE.environmentId,
    backupName: "test-2026-11-22",
  };

  it("diffs first-release state with no changes", async () => {
    await expect(
      databaseOperationProvider("refresh").diff("id", REFRESH_STATE, refreshInputs),
    ).resolves.toMatchObject({
      changes: false,
    });
    await expect(
      databaseOperationProvider("export").diff("id", EXPORT_STATE, exportInputs),
    ).resolves.toMatchObject({
      changes: false,
    });
  });

  it("reads first-release state of an ended operation without a request, fields it does not know kept", async () => {
    const later = { ...REFRESH_STATE, someFutureOutput: 42 };
    const read = await databaseOperationProvider("refresh").read(REFRESH_STATE.operationActivityId, later);
    expect(read).toMatchObject({ id: REFRESH_STATE.operationActivityId, props: { someFutureOutput: 42 } });
  });

  it("updates first-release state in place when waiting is added to an ended operation", async () => {
    const updated = await databaseOperationProvider("refresh").update("id", REFRESH_STATE, {
      ...refreshInputs,
      waitForCompletion: { pollSeconds: 5 },
    });
    expect(updated.outs).toMatchObject({
      operationStatus: "Completed",
      waitForCompletion: { pollSeconds: 5 },
    });
  });

  it("fails clearly, naming the field, on state it cannot read", async () => {
    const broken = { ...EXPORT_STATE, operationActivityId: undefined };
    await expect(databaseOperationProvider("export").read("id", broken)).rejects.toThrow(
      /stored state of bizops:DatabaseExport cannot be read \(operationActivityId: .*pulumi refresh/,
    );
  });
});
