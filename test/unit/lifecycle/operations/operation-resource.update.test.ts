import { ResourceInitError } from "../../../../src/core/errors/errors";
import { status } from "../support/envelopes";
import { OP, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { server, refreshInputs, refreshState, starts } = run;

describe("DatabaseRefresh update", () => {
  it("fails again, without a request, while a failed refresh is waited for", async () => {
    server.answer();
    const olds = refreshState({
      waitForCompletion: { pollSeconds: 1 },
      operationStatus: "RollbackCompleted",
    });
    const error = (await run.provider
      .update(OP, olds, refreshInputs({ waitForCompletion: { pollSeconds: 1 } }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.message).toContain("ended RollbackCompleted");
    expect(error.message).toMatch(/Change `triggers`/);
    expect(server.received).toHaveLength(0);
  });

  it("accepts the outcome once waitForCompletion is removed, without a request", async () => {
    server.answer();
    const olds = refreshState({ waitForCompletion: { pollSeconds: 1 }, operationStatus: "Failed" });
    const result = await run.provider.update(OP, olds, refreshInputs());
    expect(result.outs).toMatchObject({ operationActivityId: OP, operationStatus: "Failed" });
    expect(result.outs).not.toHaveProperty("waitForCompletion");
    expect(server.received).toHaveLength(0);
  });

  it("starts waiting for a running refresh when waitForCompletion is added", async () => {
    server.answer(status(OP, "Completed"));
    const result = await run.provider.update(OP, refreshState(), refreshInputs({ waitForCompletion: {} }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(starts()).toHaveLength(0);
  });
});
