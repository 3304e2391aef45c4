/**
 * The data share service's naming: the path's provider namespace is Microsoft's or the spec's,
 * never both, and Resource Manager's answer to the spec's namespace names the setting to change.
 */
import { listSynchronizations } from "../../../src/datashare";
import { DataShareClient } from "../../../src/datashare/client";
import { collect } from "../../../src/core/clients/paging";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";

const REF = {
  subscriptionId: "sub-1",
  resourceGroupName: "rg",
  accountName: "acct",
  shareSubscriptionName: "share",
};
const TOKEN = "datashare-token-1";
const server = new ScriptedServer();

beforeAll(() => server.start());
afterAll(() => server.stop());

const settings = (extra: Record<string, string> = {}) => ({
  dataShareUrl: server.url,
  dataShareToken: TOKEN,
  ...extra,
});

/** Resource Manager's answer to a namespace it has no provider for. */
const unknownNamespace = {
  status: 404,
  body: {
    error: {
      code: "InvalidResourceNamespace",
      message: "The resource namespace 'Platform.DataShare' is invalid.",
    },
  },
};

describe("the data share service's naming", () => {
  it("sends providers/Microsoft.DataShare under microsoft, and nothing of the spec's names", async () => {
    server.answer({ status: 200, body: { value: [] } });
    await listSynchronizations({ ...REF, settings: settings({ dataShareNaming: "microsoft" }) });
    const [request] = server.received;
    expect(request?.url).toBe(
      "/subscriptions/sub-1/resourceGroups/rg/providers/Microsoft.DataShare/accounts/acct/shareSubscriptions/share/listSynchronizations?api-version=2021-08-01",
    );
    expect(request?.url).not.toMatch(/Platform/);
  });

  it("sends providers/Platform.DataShare to a loopback host by default", async () => {
    server.answer({ status: 200, body: { value: [] } });
    await listSynchronizations({ ...REF, settings: settings() });
    expect(server.received[0]?.url).toMatch(/\/providers\/Platform\.DataShare\/accounts\//);
  });

  it("refuses a bad explicit value by its setting, listing the values, before any request", async () => {
    server.answer();
    const error = await listSynchronizations({
      ...REF,
      settings: settings({ dataShareNaming: "azure" }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toMatch(/dataShareNaming: must be microsoft or spec/);
    expect(server.received).toHaveLength(0);
  });

  it("refuses a bad value of the environment by its variable, before any request", async () => {
    server.answer();
    const env = {
      BIZOPS_DATASHARE_URL: server.url,
      BIZOPS_DATASHARE_TOKEN: TOKEN,
      BIZOPS_DATASHARE_NAMING: "ms",
    };
    expect(() => DataShareClient.fromSources({ env })).toThrow(
      expect.objectContaining({
        code: "InvalidSettings",
        message: expect.stringMatching(/BIZOPS_DATASHARE_NAMING\) must be microsoft or spec/),
      }),
    );
    expect(server.received).toHaveLength(0);
  });

  it("names the setting to change when Resource Manager does not know the spec's namespace", async () => {
    server.answer(unknownNamespace);
    const client = new DataShareClient(
      { baseUrl: server.url, credential: TOKEN },
      { clock: new FakeClock() },
    );
    const error = await collect(client.listSynchronizations(REF)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "NotFound", status: 404, serviceCode: "InvalidResourceNamespace" });
    expect((error as { hint: string }).hint).toMatch(
      /providers\/Platform\.DataShare\): set bizops:dataShareNaming to microsoft \(BIZOPS_DATASHARE_NAMING\)/,
    );
  });

  it("names the setting where it was read when the spec's naming was set", async () => {
    server.answer(unknownNamespace);
    const error = await listSynchronizations({
      ...REF,
      settings: settings({ dataShareNaming: "spec" }),
    }).catch((e: unknown) => e);
    expect((error as { hint: string }).hint).toMatch(/set settings\.dataShareNaming to microsoft/);
  });

  it("gives no naming hint to the same answer under Microsoft's naming", async () => {
    server.answer(unknownNamespace);
    const error = await listSynchronizations({
      ...REF,
      settings: settings({ dataShareNaming: "microsoft" }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(String((error as { hint?: string }).hint)).not.toMatch(/dataShareNaming/);
  });
});
