import { OperationRefusedError, ResourceInitError } from "../../../../src/core/errors/errors";
import { guardPasses, ok, refused, status } from "../support/envelopes";
import { OP, PROVIDER, SOURCE, TARGET, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { server, refreshInputs, starts, statusAsks } = run;

describe("DatabaseRefresh create", () => {
  it("starts the refresh once and reports its id, versionEOL and request time, asking no status unless told", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP));
    const result = await run.provider.create(refreshInputs({ triggers: ["v1"] }));
    expect(result.id).toBe(OP);
    expect(result.outs).toMatchObject({
      operationActivityId: OP,
      versionEOL: "9999-12-31T23:59:59.9999999",
      requestedAt: "2026-11-21T12:00:00.000Z",
      triggers: ["v1"],
      targetEnvironmentId: TARGET,
    });
    expect(result.outs).not.toHaveProperty("operationStatus");
    // The guard rails' two reads, then the start: no status.
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /environmentinfo/v1/detail/project/1234/?page=1",
      `GET /environmentinfo/v1/history/project/1234/environment/${TARGET}/?page=1`,
      `POST /databasemovement/v1/refresh/project/1234/source/${SOURCE}/target/${TARGET}`,
    ]);
  });

  it("creates nothing when the service refuses, and says why", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      refused("The target environment contoso-prod is a production environment."),
    );
    const error = (await run.provider
      .create(refreshInputs())
      .catch((e: unknown) => e)) as OperationRefusedError;
    expect(error).toBeInstanceOf(OperationRefusedError);
    expect(error.message).toContain("production environment");
    expect(error.message).toContain("was not created");
    expect(error).not.toHaveProperty("id");
  });

  it("waits for completion, polling every pollSeconds and reporting each new status", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      ok(OP),
      status(OP, "NotStarted"),
      status(OP, "InProgress"),
      status(OP, "InProgress"),
      status(OP, "Completed"),
    );
    const result = await run.provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 10 } }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(run.clock.sleeps).toEqual([10_000, 10_000, 10_000]);
    expect(starts()).toHaveLength(1);
    expect(statusAsks().every((r) => r.url.endsWith(`/environment/${TARGET}/operationactivity/${OP}`))).toBe(
      true,
    );
    expect(run.reports.filter((r) => /NotStarted|InProgress|Completed/.test(r))).toHaveLength(3);
  });

  it("keeps a failed refresh in state: the error carries the id and properties", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), status(OP, "InProgress"), status(OP, "Failed"));
    const error = (await run.provider
      .create(refreshInputs({ waitForCompletion: { pollSeconds: 1 } }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.id).toBe(OP);
    expect(error.message).toContain("ended Failed");
    expect(error.properties).toMatchObject({
      operationActivityId: OP,
      operationStatus: "Failed",
      __provider: PROVIDER,
    });
    expect(error.reasons).toEqual([error.message]);
  });

  it("keeps the refresh in state when waiting times out, and the next update watches the same operation", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      ok(OP),
      status(OP, "InProgress"),
      status(OP, "InProgress"),
      status(OP, "InProgress"),
    );
    const wait = { timeoutMinutes: 1, pollSeconds: 30 };
    const error = (await run.provider
      .create(refreshInputs({ waitForCompletion: wait }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.message).toMatch(/still InProgress after 1 minute/);
    expect(error.properties.operationStatus).toBe("InProgress");

    server.answer(status(OP, "InProgress"), status(OP, "Completed"));
    const { __provider: _p, ...olds } = error.properties;
    const updated = await run.provider.update(OP, olds, refreshInputs({ waitForCompletion: wait }));
    expect(updated.outs).toMatchObject({ operationActivityId: OP, operationStatus: "Completed" });
    expect(starts()).toHaveLength(0);
  });

  it("takes over an operation by adoptOperationActivityId without starting one", async () => {
    const adopted = "6f2c1d9e-0000-4000-8000-0000000000ad";
    server.answer(status(adopted, "InProgress"), status(adopted, "Completed"));
    const result = await run.provider.create(
      refreshInputs({ adoptOperationActivityId: adopted, waitForCompletion: { pollSeconds: 1 } }),
    );
    expect(result.id).toBe(adopted);
    expect(result.outs).toMatchObject({ operationActivityId: adopted, operationStatus: "Completed" });
    expect(starts()).toHaveLength(0);
  });

  it("keeps asking while the service does not list the operation yet", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      ok(OP),
      refused("Operation activity was not found."),
      status(OP, "Completed"),
    );
    const result = await run.provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 1 } }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(run.reports.some((r) => r.includes("no status yet"))).toBe(true);
  });

  it("says so every five minutes while the status does not change", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      ok(OP),
      ...Array.from({ length: 12 }, () => status(OP, "InProgress")),
      status(OP, "Completed"),
    );
    await run.provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 60 } }));
    const lines = run.reports.filter((r) => r.includes("InProgress"));
    expect(lines.map((l) => /after (.*)$/.exec(l)?.[1])).toEqual(["0 s", "5 min 0 s", "10 min 0 s"]);
  });

  it("keeps the refresh in state when its status cannot be read", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), {
      status: 401,
      body: refused("Authentication failed.").body,
    });
    const error = (await run.provider
      .create(refreshInputs({ waitForCompletion: { pollSeconds: 1 } }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.id).toBe(OP);
    expect(error.message).toContain("could not be read");
  });
});
