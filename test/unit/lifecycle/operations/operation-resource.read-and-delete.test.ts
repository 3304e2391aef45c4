import { refused, status } from "../support/envelopes";
import { OP, TARGET, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { server, refreshState } = run;

describe("DatabaseRefresh read and delete", () => {
  it("reads the status of a running refresh waited for, and gives the inputs back", async () => {
    server.answer(status(OP, "InProgress"));
    const result = await run.provider.read(
      OP,
      refreshState({ triggers: ["x"], waitForCompletion: { pollSeconds: 1 } }),
    );
    expect(result.id).toBe(OP);
    expect(result.props).toMatchObject({ operationStatus: "InProgress", operationActivityId: OP });
    expect(result.inputs).toMatchObject({ triggers: ["x"], targetEnvironmentId: TARGET });
    expect(result.inputs).not.toHaveProperty("operationActivityId");
  });

  it("never drops a refresh the service no longer knows: that would start it again", async () => {
    const waited = refreshState({ waitForCompletion: { pollSeconds: 1 } });
    server.answer(refused("Operation activity was not found."));
    await expect(run.provider.read(OP, waited)).resolves.toMatchObject({
      id: OP,
      props: { operationActivityId: OP },
    });
    server.answer({ status: 404 });
    await expect(run.provider.read(OP, waited)).resolves.toMatchObject({
      id: OP,
      props: { operationActivityId: OP },
    });
  });

  it("asks no status of a refresh created without waiting: the route is used only when asked", async () => {
    server.answer();
    const result = await run.provider.read(OP, refreshState());
    expect(result.props).toMatchObject({ operationActivityId: OP });
    expect(server.received).toHaveLength(0);
  });

  it("asks nothing for a refresh already final", async () => {
    server.answer();
    const result = await run.provider.read(OP, refreshState({ operationStatus: "Completed" }));
    expect(result.props).toMatchObject({ operationStatus: "Completed" });
    expect(server.received).toHaveLength(0);
  });

  it("deletes nothing remote, and says so", async () => {
    server.answer();
    await run.provider.delete(OP, refreshState());
    expect(server.received).toHaveLength(0);
    expect(run.reports.join("\n")).toMatch(/not undone/);
  });
});
