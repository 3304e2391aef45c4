/**
 * Starts of one run counted against the quota before the history shows them, and environment ids
 * written without hyphens (as the read functions give them) in the resources' inputs.
 */
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { EnvironmentGuard } from "../../../../src/lifecycle/operations/environment-guard";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { environmentsPage, historyOf, ok, refused } from "../support/envelopes";

const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000001";
const OP2 = "6f2c1d9e-0000-4000-8000-000000000002";
const PROVIDER = "exports.handler = () => ({})";
const server = new ScriptedServer();
let provider: ReturnType<typeof operationResourceProvider>;

beforeAll(async () => {
  await server.start();
  configureProvider({ get: () => undefined });
});
beforeEach(() => {
  provider = operationResourceProvider(DATABASE_OPERATIONS.export, {
    clock: new FakeClock(),
    report: () => undefined,
    guard: new EnvironmentGuard(() => undefined),
  });
});
afterAll(() => server.stop());

const settings = () => ({ lifecycleUrl: server.url, lifecycleToken: "lifecycle-token-1" });
const exportInputs = (backupName: string) => ({
  projectId: 1234,
  environmentId: TARGET,
  backupName,
  settings: settings(),
  __provider: PROVIDER,
});
const sandbox = () => environmentsPage([{ id: TARGET, name: "contoso-uat", type: "Sandbox" }]);
const twoRecent = () =>
  historyOf([{ StartDateTimeUtc: "2026-11-21T09:00:00.0" }, { StartDateTimeUtc: "2026-11-21T10:00:00.0" }]);
const starts = () => server.received.filter((r) => r.method === "POST");

describe("starts of this run count against the quota before the history lists them", () => {
  it("lets one of two creates started at once through when one start is left, and refuses the other unsent", async () => {
    server.answer(sandbox(), twoRecent(), twoRecent(), ok(OP));
    const results = await Promise.allSettled([
      provider.create(exportInputs("first")),
      provider.create(exportInputs("second")),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({
      code: "Refused",
      message: expect.stringContaining("started by this run, not yet in the history"),
    });
    expect(starts()).toHaveLength(1);
  });

  it("counts a start of this run once the history lists it, not twice", async () => {
    server.answer(
      sandbox(),
      historyOf([{ StartDateTimeUtc: "2026-11-21T09:00:00.0" }]),
      ok(OP),
      historyOf([
        { StartDateTimeUtc: "2026-11-21T12:00:00.0", ActivityId: OP.toUpperCase().replace(/-/g, "") },
        { StartDateTimeUtc: "2026-11-21T09:00:00.0" },
      ]),
      ok(OP2),
    );
    await provider.create(exportInputs("first"));
    await expect(provider.create(exportInputs("second"))).resolves.toMatchObject({ id: OP2 });
    expect(starts()).toHaveLength(2);
  });

  it("gives the slot back when the service refuses the start, which started nothing", async () => {
    server.answer(
      sandbox(),
      twoRecent(),
      refused("Maximum allowed API operations are 3 from 2026-11-20T13:00:00.0"),
      twoRecent(),
      ok(OP),
    );
    await expect(provider.create(exportInputs("first"))).rejects.toMatchObject({ code: "Refused" });
    await expect(provider.create(exportInputs("second"))).resolves.toMatchObject({ id: OP });
  });

  it("keeps counting a start whose answer never came, since it may have started", async () => {
    server.answer(sandbox(), twoRecent(), { status: 502 }, twoRecent());
    await expect(provider.create(exportInputs("first"))).rejects.toBeDefined();
    await expect(provider.create(exportInputs("second"))).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining("started by this run"),
    });
    expect(starts()).toHaveLength(1);
  });
});

describe("environment ids without hyphens, as the read functions give them", () => {
  const refresher = () => operationResourceProvider(DATABASE_OPERATIONS.refresh, { clock: new FakeClock() });
  const bareSource = SOURCE.replace(/-/g, "").toUpperCase();
  const refreshInputs = (over: Record<string, unknown> = {}) => ({
    projectId: 1234,
    sourceEnvironmentId: SOURCE,
    targetEnvironmentId: TARGET,
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  });

  it("are taken by check and kept hyphenated in lower case, as earlier releases stored ids", async () => {
    const checked = await refresher().check({}, refreshInputs({ sourceEnvironmentId: bareSource }));
    expect(checked.failures).toBeUndefined();
    expect(checked.inputs?.sourceEnvironmentId).toBe(SOURCE);
    const exported = await provider.check(
      {},
      { ...exportInputs("b"), environmentId: TARGET.replace(/-/g, "") },
    );
    expect(exported.inputs?.environmentId).toBe(TARGET);
  });

  it("are refused as the target when they name the source", async () => {
    const checked = await refresher().check({}, refreshInputs({ targetEnvironmentId: bareSource }));
    expect(checked.failures).toEqual([
      {
        property: "targetEnvironmentId",
        reason: expect.stringMatching(/^must differ from sourceEnvironmentId/),
      },
    ]);
  });

  it("propose no replacement against state that holds the same id in another form", async () => {
    const state = { ...refreshInputs(), operationActivityId: OP, requestedAt: "2026-11-21T12:00:00.000Z" };
    const same = await refresher().diff(OP, state, refreshInputs({ sourceEnvironmentId: bareSource }));
    expect(same).toMatchObject({ changes: false });
    const other = await refresher().diff(
      OP,
      state,
      refreshInputs({ sourceEnvironmentId: "9e8d7c6b5a4f4e3d8c2b1a0f9e8d7c6b" }),
    );
    expect(other.replaces).toEqual(["sourceEnvironmentId"]);
  });

  it("still refuse what is not a GUID", async () => {
    const checked = await refresher().check({}, refreshInputs({ sourceEnvironmentId: "7b0f3a2e0c41" }));
    expect(checked.failures).toEqual([
      {
        property: "sourceEnvironmentId",
        reason: "must be an environment id: a GUID, with or without hyphens",
      },
    ]);
  });
});
