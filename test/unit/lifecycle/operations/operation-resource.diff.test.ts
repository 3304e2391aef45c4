import { OP, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { refreshInputs, refreshState } = run;

describe("DatabaseRefresh diff", () => {
  it("replaces on a triggers change, so a new refresh starts", async () => {
    const diff = await run.provider.diff(
      OP,
      refreshState({ triggers: ["a"] }),
      refreshInputs({ triggers: ["b"] }),
    );
    expect(diff).toMatchObject({ changes: true, replaces: ["triggers"], deleteBeforeReplace: false });
  });

  it("replaces on an environment change", async () => {
    const other = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
    const diff = await run.provider.diff(OP, refreshState(), refreshInputs({ targetEnvironmentId: other }));
    expect(diff.replaces).toEqual(["targetEnvironmentId"]);
  });

  it("changes waitForCompletion in place: it starts nothing", async () => {
    const diff = await run.provider.diff(
      OP,
      refreshState(),
      refreshInputs({ waitForCompletion: { pollSeconds: 5 } }),
    );
    expect(diff.changes).toBe(true);
    expect(diff.replaces).toBeUndefined();
  });

  it("sends a waited-for refresh that has not succeeded through update, even after a refresh cleared its failure", async () => {
    const wait = { pollSeconds: 1 };
    const failed = await run.provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "Failed" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(failed).toEqual({ changes: true });
    const running = await run.provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "InProgress" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(running).toEqual({ changes: true });
    const done = await run.provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "Completed" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(done).toEqual({ changes: false });
  });

  it("reports no change for the same inputs", async () => {
    const diff = await run.provider.diff(
      OP,
      refreshState({ triggers: [1] }),
      refreshInputs({ triggers: [1] }),
    );
    expect(diff.changes).toBe(false);
  });
});
