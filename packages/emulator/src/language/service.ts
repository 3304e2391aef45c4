import { detectLanguage, type LanguageGuess } from "./detector";
import { LANGUAGE_FLAGS, LANGUAGE_TOKENS, type LanguageStartOptions, type LanguageTokens } from "./options";
import { LANGUAGE_SUPPORT } from "./profiles";
import { headerValue, mediaTypeOf, parseJson, readBodyText, sameSecret, sendJson } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import {
  namingOf,
  ServiceError,
  type EmulatedService,
  type Exchange,
  type ServiceDefinition,
  type ServiceNaming,
} from "../service";

/** Settings of the language detection service. */
interface LanguageServiceOptions {
  /** A global `Ocp-Apim-Subscription-Key`: needs no region. */
  readonly key: string;
  /** A regional key: accepted only with `region` in the region header. */
  readonly regionalKey: string;
  readonly region: string;
  /** Whether the spec's header names are read beside Microsoft's. */
  readonly naming: ServiceNaming;
}

/**
 * The header names of the key and its region: Microsoft's first (`Ocp-Apim-Subscription-Key`,
 * `Ocp-Apim-Subscription-Region`: MicrosoftDocs/azure-ai-docs
 * articles/ai-services/translator/text-translation/reference/authentication.md), then the spec's
 * (`Svc-Subscription-*`) unless only Microsoft's are served. Microsoft's service reads no other name,
 * so a key sent under the spec's is no key there: 401000, the code status-response-codes.md gives
 * missing credentials.
 */
function credentialHeaders(naming: ServiceNaming): { key: readonly string[]; region: readonly string[] } {
  const microsoft = { key: ["ocp-apim-subscription-key"], region: ["ocp-apim-subscription-region"] };
  if (naming === "microsoft") return microsoft;
  return {
    key: [...microsoft.key, "svc-subscription-key"],
    region: [...microsoft.region, "svc-subscription-region"],
  };
}

/** The first of the headers the request carries. */
function firstHeader(exchange: Exchange, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = headerValue(exchange.req, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The region of the emulator's regional translator key unless the options name another. */
export const EMULATOR_TRANSLATOR_REGION = "westeurope";

/** The only `api-version` the detection spec allows. */
export const LANGUAGE_API_VERSION = "3.0";

/** Most elements one detection request may hold. */
export const MAX_DETECT_ELEMENTS = 100;

/** Most characters (Unicode code points, spaces included) over all texts of one request. */
export const MAX_DETECT_CHARACTERS = 50_000;

const DETECT_PATH = "/detect";

/** A language error: the code is the 6-digit number of the service (HTTP status, then a sub-category). */
function languageError(status: number, code: number, message: string): ServiceError {
  return new ServiceError(status, String(code), message);
}

// The documented code of a status for errors made elsewhere (faults): a 408 is 408001 ("retry
// in a few minutes"; the status codes page lists no 408000), any other `<status>000`.
const FAULT_CODES: Readonly<Record<number, number>> = { 408: 408001 };

/** `{"error":{"code":<number>,"message"}}`; errors made elsewhere (faults) get their status's code. */
function renderLanguageError(error: ServiceError): unknown {
  const code = /^\d{6}$/.test(error.code)
    ? Number(error.code)
    : (FAULT_CODES[error.status] ?? error.status * 1000);
  return { error: { code, message: error.message } };
}

/**
 * A regional or multi-service Translator key is accepted only with its resource's region beside it
 * (Translator v3 reference, "Authentication": `Ocp-Apim-Subscription-Region`; the spec's naming
 * makes it `Svc-Subscription-Region`). A global key needs none.
 */
function requireKey(exchange: Exchange, options: LanguageServiceOptions): void {
  const headers = credentialHeaders(options.naming);
  const key = firstHeader(exchange, headers.key);
  const region = firstHeader(exchange, headers.region);
  const received = key?.trim();
  // The message is 401000's in the "Error codes" table of status-response-codes.md (MicrosoftDocs/
  // azure-ai-docs, Translator reference); it never echoes the key, so no log of the response leaks it.
  const unauthorized = () =>
    languageError(401, 401000, "The request isn't authorized because credentials are missing or invalid.");
  if (received === undefined) throw unauthorized();
  if (sameSecret(received, options.key)) return;
  if (!sameSecret(received, options.regionalKey)) throw unauthorized();
  if (region === undefined || region.trim().toLowerCase() !== options.region.toLowerCase()) {
    throw unauthorized();
  }
}

function requireApiVersion(url: URL): void {
  if (url.searchParams.get("api-version") !== LANGUAGE_API_VERSION) {
    throw languageError(400, 400021, "The API version parameter is missing or invalid.");
  }
}

/** The texts of a detection body: an array of `{ "Text": "..." }` (lower-case `text` accepted too). */
function readTexts(bodyText: string): string[] {
  const body = parseJson(bodyText, () =>
    languageError(400, 400074, "The body of the request is not valid JSON."),
  );
  if (!Array.isArray(body)) throw languageError(400, 400074, "The body of the request must be a JSON array.");
  if (body.length > MAX_DETECT_ELEMENTS) {
    throw languageError(
      400,
      400072,
      `The array of text has too many elements (at most ${MAX_DETECT_ELEMENTS}).`,
    );
  }
  return body.map((element: unknown) => {
    const item = typeof element === "object" && element !== null ? (element as Record<string, unknown>) : {};
    const text = item.Text ?? item.text;
    if (typeof text !== "string") throw languageError(400, 400005, "An input text is missing or invalid.");
    return text;
  });
}

function checkLength(texts: readonly string[]): void {
  // Characters are code points: a client that counts UTF-16 units stays on the safe side.
  const lengths = texts.map((text) => [...text].length);
  if (lengths.some((length) => length > MAX_DETECT_CHARACTERS)) {
    throw languageError(
      400,
      400050,
      `The input text is too long (at most ${MAX_DETECT_CHARACTERS} characters).`,
    );
  }
  if (lengths.reduce((sum, length) => sum + length, 0) > MAX_DETECT_CHARACTERS) {
    throw languageError(
      400,
      400077,
      `The request is too large (at most ${MAX_DETECT_CHARACTERS} characters in all).`,
    );
  }
}

function toWire(guess: LanguageGuess): Record<string, unknown> {
  const support = LANGUAGE_SUPPORT[guess.language];
  return {
    language: guess.language,
    score: guess.score,
    isTranslationSupported: support?.translation ?? false,
    isTransliterationSupported: support?.transliteration ?? false,
  };
}

const detect = async (exchange: Exchange): Promise<void> => {
  requireApiVersion(exchange.url);
  if (mediaTypeOf(exchange.req) !== "application/json") {
    throw languageError(415, 415000, "The Content-Type header is missing or invalid.");
  }
  const texts = readTexts(await readBodyText(exchange.req));
  checkLength(texts);
  const results = texts.map((text) => {
    const detection = detectLanguage(text);
    return { ...toWire(detection), alternatives: detection.alternatives.map(toWire) };
  });
  sendJson(exchange.res, 200, results);
};

const ROUTES: RouteTable<(exchange: Exchange) => Promise<void>> = { detect: { POST: detect } };

function createLanguageService(options: LanguageServiceOptions): EmulatedService {
  return {
    name: "language",
    requestIdHeader: "X-RequestId",
    owns: (pathname) => pathname === DETECT_PATH || pathname === `${DETECT_PATH}/`,
    routeName: () => "detect",
    renderError: renderLanguageError,
    handle: async (exchange) => {
      requireKey(exchange, options);
      const handler = pickRoute(ROUTES, "detect", exchange.method, {
        // Unreachable while the service owns the one path; kept so the table reads like every other.
        notFound: () => languageError(404, 404000, "The requested resource was not found."),
        methodNotAllowed: (_method, allow) =>
          new ServiceError(405, "405000", "The requested HTTP method is not allowed.", {
            Allow: allow.join(", "),
          }),
      });
      await handler(exchange);
    },
    reset: () => undefined,
  };
}

/** The language detection service (`POST /detect?api-version=3.0`); it holds no data. */
export const LANGUAGE_SERVICE: ServiceDefinition<LanguageStartOptions, LanguageTokens> = {
  tokens: LANGUAGE_TOKENS,
  flags: LANGUAGE_FLAGS,
  checkOptions: (options) => {
    namingOf(options);
  },
  create: ({ tokens, options }) =>
    createLanguageService({
      key: tokens.translator,
      regionalKey: tokens.translatorRegional,
      region: options.translatorRegion ?? EMULATOR_TRANSLATOR_REGION,
      naming: namingOf(options),
    }),
};
