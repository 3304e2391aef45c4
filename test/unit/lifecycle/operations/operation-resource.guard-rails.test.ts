import { EnvironmentGuard } from "../../../../src/lifecycle/operations/environment-guard";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { environmentsPage, guardPasses, historyOf, historyPage, ok, status } from "../support/envelopes";
import { OP, PROVIDER, SOURCE, TARGET, useRefreshProvider } from "../support/refresh-provider";

const run = useRefreshProvider();
const { server, settings, refreshInputs, starts } = run;

describe("DatabaseRefresh guard rails, before anything starts", () => {
  const environments = (targetType: string | null) =>
    environmentsPage([
      { id: SOURCE.replace(/-/g, ""), name: "contoso-prod", type: "Production" },
      { id: TARGET, name: "contoso-uat", type: targetType },
    ]);

  it("refuses a production target with Refused, naming it, and starts nothing", async () => {
    server.answer(environments("Production"));
    const error = await run.provider.create(refreshInputs()).catch((e: unknown) => e);
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
    await expect(run.provider.create(refreshInputs())).rejects.toMatchObject({ code: "Refused" });
    const other = "00000000-1111-4222-8333-444444444444";
    server.answer(environments("Sandbox"));
    const fresh = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock: run.clock,
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
    await run.provider.create(refreshInputs());
    await run.provider.create(refreshInputs({ triggers: ["again"] }));
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
    await run.provider.create(refreshInputs());
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
    const error = await run.provider.create(refreshInputs()).catch((e: unknown) => e);
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
    await expect(run.provider.create(refreshInputs())).resolves.toMatchObject({ id: OP });
  });

  it("waits out the read's 429 for its Retry-After, with a message", async () => {
    server.answer({ status: 429, headers: { "retry-after": "1" } }, ...guardPasses(SOURCE, TARGET), ok(OP));
    await run.provider.create(refreshInputs());
    expect(starts()).toHaveLength(1);
    expect(run.clock.sleeps).toEqual([1000]);
    expect(run.reports).toContainEqual(
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
    await expect(run.provider.create(refreshInputs())).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringMatching(
        /runs application release 10\.0\.41 \(build 10\.0\.2015\.54\) and targetEnvironmentId .* runs 10\.0\.40 \(build 10\.0\.1935\.92\)/,
      ),
    });
    expect(starts()).toHaveLength(0);
  });

  it("refuses a second refresh of a target whose first has not ended, and starts nothing more", async () => {
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), historyPage());
    await run.provider.create(refreshInputs());
    await expect(run.provider.create(refreshInputs({ triggers: ["again"] }))).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining(`is busy: bizops:DatabaseRefresh refresh ${OP}`),
    });
    expect(starts()).toHaveLength(1);
  });

  it("lets the next refresh of the run through once it watched the first to a final status", async () => {
    // The history has not listed the first refresh yet: only the wait saw it end.
    server.answer(...guardPasses(SOURCE, TARGET), ok(OP), status(OP, "Completed"), historyPage(), ok(OP));
    await run.provider.create(refreshInputs({ waitForCompletion: {} }));
    await expect(run.provider.create(refreshInputs({ triggers: ["again"] }))).resolves.toMatchObject({
      id: OP,
    });
    expect(starts()).toHaveLength(2);
  });

  it("checks nothing when it takes over an operation: nothing is started", async () => {
    server.answer();
    await run.provider.create(refreshInputs({ adoptOperationActivityId: OP }));
    expect(server.received).toHaveLength(0);
  });
});

describe("DatabaseExport guard rails", () => {
  it("refuses an export of a production environment, and starts nothing", async () => {
    const exporter = operationResourceProvider(DATABASE_OPERATIONS.export, {
      clock: run.clock,
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
