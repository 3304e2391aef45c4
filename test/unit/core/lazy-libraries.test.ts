/**
 * Every `pulumi` command starts the program and a provider process; neither should pay for the
 * HTTP and identity libraries until a request is actually sent, and a program that only declares
 * resources should not pay for zod either.
 */
import type * as Runtime from "../../../src/runtime";
import { ScriptedServer } from "../../support/scripted-server";

const loaded: string[] = [];

function watchLibraries(): void {
  for (const name of ["undici", "@azure/identity", "zod"]) {
    jest.doMock(name, () => {
      loaded.push(name);
      return jest.requireActual<object>(name);
    });
  }
}

beforeEach(() => {
  loaded.length = 0;
  jest.resetModules();
  watchLibraries();
});

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const inputs = {
  companyId: COMPANY,
  code: "GOODS",
  displayName: "Goods",
  settings: { recordsUrl: "http://127.0.0.1:9", recordsToken: "t" },
};
const state = {
  ...inputs,
  recordId: "e7089725-18dd-4891-8d70-98b93da42984",
  etag: 'W/"1"',
  lastModifiedDateTime: "2026-11-20T10:00:00Z",
  managedFields: ["code", "displayName"],
};

/** The runtime and its DisputeStatus provider, loaded afresh (each kind loads at its first use). */
function isolatedRuntime() {
  let runtime!: typeof Runtime;
  let provider!: ReturnType<typeof Runtime.provider>;
  jest.isolateModules(() => {
    runtime = jest.requireActual<typeof Runtime>("../../../src/runtime");
    provider = runtime.provider("records:DisputeStatus");
  });
  return { runtime, provider };
}

describe("what a process loads before its first request", () => {
  it("loads neither undici, @azure/identity nor zod when a program imports the package", () => {
    jest.isolateModules(() => {
      jest.requireActual("../../../src/index");
    });
    expect(loaded).toEqual([]);
  });

  it("declares each kind of resource without loading zod", () => {
    jest.isolateModules(() => {
      const pulumi = jest.requireActual<typeof import("@pulumi/pulumi")>("@pulumi/pulumi");
      void pulumi.runtime.setMocks({
        newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs as object }),
        call: (args) => args.inputs as object,
      });
      const bizops = jest.requireActual<typeof import("../../../src/index")>("../../../src/index");
      const companyId = COMPANY;
      new bizops.records.DisputeStatus("d", { companyId, code: "GOODS", displayName: "Goods" });
      new bizops.records.Currency("c", { companyId, currencyId: "e7089725-18dd-4891-8d70-98b93da42984" });
      new bizops.records.PurchaseCreditMemo("m", { companyId, vendorNumber: "V10000" });
      new bizops.lifecycle.DatabaseRefresh("r", {
        projectId: 7,
        sourceEnvironmentId: "prod",
        targetEnvironmentId: "sandbox",
      });
    });
    expect(loaded).toEqual([]);
  });

  it("loads zod at a function's first call, to check its arguments", async () => {
    let bizops!: typeof import("../../../src/index");
    jest.isolateModules(() => {
      bizops = jest.requireActual<typeof import("../../../src/index")>("../../../src/index");
    });
    await expect(bizops.records.listCurrencies({ companyId: "not-a-guid" })).rejects.toThrow(/companyId/);
    expect(loaded).toEqual(["zod"]);
  });

  it("checks and diffs records without loading undici or @azure/identity", async () => {
    const { provider } = isolatedRuntime();
    const checked = await provider.check({}, inputs);
    expect(checked.failures).toBeUndefined();
    const diff = await provider.diff(state.recordId, state, { ...inputs, displayName: "Other" });
    expect(diff.changes).toBe(true);
    expect(loaded).toEqual(["zod"]);
  });

  it("loads undici at the first request, through its package entry, and still not @azure/identity", async () => {
    const read = await readThroughScriptedServer();
    expect(read.props).toMatchObject({ etag: 'W/"2"' });
    expect(loaded).toEqual(["zod", "undici"]);
  });
});

/** A DisputeStatus read in a fresh runtime, answered by a scripted server. */
async function readThroughScriptedServer() {
  const { runtime, provider } = isolatedRuntime();
  // The provider waits for the engine's configure call before its first request.
  await runtime.configure({ config: { get: () => undefined } } as never);
  const server = await new ScriptedServer().start();
  try {
    const record = { id: state.recordId, code: "GOODS", displayName: "Goods", "@odata.etag": 'W/"2"' };
    server.answer({ status: 200, body: { ...record, lastModifiedDateTime: "2026-11-21T10:00:00Z" } });
    const settings = { ...inputs.settings, recordsUrl: server.url };
    return await provider.read(state.recordId, { ...state, settings });
  } finally {
    await server.stop();
  }
}
