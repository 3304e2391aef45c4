/**
 * Tokens, keys and the translator's region travel in request headers. One that a header cannot
 * carry (a line break, a control character, a space at either end) is refused by name, never
 * echoed, in check and at the client, before any request: sent, it would fail as the request
 * leaves and read as a dropped connection that may or may not have been applied.
 */
import { readdirSync } from "node:fs";
import { HttpClient } from "../../../../src/core/http/http-client";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { settingsSchema } from "../../../../src/core/settings/settings";
import type { TokenSource } from "../../../../src/core/identity/token-source";
import { LanguageClient } from "../../../../src/language/client";
import { detectLanguages } from "../../../../src/language";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { disputeStatusProvider } from "../../../support/record-providers";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const INJECTED = "x-injected: 1";
const server = new ScriptedServer();

beforeAll(() => server.start());
beforeEach(() => server.answer({ status: 201, body: {} }));
afterAll(() => server.stop());

const UNSENDABLE = [`t0ken\r\n${INJECTED}`, "t0ken\n", "t0ken\u0000", " t0ken", "t0ken\t", "t\u00f6ken"];

function caught(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

describe("credentials in check", () => {
  it.each(UNSENDABLE)("refuses the token %j by its setting, without echoing it", (token) => {
    for (const name of ["recordsToken", "dataShareToken", "lifecycleToken", "translatorKey"]) {
      const parsed = settingsSchema.safeParse({ [name]: token });
      expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([name]);
      expect(parsed.error?.issues[0]?.message).toMatch(/HTTP header/);
      expect(parsed.error?.issues[0]?.message).not.toContain("t0ken");
    }
  });

  it("accepts a token of visible ASCII with spaces inside", () => {
    expect(settingsSchema.safeParse({ recordsToken: "eyJ.a-b_c~d+e/f=" }).success).toBe(true);
    expect(settingsSchema.safeParse({ translatorKey: "key with inner space" }).success).toBe(true);
  });

  it("refuses it in a resource's check, naming the property", async () => {
    const result = await disputeStatusProvider.check(
      {},
      {
        companyId: COMPANY,
        code: "DS-01",
        displayName: "Price dispute",
        settings: { recordsUrl: server.url, recordsToken: `t0ken\r\n${INJECTED}` },
      },
    );
    expect(result.failures?.map((f) => f.property)).toEqual(["settings.recordsToken"]);
    expect(JSON.stringify(result.failures)).not.toContain(INJECTED);
  });

  it("refuses it in a function's arguments, naming the argument", async () => {
    const error = await detectLanguages({
      texts: ["Hello"],
      settings: { translatorUrl: server.url, translatorKey: `key\r\n${INJECTED}` },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain("settings.translatorKey");
    expect(String(error)).not.toContain(INJECTED);
    expect(server.received).toHaveLength(0);
  });
});

describe("credentials at the client", () => {
  it.each(UNSENDABLE)(
    "refuses the token %j from the environment as InvalidSettings, sending nothing",
    async (token) => {
      const sources = { env: { BIZOPS_RECORDS_URL: server.url, BIZOPS_RECORDS_TOKEN: token } };
      const creating = async () =>
        RecordsClient.fromSources(sources, { clock: new FakeClock() }).create(DISPUTE_STATUS, COMPANY, {
          code: "X",
        });
      const error = await creating().catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "InvalidSettings" });
      expect(String(error)).toMatch(/Setting recordsToken \(bizops:recordsToken or BIZOPS_RECORDS_TOKEN\)/);
      expect(String(error)).not.toContain("t0ken");
      expect(String(error)).not.toMatch(/may or may not have been applied/);
      expect(server.received).toHaveLength(0);
    },
  );

  it("refuses an access token from an identity that a header cannot carry, naming the identity", async () => {
    const source: TokenSource = {
      description: "the records service's Entra ID identity (test)",
      token: () => Promise.resolve(`eyJ.token\r\n${INJECTED}`),
      refused: () => undefined,
      secrets: [],
    };
    const http = new HttpClient({
      credential: { header: "authorization", scheme: "Bearer", secret: source },
      settingNames: { url: "recordsUrl", credential: "recordsEntraCredential" },
      clock: new FakeClock(),
    });
    const sending = http.send({
      operation: "test.create",
      method: "POST",
      url: `${server.url}/things`,
      body: {},
      idempotent: false,
    });
    const error = await sending.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(String(error)).toContain("the records service's Entra ID identity (test)");
    expect(String(error)).not.toContain(INJECTED);
    expect(server.received).toHaveLength(0);
  });

  it("refuses a translator region from the environment that a header cannot carry", () => {
    const env = {
      BIZOPS_TRANSLATOR_URL: server.url,
      BIZOPS_TRANSLATOR_KEY: "key-1",
      BIZOPS_TRANSLATOR_REGION: `westeurope\r\n${INJECTED}`,
    };
    const error = caught(() => LanguageClient.fromSources({ env }));
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(String(error)).toMatch(
      /Setting translatorRegion \(bizops:translatorRegion or BIZOPS_TRANSLATOR_REGION\)/,
    );
    expect(String(error)).not.toContain(INJECTED);
  });

  it("fails a resource's create as InvalidSettings, leaving no journal note, for a configured token with a line break", async () => {
    configureProvider({
      get: (key) => ({ "bizops:recordsUrl": server.url, "bizops:recordsToken": `t0ken\r\n${INJECTED}` })[key],
    });
    const journal = process.env.BIZOPS_CREATE_JOURNAL_DIR!;
    const notesBefore = readdirSync(journal, { recursive: true }).length;
    const error = await disputeStatusProvider
      .create({ companyId: COMPANY, code: "DS-01", displayName: "Price dispute" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(String(error)).not.toMatch(/may or may not have been applied/);
    expect(readdirSync(journal, { recursive: true })).toHaveLength(notesBefore);
    expect(server.received).toHaveLength(0);
  });
});
