/**
 * The records client puts `/api/<version>/...` after the records URL itself, so a records URL
 * copied with the endpoint's `/api/v2.0` would be answered 404 on every request: it is refused
 * before any request, naming what to remove.
 */
import { resolveEndpoint, settingsSchema } from "../../../../src/core/settings/settings";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { ScriptedServer } from "../../../support/scripted-server";

const ONLINE = "https://api.businesscentral.dynamics.com/v2.0/contoso.onmicrosoft.com/production";
const server = new ScriptedServer();

beforeAll(() => server.start());
beforeEach(() => server.answer());
afterAll(() => server.stop());

/** [a records URL, the suffix the refusal names]. */
const REFUSED: Array<[string, string]> = [
  [`${ONLINE}/api/v2.0`, "/api/v2.0"],
  [`${ONLINE}/api/v2.0/`, "/api/v2.0"],
  [`${ONLINE}/API/V2.0`, "/API/V2.0"],
  [`${ONLINE}/api/v1.0`, "/api/v1.0"],
  [`${ONLINE}/api/beta`, "/api/beta"],
  ["https://bc.contoso.com:7048/BC/api/v2.0/", "/api/v2.0"],
  [`${ONLINE}/api/contoso/app1/v1.0`, "/api/contoso/app1/v1.0"],
  [`${ONLINE}/api/v2.0/companies`, "/api/v2.0/companies"],
  [
    `${ONLINE}/api/v2.0/companies(5d115c9c-44e3-ea11-bb43-000d3a2feca1)`,
    "/api/v2.0/companies(5d115c9c-44e3-ea11-bb43-000d3a2feca1)",
  ],
];

// The environment's base, online and on premises, a gateway whose path holds `api`, and the emulator.
const ACCEPTED = [
  ONLINE,
  `${ONLINE}/`,
  "https://bc.contoso.com:7048/BC",
  "https://gateway.contoso.com/api/bc/production",
  "https://gateway.contoso.com/api",
  // A gateway's own base may end like an API version: only Business Central online is held to more
  // than the documented endpoint's /api/v2.0.
  "https://gateway.contoso.com/bc/api/v1.0",
  "https://gateway.contoso.com/api/contoso/app1/v1.0",
  "http://127.0.0.1:8787",
];

const env = (url: string) => ({ env: { BIZOPS_RECORDS_URL: url, BIZOPS_RECORDS_TOKEN: "t0ken" } });

describe("a records URL that ends with the API path", () => {
  it.each(REFUSED)("is refused at the client: %j, naming %j to remove", (url, suffix) => {
    expect(() => resolveEndpoint("recordsUrl", "recordsToken", env(url))).toThrow(
      `Setting recordsUrl (bizops:recordsUrl or BIZOPS_RECORDS_URL) ends with ${suffix}, which the provider adds to every request itself: remove ${suffix} from its end.`,
    );
  });

  it("is refused with a hint that shows the environment's base", () => {
    let error: unknown;
    try {
      resolveEndpoint("recordsUrl", "recordsToken", env(`${ONLINE}/api/v2.0`));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: "InvalidSettings",
      hint: expect.stringContaining("https://api.businesscentral.dynamics.com/v2.0/<tenant>/<environment>"),
    });
  });

  it.each(REFUSED)("is refused in check: %j, naming %j to remove", (url, suffix) => {
    const parsed = settingsSchema.safeParse({ recordsUrl: url, recordsToken: "t0ken" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "recordsUrl",
        `ends with ${suffix}, which the provider adds to every request itself: remove ${suffix} from its end`,
      ],
    ]);
  });

  it("sends nothing", async () => {
    const reading = async () =>
      RecordsClient.fromSources(env(`${server.url}/api/v2.0`)).get(DISPUTE_STATUS, {
        companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
        id: "e7089725-18dd-4891-8d70-98b93da42984",
      });
    await expect(reading()).rejects.toMatchObject({ code: "InvalidSettings" });
    expect(server.received).toHaveLength(0);
  });

  it.each(ACCEPTED)("is not refused when it is the environment's base: %j", (url) => {
    expect(resolveEndpoint("recordsUrl", "recordsToken", env(url)).baseUrl).toBe(url.replace(/\/$/, ""));
    expect(settingsSchema.safeParse({ recordsUrl: url, recordsToken: "t0ken" }).success).toBe(true);
  });

  it("is a rule of the records URL only", () => {
    const parsed = settingsSchema.safeParse({ lifecycleUrl: "https://gateway.contoso.com/api/v2.0" });
    expect(parsed.success).toBe(true);
  });
});
