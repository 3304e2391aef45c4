import { configureProvider } from "../../../../src/core/provider/provider-config";
import { EnvironmentGuard } from "../../../../src/lifecycle/operations/environment-guard";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { environmentsPage, guardPasses, historyPage } from "../support/envelopes";

const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const server = new ScriptedServer();

beforeAll(async () => {
  await server.start();
  configureProvider({ get: () => undefined });
});
afterAll(() => server.stop());

const provider = () =>
  operationResourceProvider(DATABASE_OPERATIONS.refresh, {
    clock: new FakeClock(),
    report: () => undefined,
    guard: new EnvironmentGuard(() => undefined),
  });

function inputs(previewChecks?: string) {
  return {
    projectId: 1234,
    sourceEnvironmentId: SOURCE,
    targetEnvironmentId: TARGET,
    settings: {
      lifecycleUrl: server.url,
      lifecycleToken: "lifecycle-token-1",
      ...(previewChecks === undefined ? {} : { previewChecks }),
    },
    __provider: "exports.handler = () => ({})",
  };
}

describe("DatabaseRefresh preview checks", () => {
  it("send nothing in a preview by default", async () => {
    server.answer();
    const result = await provider().check({}, inputs());
    expect(result.failures).toBeUndefined();
    expect(server.received).toHaveLength(0);
  });

  it("fail the preview on a production target, under targetEnvironmentId, and start nothing", async () => {
    server.answer(
      environmentsPage([
        { id: SOURCE, name: "contoso-uat", type: "Sandbox" },
        { id: TARGET, name: "contoso-prod", type: "Production" },
      ]),
    );
    const result = await provider().check({}, inputs("true"));
    expect(result.failures).toEqual([
      { property: "targetEnvironmentId", reason: expect.stringMatching(/only a sandbox can be refreshed/) },
    ]);
    expect(server.received.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("fail the preview when the target's quota is spent", async () => {
    const recent = ["2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z", "2026-11-21T11:00:00Z"];
    server.answer(guardPasses(SOURCE, TARGET)[0]!, historyPage(recent));
    const result = await provider().check({}, inputs("true"));
    expect(result.failures?.[0]?.reason).toMatch(/started 3 operations in the last 24 hours/);
    expect(server.received.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("pass a preview the guard lets through, and hold no slot for it", async () => {
    server.answer(...guardPasses(SOURCE, TARGET));
    const checked = provider();
    expect((await checked.check({}, inputs("true"))).failures).toBeUndefined();
  });

  it("refuse a previewChecks value that is not true or false, by name", async () => {
    server.answer();
    const result = await provider().check({}, inputs("yes"));
    expect(result.failures?.map((f) => f.property)).toEqual(["settings.previewChecks"]);
    expect(server.received).toHaveLength(0);
  });
});
