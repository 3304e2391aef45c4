/**
 * A base URL is an origin with an optional path. A query or a fragment would swallow the path
 * each request appends, and `new URL` collapses dot segments silently: all are refused by name,
 * in check and at the client, before any request.
 */
import { settingsSchema, resolveEndpoint } from "../../../../src/core/settings/settings";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "e7089725-18dd-4891-8d70-98b93da42984";
const server = new ScriptedServer();

beforeAll(() => server.start());
beforeEach(() => server.answer());
afterAll(() => server.stop());

/** [a base URL, what the refusal says]. */
const REFUSED: Array<[string, RegExp]> = [
  ["https://records.example.com/base?tenant=1", /must not have a query/],
  ["https://records.example.com/base?", /must not have a query/],
  ["https://records.example.com/base#frag", /must not have a fragment/],
  ["https://records.example.com/base#", /must not have a fragment/],
  ["https://records.example.com/a/../admin", /must not have \. or \.\. segments/],
  ["https://records.example.com/a/./b", /must not have \. or \.\. segments/],
  ["https://records.example.com/a/%2E%2e", /must not have \. or \.\. segments/],
  ["https://records.example.com/..", /must not have \. or \.\. segments/],
  ["https://@records.example.com", /must not carry credentials/],
  ["https://user@records.example.com", /must not carry credentials/],
  ["https://records.example.com/a\tb", /must not contain spaces, control characters or backslashes/],
  ["https://records.example.com\\admin", /must not contain spaces, control characters or backslashes/],
  ["https:records.example.com", /must be an absolute URL/],
];

const ACCEPTED = [
  "https://records.example.com",
  "https://records.example.com/",
  "https://records.example.com/base/v1/",
  "https://records.example.com/a.b/..c/...",
  "http://127.0.0.1:8080/emulator",
  "http://[::1]:8080",
];

const env = (url: string) => ({ env: { BIZOPS_RECORDS_URL: url, BIZOPS_RECORDS_TOKEN: "t0ken" } });

describe("base URLs at the client", () => {
  it.each(REFUSED)("refuses %j as InvalidSettings naming the setting", (url, reason) => {
    let error: unknown;
    try {
      resolveEndpoint("recordsUrl", "recordsToken", env(url));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(String(error)).toMatch(/Setting recordsUrl \(bizops:recordsUrl or BIZOPS_RECORDS_URL\)/);
    expect(String(error)).toMatch(reason);
  });

  it.each(ACCEPTED)("accepts %j", (url) => {
    expect(resolveEndpoint("recordsUrl", "recordsToken", env(url)).baseUrl).toBe(url.replace(/\/$/, ""));
  });

  it("sends nothing for a base URL with a fragment, where a delete would have gone to the base itself", async () => {
    const sources = { env: { BIZOPS_RECORDS_URL: `${server.url}/base#frag`, BIZOPS_RECORDS_TOKEN: "t0ken" } };
    const deleting = async () =>
      RecordsClient.fromSources(sources, { clock: new FakeClock() }).delete(
        DISPUTE_STATUS,
        { companyId: COMPANY, id: ID },
        'W/"1"',
      );
    await expect(deleting()).rejects.toMatchObject({ code: "InvalidSettings" });
    expect(server.received).toHaveLength(0);
  });

  it("sends nothing for a base URL whose path climbs out with ..", async () => {
    const sources = {
      env: { BIZOPS_RECORDS_URL: `${server.url}/tenant/../other`, BIZOPS_RECORDS_TOKEN: "t" },
    };
    await expect(async () => RecordsClient.fromSources(sources)).rejects.toThrow(/must not have \. or \.\./);
    expect(server.received).toHaveLength(0);
  });
});

describe("base URLs in check", () => {
  it.each(REFUSED)("refuses %j, naming the setting", (url, reason) => {
    const parsed = settingsSchema.safeParse({ recordsUrl: url, recordsToken: "t0ken" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["recordsUrl"]);
    expect(parsed.error?.issues[0]?.message).toMatch(reason);
  });

  it.each(ACCEPTED)("accepts %j", (url) => {
    expect(settingsSchema.safeParse({ recordsUrl: url, recordsToken: "t0ken" }).success).toBe(true);
  });

  it("still refuses plain http to a host that is not loopback", () => {
    const parsed = settingsSchema.safeParse({ lifecycleUrl: "http://lifecycle.example.com" });
    expect(parsed.error?.issues[0]?.message).toMatch(/must be an https: URL/);
  });
});
