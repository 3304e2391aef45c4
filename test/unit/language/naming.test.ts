/**
 * The translator's naming: the key and its region travel under Microsoft's header names or the
 * spec's, never both, and a 401000 to a key sent under the spec's name names the setting to change.
 */
import { detectLanguages } from "../../../src/language";
import { LanguageClient } from "../../../src/language/client";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer, type Received } from "../../support/scripted-server";

const KEY = "translator-key-1";
const REGION = "westeurope";
const server = new ScriptedServer();

beforeAll(() => server.start());
afterAll(() => server.stop());

const detected = { language: "fr", score: 1, isTranslationSupported: true, isTransliterationSupported: true };
const settings = (extra: Record<string, string> = {}) => ({
  translatorUrl: server.url,
  translatorKey: KEY,
  translatorRegion: REGION,
  ...extra,
});

/** The names of the headers whose value is `value`. */
function headersHolding(request: Received | undefined, value: string): string[] {
  return Object.entries(request?.headers ?? {})
    .filter(([, held]) => held === value)
    .map(([name]) => name);
}

/** The translator's answer to a missing or invalid key. */
const missingKey = {
  status: 401,
  body: {
    error: {
      code: 401000,
      message: "The request is not authorized because credentials are missing or invalid.",
    },
  },
};

describe("the translator's naming", () => {
  it("sends the key and region under Microsoft's names only under microsoft", async () => {
    server.answer({ status: 200, body: [detected] });
    await detectLanguages({ texts: ["Bonjour"], settings: settings({ translatorNaming: "microsoft" }) });
    const [request] = server.received;
    expect(headersHolding(request, KEY)).toEqual(["ocp-apim-subscription-key"]);
    expect(headersHolding(request, REGION)).toEqual(["ocp-apim-subscription-region"]);
    expect(Object.keys(request?.headers ?? {}).filter((name) => name.startsWith("svc-"))).toEqual([]);
  });

  it("sends them under the spec's names only to a loopback host by default", async () => {
    server.answer({ status: 200, body: [detected] });
    await detectLanguages({ texts: ["Bonjour"], settings: settings() });
    const [request] = server.received;
    expect(headersHolding(request, KEY)).toEqual(["svc-subscription-key"]);
    expect(headersHolding(request, REGION)).toEqual(["svc-subscription-region"]);
    expect(Object.keys(request?.headers ?? {}).filter((name) => name.startsWith("ocp-"))).toEqual([]);
  });

  it("takes the naming from the source the URL comes from", async () => {
    server.answer({ status: 200, body: [detected] });
    const env = {
      BIZOPS_TRANSLATOR_URL: server.url,
      BIZOPS_TRANSLATOR_KEY: KEY,
      BIZOPS_TRANSLATOR_NAMING: "microsoft",
    };
    await LanguageClient.fromSources({ env }, { clock: new FakeClock() }).detect(["Bonjour"]);
    expect(headersHolding(server.received[0], KEY)).toEqual(["ocp-apim-subscription-key"]);
  });

  it("refuses a bad explicit value by its setting, listing the values, before any request", async () => {
    server.answer();
    const error = await detectLanguages({
      texts: ["Hello"],
      settings: settings({ translatorNaming: "ocp" }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toMatch(/translatorNaming: must be microsoft or spec/);
    expect(server.received).toHaveLength(0);
  });

  it("adds the naming setting to the hint of a 401000 to a key sent as Svc-Subscription-Key", async () => {
    server.answer(missingKey);
    const error = await detectLanguages({ texts: ["Hello"], settings: settings() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Unauthorized", status: 401, serviceCode: "401000" });
    const { hint } = error as { hint: string };
    // The credential's own hint first: on the spec's service, the key is what is wrong.
    expect(hint).toMatch(/^Check the translatorKey setting/);
    expect(hint).toMatch(
      /If the URL is Microsoft's Translator, it read no key: .*\(the key as Svc-Subscription-Key\): set bizops:translatorNaming to microsoft \(BIZOPS_TRANSLATOR_NAMING\)\.$/,
    );
  });

  it("gives no naming hint to a 401000 under Microsoft's naming", async () => {
    server.answer(missingKey);
    const error = await detectLanguages({
      texts: ["Hello"],
      settings: settings({ translatorNaming: "microsoft" }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serviceCode: "401000" });
    expect((error as { hint: string }).hint).not.toMatch(/translatorNaming/);
  });
});
