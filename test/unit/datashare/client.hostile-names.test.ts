/**
 * Names that would bend the request path (`.`, `..`, separators, escapes) or blank OData options
 * are refused by name before any request, by the functions and by the public client alike.
 */
import { collect } from "../../../src/core/clients/paging";
import { DataShareClient, type ShareSubscriptionRef } from "../../../src/datashare/client";
import {
  listSourceShareSynchronizationSettings,
  listSynchronizationDetails,
  listSynchronizations,
} from "../../../src/datashare";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";

const REF: ShareSubscriptionRef = {
  subscriptionId: "sub-1",
  resourceGroupName: "rg",
  accountName: "acct",
  shareSubscriptionName: "share",
};
const server = new ScriptedServer();
let client: DataShareClient;

beforeAll(async () => {
  await server.start();
  client = new DataShareClient(
    { baseUrl: server.url, credential: "datashare-token-1" },
    { clock: new FakeClock() },
  );
});
beforeEach(() => server.answer());
afterAll(() => server.stop());

const settings = () => ({ dataShareUrl: server.url, dataShareToken: "datashare-token-1" });

/** [argument, a value that would bend the path]. */
const BENDING: Array<[keyof ShareSubscriptionRef, string]> = [
  ["shareSubscriptionName", ".."],
  ["shareSubscriptionName", "."],
  ["accountName", ".."],
  ["accountName", "%2e%2e"],
  ["accountName", "a\\b"],
  ["subscriptionId", ".."],
  ["subscriptionId", "sub\n1"],
  ["resourceGroupName", ".."],
  ["resourceGroupName", "rg."],
  // A lone surrogate: encodeURIComponent throws a URIError on it.
  ["accountName", "acct\ud800"],
];

describe("data share names that would bend the path", () => {
  it.each(BENDING)("listSynchronizations refuses %s %j by name, sending nothing", async (argument, value) => {
    const error = await listSynchronizations({ ...REF, [argument]: value, settings: settings() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain(`${argument}:`);
    expect(server.received).toHaveLength(0);
  });

  it.each(BENDING)("the client refuses %s %j by name, sending nothing", async (argument, value) => {
    const error = await collect(client.listSynchronizations({ ...REF, [argument]: value })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain(`Invalid argument ${argument}:`);
    expect(server.received).toHaveLength(0);
  });

  it("listSourceShareSynchronizationSettings and listSynchronizationDetails refuse .. too", async () => {
    await expect(
      listSourceShareSynchronizationSettings({ ...REF, shareSubscriptionName: "..", settings: settings() }),
    ).rejects.toThrow(/shareSubscriptionName: must not be \. or \.\./);
    await expect(
      listSynchronizationDetails({
        ...REF,
        accountName: "..",
        synchronizationId: "s1",
        settings: settings(),
      }),
    ).rejects.toThrow(/accountName: must not be \. or \.\./);
    expect(server.received).toHaveLength(0);
  });
});

describe("resource group names follow the ARM rule", () => {
  it.each([
    ["rg-bizops_(prod).1", true],
    ["ressourcengruppe-ü", true],
    ["資源群組", true],
    ["x".repeat(90), true],
    ["x".repeat(91), false],
    ["rg.", false],
    ["rg name", false],
    ["rg+1", false],
  ])("%j is accepted: %s", async (resourceGroupName, accepted) => {
    server.answer({ status: 200, body: { value: [] } });
    const call = listSynchronizations({ ...REF, resourceGroupName, settings: settings() });
    if (accepted) {
      await expect(call).resolves.toEqual({ value: [] });
      expect(server.received[0]?.url).toContain(`/resourceGroups/${encodeURIComponent(resourceGroupName)}/`);
    } else {
      await expect(call).rejects.toMatchObject({ code: "InvalidInput" });
      expect(server.received).toHaveLength(0);
    }
  });
});

describe("blank OData options", () => {
  it.each([
    ["filter", "   "],
    ["orderby", " \t "],
    ["filter", ""],
  ])("listSynchronizations refuses a %s of %j by name, sending nothing", async (argument, value) => {
    const error = await listSynchronizations({ ...REF, [argument]: value, settings: settings() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain(`${argument}: must not be empty or only spaces`);
    expect(server.received).toHaveLength(0);
  });

  it("listSynchronizations refuses a filter with a lone surrogate, which URLSearchParams would replace", async () => {
    const error = await listSynchronizations({
      ...REF,
      filter: "name eq '\ud800'",
      settings: settings(),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain("filter: must be well-formed Unicode text");
    expect(server.received).toHaveLength(0);
  });

  it("listSynchronizationDetails refuses a blank filter and a blank synchronizationId", async () => {
    const args = { ...REF, synchronizationId: "s1", settings: settings() };
    await expect(listSynchronizationDetails({ ...args, filter: "  " })).rejects.toThrow(
      /filter: must not be/,
    );
    await expect(listSynchronizationDetails({ ...args, synchronizationId: "  " })).rejects.toThrow(
      /synchronizationId: must not be/,
    );
    expect(server.received).toHaveLength(0);
  });
});
