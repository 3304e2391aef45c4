import { listSynchronizationDetails, listSynchronizations } from "../../../src/datashare";
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
const PREFIX =
  "/subscriptions/sub-1/resourceGroups/rg/providers/Platform.DataShare/accounts/acct/shareSubscriptions/share";
const server = new ScriptedServer();
const elsewhere = new ScriptedServer();
let client: DataShareClient;

beforeAll(async () => {
  await server.start();
  await elsewhere.start();
  client = new DataShareClient(
    { baseUrl: server.url, credential: "datashare-token-1" },
    { clock: new FakeClock() },
  );
});
afterAll(async () => {
  await server.stop();
  await elsewhere.stop();
});

describe("DataShareClient", () => {
  it("posts to the spec's path with api-version and OData options, then follows nextLink with a bodiless POST", async () => {
    const next = `${server.url}${PREFIX}/listSynchronizations?api-version=2021-08-01&$skipToken=abc`;
    server.answer(
      { status: 200, body: { value: [{ synchronizationId: "s1", status: "Completed" }], nextLink: next } },
      { status: 200, body: { value: [{ synchronizationId: "s2" }] } },
    );
    const items = await collect(
      client.listSynchronizations(REF, { filter: "status eq 'Completed'", orderby: "startTime desc" }),
    );
    expect(items.map((i) => i.synchronizationId)).toEqual(["s1", "s2"]);
    const [first, second] = server.received;
    expect(first?.method).toBe("POST");
    expect(first?.url).toBe(
      `${PREFIX}/listSynchronizations?api-version=2021-08-01&%24filter=status+eq+%27Completed%27&%24orderby=startTime+desc`,
    );
    expect(first?.headers.authorization).toBe("Bearer datashare-token-1");
    expect(second).toMatchObject({
      method: "POST",
      url: `${PREFIX}/listSynchronizations?api-version=2021-08-01&$skipToken=abc`,
      body: "",
    });
  });

  it("sends its token to a nextLink of another origin never: the error names both origins", async () => {
    server.answer({
      status: 200,
      body: {
        value: [{ synchronizationId: "s1" }],
        nextLink: `${elsewhere.url}${PREFIX}/listSynchronizations?$skipToken=abc`,
      },
    });
    elsewhere.answer();
    const error = await collect(client.listSynchronizations(REF)).catch((e: unknown) => e);
    expect(String(error)).toContain(
      `datashare.listSynchronizations: the service returned a link to ${elsewhere.url}, but the credential is configured for ${server.url}; nothing was sent`,
    );
    expect(elsewhere.received).toHaveLength(0);
  });

  it("sends the synchronizationId in the first request's body only", async () => {
    server.answer(
      { status: 200, body: { value: [{ name: "a" }], nextLink: `${server.url}/next-page` } },
      { status: 200, body: { value: [{ name: "b" }] } },
    );
    const items = await collect(client.listSynchronizationDetails(REF, "sync-7"));
    expect(items.map((i) => i.name)).toEqual(["a", "b"]);
    expect(JSON.parse(server.received[0]?.body ?? "")).toEqual({ synchronizationId: "sync-7" });
    expect(server.received[1]?.body).toBe("");
  });

  it("keeps unknown statuses and fields, and needs only synchronizationId", async () => {
    server.answer({
      status: 200,
      body: { value: [{ synchronizationId: "s", status: "Cancelled", extra: 1 }] },
    });
    expect(await collect(client.listSynchronizations(REF))).toEqual([
      { synchronizationId: "s", status: "Cancelled", extra: 1 },
    ]);
  });

  it("surfaces the error's target and nested details", async () => {
    server.answer({
      status: 400,
      body: {
        error: {
          code: "InvalidFilter",
          message: "The filter is not valid.",
          target: "$filter",
          details: [
            { code: "UnknownField", message: "colour", details: [{ code: "Hint", message: "use status" }] },
          ],
        },
      },
    });
    const error = await collect(client.listSynchronizations(REF, { filter: "colour eq 'red'" })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      serviceTarget: "$filter",
      serviceDetails: ["UnknownField: colour", "Hint: use status"],
    });
    expect(String(error)).toMatch(
      /InvalidFilter: The filter is not valid. \(target: \$filter\) \[details: UnknownField: colour; Hint: use status\]/,
    );
  });

  it("surfaces an empty page as no items", async () => {
    server.answer({ status: 200, body: { value: [] } });
    expect(await collect(client.listSynchronizations(REF))).toEqual([]);
  });

  it("reports the service's error code and message", async () => {
    server.answer({
      status: 404,
      body: {
        error: {
          code: "ResourceNotFound",
          message: "no such share subscription",
          target: "share",
          details: [],
        },
      },
    });
    await expect(collect(client.listSynchronizations(REF))).rejects.toThrow(
      /datashare.listSynchronizations failed with HTTP 404: ResourceNotFound: no such share subscription/,
    );
  });
});

describe("datashare functions", () => {
  it("names each bad argument before any request", async () => {
    server.answer();
    const call = listSynchronizations({
      ...REF,
      accountName: "a/b",
      settings: { dataShareUrl: server.url, dataShareToken: "t0ken" },
    });
    await expect(call).rejects.toThrow(
      /Invalid arguments for datashare.listSynchronizations: accountName: must not contain/,
    );
    await expect(listSynchronizationDetails({ ...REF, synchronizationId: "" })).rejects.toThrow(
      /synchronizationId: must not be empty/,
    );
    expect(server.received).toHaveLength(0);
  });

  it("returns every page's items as value", async () => {
    server.answer(
      { status: 200, body: { value: [{ synchronizationId: "a" }], nextLink: `${server.url}/p2` } },
      { status: 200, body: { value: [{ synchronizationId: "b" }], nextLink: null } },
    );
    const result = await listSynchronizations({
      ...REF,
      settings: { dataShareUrl: server.url, dataShareToken: "t0ken" },
    });
    expect(result.value.map((s) => s.synchronizationId)).toEqual(["a", "b"]);
  });
});
