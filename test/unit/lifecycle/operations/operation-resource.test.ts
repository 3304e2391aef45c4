import { OperationRefusedError, ResourceInitError } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { EnvironmentGuard } from "../../../../src/lifecycle/operations/environment-guard";
import { environmentsPage, guardPasses, historyOf, historyPage, ok, refused, status } from "../support/envelopes";

const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000001";
const PROVIDER = "exports.handler = () => ({})";
const server = new ScriptedServer();
let clock: FakeClock;
let reports: string[];
let provider: ReturnType<typeof operationResourceProvider>;

beforeAll(async () => {
  await server.start();
  configureProvider({ get: () => undefined });
});
beforeEach(() => {
  clock = new FakeClock();
  reports = [];
  provider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
    clock,
    report: (m) => reports.push(m),
    guard: new EnvironmentGuard((m) => reports.push(m)),
  });
});
afterAll(() => server.stop());

const settings = () => ({ lifecycleUrl: server.url, lifecycleToken: "lifecycle-token-1" });

function refreshInputs(over: Record<string, unknown> = {}) {
  return {
    projectId: 1234,
    sourceEnvironmentId: SOURCE,
    targetEnvironmentId: TARGET,
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  };
}

/** State as create leaves it, with the given overrides. */
function refreshState(over: Record<string, unknown> = {}) {
  return {
    ...refreshInputs(),
    operationActivityId: OP,
    versionEOL: "9999-12-31T23:59:59.9999999",
    requestedAt: "2026-11-21T12:00:00.000Z",
    ...over,
  };
}

const starts = () => server.received.filter((r) => r.method === "POST");
const statusAsks = () => server.received.filter((r) => r.url.includes("/fetchstatus/"));

describe("DatabaseRefresh check", () => {
  it("refuses a target equal to the source, naming targetEnvironmentId", async () => {
    const result = await provider.check({}, refreshInputs({ targetEnvironmentId: SOURCE.toUpperCase() }));
    expect(result.failures).toEqual([
      {
        property: "targetEnvironmentId",
        reason: expect.stringMatching(/must differ from sourceEnvironmentId/),
      },
    ]);
  });

  it("names each bad property", async () => {
    const result = await provider.check(
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
    const result = await provider.check({}, refreshInputs({ targetEnvironmentId: UNKNOWN }));
    expect(result.failures).toBeUndefined();
  });

  it("refuses a backup name that cannot travel in the path, for an export", async () => {
    const exports = operationResourceProvider(DATABASE_OPERATIONS.export, { clock });
    const result = await exports.check(
      {},
      { projectId: 1, environmentId: TARGET, backupName: "../nightly", __provider: PROVIDER },
    );
    expect(result.failures?.map((f) => f.property)).toEqual(["backupName"]);
  });
});

describe("DatabaseRefresh diff", () => {
  it("replaces on a triggers change, so a new refresh starts", async () => {
    const diff = await provider.diff(
      OP,
      refreshState({ triggers: ["a"] }),
      refreshInputs({ triggers: ["b"] }),
    );
    expect(diff).toMatchObject({ changes: true, replaces: ["triggers"], deleteBeforeReplace: false });
  });

  it("replaces on an environment change", async () => {
    const other = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
    const diff = await provider.diff(OP, refreshState(), refreshInputs({ targetEnvironmentId: other }));
    expect(diff.replaces).toEqual(["targetEnvironmentId"]);
  });

  it("changes waitForCompletion in place: it starts nothing", async () => {
    const diff = await provider.diff(
      OP,
      refreshState(),
      refreshInputs({ waitForCompletion: { pollSeconds: 5 } }),
    );
    expect(diff.changes).toBe(true);
    expect(diff.replaces).toBeUndefined();
  });

  it("sends a waited-for refresh that has not succeeded through update, even after a refresh cleared its failure", async () => {
    const wait = { pollSeconds: 1 };
    const failed = await provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "Failed" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(failed).toEqual({ changes: true });
    const running = await provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "InProgress" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(running).toEqual({ changes: true });
    const done = await provider.diff(
      OP,
      refreshState({ waitForCompletion: wait, operationStatus: "Completed" }),
      refreshInputs({ waitForCompletion: wait }),
    );
    expect(done).toEqual({ changes: false });
  });

  it("reports no change for the same inputs", async () => {
    const diff = await provider.diff(OP, refreshState({ triggers: [1] }), refreshInputs({ triggers: [1] }));
    expect(diff.changes).toBe(false);
  });
});

describe("DatabaseRefresh create", () => {
  it("starts the refresh once and reports its id, versionEOL and request time, asking no status unless told", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP));
    const result = await provider.create(refreshInputs({ triggers: ["v1"] }));
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
    const error = (await provider.create(refreshInputs()).catch((e: unknown) => e)) as OperationRefusedError;
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
    const result = await provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 10 } }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(clock.sleeps).toEqual([10_000, 10_000, 10_000]);
    expect(starts()).toHaveLength(1);
    expect(statusAsks().every((r) => r.url.endsWith(`/environment/${TARGET}/operationactivity/${OP}`))).toBe(
      true,
    );
    expect(reports.filter((r) => /NotStarted|InProgress|Completed/.test(r))).toHaveLength(3);
  });

  it("keeps a failed refresh in state: the error carries the id and properties", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), status(OP, "InProgress"), status(OP, "Failed"));
    const error = (await provider
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
    const error = (await provider
      .create(refreshInputs({ waitForCompletion: wait }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.message).toMatch(/still InProgress after 1 minute/);
    expect(error.properties.operationStatus).toBe("InProgress");

    server.answer(status(OP, "InProgress"), status(OP, "Completed"));
    const { __provider: _p, ...olds } = error.properties;
    const updated = await provider.update(OP, olds, refreshInputs({ waitForCompletion: wait }));
    expect(updated.outs).toMatchObject({ operationActivityId: OP, operationStatus: "Completed" });
    expect(starts()).toHaveLength(0);
  });

  it("takes over an operation by adoptOperationActivityId without starting one", async () => {
    const adopted = "6f2c1d9e-0000-4000-8000-0000000000ad";
    server.answer(status(adopted, "InProgress"), status(adopted, "Completed"));
    const result = await provider.create(
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
    const result = await provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 1 } }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(reports.some((r) => r.includes("no status yet"))).toBe(true);
  });

  it("says so every five minutes while the status does not change", async () => {
    server.answer(
      ...guardPasses(SOURCE, TARGET),
      ok(OP),
      ...Array.from({ length: 12 }, () => status(OP, "InProgress")),
      status(OP, "Completed"),
    );
    await provider.create(refreshInputs({ waitForCompletion: { pollSeconds: 60 } }));
    const lines = reports.filter((r) => r.includes("InProgress"));
    expect(lines.map((l) => /after (.*)$/.exec(l)?.[1])).toEqual(["0 s", "5 min 0 s", "10 min 0 s"]);
  });

  it("keeps the refresh in state when its status cannot be read", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), {
      status: 401,
      body: refused("Authentication failed.").body,
    });
    const error = (await provider
      .create(refreshInputs({ waitForCompletion: { pollSeconds: 1 } }))
      .catch((e: unknown) => e)) as ResourceInitError;
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error.id).toBe(OP);
    expect(error.message).toContain("could not be read");
  });
});

describe("DatabaseRefresh update", () => {
  it("fails again, without a request, while a failed refresh is waited for", async () => {
    server.answer();
    const olds = refreshState({
      waitForCompletion: { pollSeconds: 1 },
      operationStatus: "RollbackCompleted",
    });
    const error = (await provider
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
    const result = await provider.update(OP, olds, refreshInputs());
    expect(result.outs).toMatchObject({ operationActivityId: OP, operationStatus: "Failed" });
    expect(result.outs).not.toHaveProperty("waitForCompletion");
    expect(server.received).toHaveLength(0);
  });

  it("starts waiting for a running refresh when waitForCompletion is added", async () => {
    server.answer(status(OP, "Completed"));
    const result = await provider.update(OP, refreshState(), refreshInputs({ waitForCompletion: {} }));
    expect(result.outs?.operationStatus).toBe("Completed");
    expect(starts()).toHaveLength(0);
  });
});

describe("DatabaseRefresh read and delete", () => {
  it("reads the status of a running refresh waited for, and gives the inputs back", async () => {
    server.answer(status(OP, "InProgress"));
    const result = await provider.read(
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
    await expect(provider.read(OP, waited)).resolves.toMatchObject({
      id: OP,
      props: { operationActivityId: OP },
    });
    server.answer({ status: 404 });
    await expect(provider.read(OP, waited)).resolves.toMatchObject({
      id: OP,
      props: { operationActivityId: OP },
    });
  });

  it("asks no status of a refresh created without waiting: the route is used only when asked", async () => {
    server.answer();
    const result = await provider.read(OP, refreshState());
    expect(result.props).toMatchObject({ operationActivityId: OP });
    expect(server.received).toHaveLength(0);
  });

  it("asks nothing for a refresh already final", async () => {
    server.answer();
    const result = await provider.read(OP, refreshState({ operationStatus: "Completed" }));
    expect(result.props).toMatchObject({ operationStatus: "Completed" });
    expect(server.received).toHaveLength(0);
  });

  it("deletes nothing remote, and says so", async () => {
    server.answer();
    await provider.delete(OP, refreshState());
    expect(server.received).toHaveLength(0);
    expect(reports.join("\n")).toMatch(/not undone/);
  });
});

describe("DatabaseRefresh guard rails, before anything starts", () => {
  const environments = (targetType: string | null) =>
    environmentsPage([
      { id: SOURCE.replace(/-/g, ""), name: "contoso-prod", type: "Production" },
      { id: TARGET, name: "contoso-uat", type: targetType },
    ]);

  it("refuses a production target with Refused, naming it, and starts nothing", async () => {
    server.answer(environments("Production"));
    const error = await provider.create(refreshInputs()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "Refused",
      message: expect.stringMatching(
        /targetEnvironmentId 2c9d5e8a-.* is contoso-uat \(2c9d5e8a-.*\), a Production environment; only a sandbox can be refreshed or exported\. Nothing was started/,
      ),
    });
    expect(starts()).toHaveLength(0);
  });

  it("refuses a target of no reported type, and an environment the project does not have", async () => {
    server.answer(environments(null));
    await expect(provider.create(refreshInputs())).rejects.toMatchObject({ code: "Refused" });
    const other = "00000000-1111-4222-8333-444444444444";
    server.answer(environments("Sandbox"));
    const fresh = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock,
      report: () => undefined,
      guard: new EnvironmentGuard(() => undefined),
    });
    const error = await fresh.create(refreshInputs({ sourceEnvironmentId: other })).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        `sourceEnvironmentId ${other} is not an environment of project 1234 (it has: contoso-prod, contoso-uat)`,
      ),
    });
    expect(starts()).toHaveLength(0);
  });

  it("reads the project's environments once per run, whatever the number of resources", async () => {
    // The second read of the history lists the first refresh as ended: the target is free again.
    const firstEnded = historyOf([
      { ActivityId: OP, StartDateTimeUtc: "2026-11-21T12:00:00.0", EndDateTimeUtc: "2026-11-21T12:00:00.0" },
    ]);
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), firstEnded, ok(OP));
    await provider.create(refreshInputs());
    await provider.create(refreshInputs({ triggers: ["again"] }));
    const reads = server.received.filter((r) => r.url.includes("/detail/"));
    expect(reads).toHaveLength(1);
    expect(starts()).toHaveLength(2);
  });

  it("follows every page of the environments and of the history", async () => {
    server.answer(
      environmentsPage([{ id: SOURCE, name: "contoso-prod", type: "Production" }], 1, true),
      environmentsPage([{ id: TARGET, name: "contoso-uat", type: "Sandbox" }], 2, false),
      historyPage(["2026-11-21T01:00:00.0"], 1, true),
      historyPage(["2026-11-21T02:00:00.0"], 2, false),
      ok(OP),
    );
    await provider.create(refreshInputs());
    expect(server.received.map((r) => r.url.replace(/^.*\/(detail|history)\/.*\?/, "$1 ?"))).toEqual([
      "detail ?page=1",
      "detail ?page=2",
      "history ?page=1",
      "history ?page=2",
      expect.stringContaining("/refresh/"),
    ]);
  });

  it("refuses a fourth operation in 24 hours, naming when the next can start, and sends no start", async () => {
    // The fake clock stands at 2026-11-21T12:00Z: one start is older than 24 hours and does not count.
    server.answer(
      environments("Sandbox"),
      historyPage([
        "2026-11-21T09:00:00.0",
        "2026-11-20T13:30:00.0000000",
        "2026-11-21T11:00:00.0",
        "2026-11-20T11:00:00.0",
      ]),
    );
    const error = await provider.create(refreshInputs()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        "environment contoso-uat (" + TARGET + ") started 3 operations in the last 24 hours",
      ),
    });
    expect((error as Error).message).toContain("the next can start at 2026-11-21T13:30:00.000Z");
    expect(starts()).toHaveLength(0);
  });

  it("lets a third operation through", async () => {
    server.answer(
      environments("Sandbox"),
      historyPage(["2026-11-21T09:00:00.0", "2026-11-21T11:00:00.0"]),
      ok(OP),
    );
    await expect(provider.create(refreshInputs())).resolves.toMatchObject({ id: OP });
  });

  it("waits out the read's 429 for its Retry-After, with a message", async () => {
    server.answer({ status: 429, headers: { "retry-after": "1" } }, ...guardPasses(SOURCE, TARGET), ok(OP));
    await provider.create(refreshInputs());
    expect(starts()).toHaveLength(1);
    expect(clock.sleeps).toEqual([1000]);
    expect(reports).toContainEqual(
      expect.stringMatching(
        /waiting 1 s before reading again for lifecycle.listEnvironments \(the service allows 6 reads/,
      ),
    );
  });

  it("refuses a refresh between different application releases, naming both, and starts nothing", async () => {
    server.answer(
      environmentsPage([
        { id: SOURCE, name: "contoso-prod", type: "Production", release: "10.0.41", build: "10.0.2015.54" },
        { id: TARGET, name: "contoso-uat", type: "Sandbox", release: "10.0.40", build: "10.0.1935.92" },
      ]),
    );
    await expect(provider.create(refreshInputs())).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringMatching(
        /runs application release 10\.0\.41 \(build 10\.0\.2015\.54\) and targetEnvironmentId .* runs 10\.0\.40 \(build 10\.0\.1935\.92\)/,
      ),
    });
    expect(starts()).toHaveLength(0);
  });

  it("refuses a second refresh of a target whose first has not ended, and starts nothing more", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), historyPage());
    await provider.create(refreshInputs());
    await expect(provider.create(refreshInputs({ triggers: ["again"] }))).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining(`is busy: bizops:DatabaseRefresh refresh ${OP}`),
    });
    expect(starts()).toHaveLength(1);
  });

  it("lets the next refresh of the run through once it watched the first to a final status", async () => {
    // The history has not listed the first refresh yet: only the wait saw it end.
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), status(OP, "Completed"), historyPage(), ok(OP));
    await provider.create(refreshInputs({ waitForCompletion: {} }));
    await expect(provider.create(refreshInputs({ triggers: ["again"] }))).resolves.toMatchObject({ id: OP });
    expect(starts()).toHaveLength(2);
  });

  it("checks nothing when it takes over an operation: nothing is started", async () => {
    server.answer();
    await provider.create(refreshInputs({ adoptOperationActivityId: OP }));
    expect(server.received).toHaveLength(0);
  });
});

describe("DatabaseExport guard rails", () => {
  it("refuses an export of a production environment, and starts nothing", async () => {
    const exporter = operationResourceProvider(DATABASE_OPERATIONS.export, {
      clock,
      report: () => undefined,
      guard: new EnvironmentGuard(() => undefined),
    });
    server.answer(environmentsPage([{ id: SOURCE, name: "contoso-prod", type: "Production" }]));
    const error = await exporter
      .create({
        projectId: 1234,
        environmentId: SOURCE,
        backupName: "prod",
        settings: settings(),
        __provider: PROVIDER,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        "a Production environment; only a sandbox can be refreshed or exported",
      ),
    });
    expect(starts()).toHaveLength(0);
  });
});
