/**
 * The translator's real answers (fixtures/language/) replayed through `language.detectLanguages`
 * and, for what waits (retries), the LanguageClient with a fake clock.
 */
import { isBizopsError, language, type BizopsError, type RequestError } from "../../src";
import { LanguageClient, TRANSLATOR_API_VERSION } from "../../src/clients";
import { FakeClock } from "../support/fake-clock";
import {
  detectRequestTexts,
  detectResponse,
  quotaExceeded,
  translatorError,
  type TranslatorErrorCode,
} from "./fixtures/language/detect";
import { ReplayServer } from "./replay-server";

const KEY = "contract-translator-key";
const server = new ReplayServer();
let clock: FakeClock;
let client: LanguageClient;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  clock = new FakeClock();
  client = new LanguageClient(
    { baseUrl: server.url, credential: KEY },
    { clock, random: () => 0, retry: { maxElapsedMs: 30_000 } },
  );
});

const settings = () => ({ translatorUrl: server.url, translatorKey: KEY });

async function detectFailure(): Promise<BizopsError & Partial<RequestError>> {
  const error: unknown = await language
    .detectLanguages({ texts: detectRequestTexts, settings: settings() })
    .catch((e: unknown) => e);
  if (!isBizopsError(error)) throw new Error(`expected a BizopsError, got ${String(error)}`);
  return error;
}

describe("language.detectLanguages on the real answers", () => {
  it("returns the documented result, alternatives left out as the example leaves them", async () => {
    server.replay(detectResponse);
    const { results } = await language.detectLanguages({ texts: detectRequestTexts, settings: settings() });
    expect(results).toEqual(detectResponse.body);
    const [request] = server.requests;
    expect(request?.url).toBe(`/detect?api-version=${TRANSLATOR_API_VERSION}`);
    expect(request?.headers["svc-subscription-key"]).toBe(KEY);
    expect(JSON.parse(request!.body)).toEqual([{ Text: detectRequestTexts[0] }]);
  });

  it("says Refused, not Unauthorized, when the free quota is used up (403001), and asks once", async () => {
    server.replay(quotaExceeded);
    const error = await detectFailure();
    expect(error).toMatchObject({
      code: "Refused",
      status: 403,
      serviceCode: "403001",
      requestId: "req-403001",
    });
    expect(error.message).toMatch(/free quota/);
    expect(server.requests).toHaveLength(1);
  });

  it("says Unauthorized for 401000, and asks once", async () => {
    server.replay(translatorError(401000));
    const error = await detectFailure();
    expect(error).toMatchObject({ code: "Unauthorized", status: 401, serviceCode: "401000" });
    expect(server.requests).toHaveLength(1);
  });

  it.each([400050, 400072, 400074, 400077] as const)(
    "says Rejected for %i with its code, and asks once",
    async (code) => {
      server.replay(translatorError(code));
      const error = await detectFailure();
      expect(error).toMatchObject({ code: "Rejected", status: 400, serviceCode: String(code) });
      expect(server.requests).toHaveLength(1);
    },
  );
});

describe("LanguageClient retries where the translator asks for it", () => {
  it.each([408001, 408002, 429000, 429001, 429002] as const)(
    "asks again after %i, with a cool-off of its own",
    async (code: TranslatorErrorCode) => {
      server.replay(translatorError(code), detectResponse);
      expect(await client.detect(detectRequestTexts)).toEqual(detectResponse.body);
      expect(server.requests).toHaveLength(2);
      expect(clock.sleeps).toEqual([1_000]);
    },
  );

  it("says Throttled once 429s outlast the retry time budget", async () => {
    server.replay(...Array.from({ length: 10 }, () => translatorError(429001)));
    const error: unknown = await client.detect(detectRequestTexts).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Throttled", status: 429, serviceCode: "429001" });
    expect(clock.sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("never asks again after 403001 or 401000", async () => {
    server.replay(quotaExceeded, translatorError(401000));
    await expect(client.detect(detectRequestTexts)).rejects.toMatchObject({ code: "Refused" });
    await expect(client.detect(detectRequestTexts)).rejects.toMatchObject({ code: "Unauthorized" });
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([]);
  });
});
