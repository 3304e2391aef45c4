import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { PROVIDER, SOURCE, TARGET, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { refreshInputs } = run;

describe("DatabaseRefresh check", () => {
  it("refuses a target equal to the source, naming targetEnvironmentId", async () => {
    const result = await run.provider.check({}, refreshInputs({ targetEnvironmentId: SOURCE.toUpperCase() }));
    expect(result.failures).toEqual([
      {
        property: "targetEnvironmentId",
        reason: expect.stringMatching(/must differ from sourceEnvironmentId/),
      },
    ]);
  });

  it("names each bad property", async () => {
    const result = await run.provider.check(
      {},
      refreshInputs({
        projectId: 12.5,
        sourceEnvironmentId: "prod",
        waitForCompletion: { pollSeconds: 0 },
        extra: 1,
      }),
    );
    const properties = (result.failures ?? []).map((f) => f.property).sort();
    expect(properties).toEqual([
      "extra",
      "projectId",
      "sourceEnvironmentId",
      "waitForCompletion.pollSeconds",
    ]);
  });

  it("does not judge values unknown during preview", async () => {
    const result = await run.provider.check({}, refreshInputs({ targetEnvironmentId: UNKNOWN }));
    expect(result.failures).toBeUndefined();
  });

  it("refuses a backup name that cannot travel in the path, for an export", async () => {
    const exports = operationResourceProvider(DATABASE_OPERATIONS.export, { clock: run.clock });
    const result = await exports.check(
      {},
      { projectId: 1, environmentId: TARGET, backupName: "../nightly", __provider: PROVIDER },
    );
    expect(result.failures?.map((f) => f.property)).toEqual(["backupName"]);
  });
});
