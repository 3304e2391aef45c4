/**
 * What the records service adds to the emulator: its members of `startEmulator`'s options, its
 * credential and its flags of `bizops-emulator`.
 */
import type { OptionFlag, TokenDeclaration } from "../service";
import { LIMITS_PRESETS, type LimitsOptions } from "./limits";
import { CURRENCY_API_VERSIONS, isCurrencyApiVersions, type CurrencyApiVersions } from "./api-versions";
import { SESSION_LANGUAGES, sessionLanguageOf } from "./session-language";

/** The records service's members of `startEmulator`'s options. */
export interface RecordsStartOptions {
  /**
   * A JSON file that keeps the records (companies, records, number series) across restarts: loaded at
   * start when it exists, rewritten atomically after every write. In memory only when absent.
   */
  stateFile?: string;
  /** Records per page of a records collection read; later pages by `@odata.nextLink` (100 by default). */
  recordsPageSize?: number;
  /**
   * The records service's per-user limits (concurrency, queue, sliding window, latency), as Business
   * Central online enforces them: `{}` for the service's figures (`BUSINESS_CENTRAL_LIMITS`).
   * No limits and no latency when absent.
   */
  limits?: LimitsOptions;
  /**
   * The API versions that serve the currencies: `"v2.0"` as Business Central 28 and later, which
   * removed API v1.0 (every path of API v1.0 answers 404 `BadRequest_NotFound`); `"v1.0"` as
   * Business Central 15 and 16 (the currencies' v2.0 path answers so); `"both"` when absent.
   */
  currencyApiVersions?: CurrencyApiVersions;
  /**
   * The language of the user behind the token, as a language tag (`"fr-FR"`): a records request
   * without `Accept-Language`, or naming no language the emulator knows, is served in it, as Business
   * Central serves the user's language; date formulas are then written and answered in its letters
   * (`30J` for `30D` in French). English (`"en-US"`) when absent. The emulator knows English and French.
   */
  recordsUserLanguage?: string;
}

/** The records service's credential in `startEmulator({ tokens })`. */
export interface RecordsTokens {
  /** Bearer token of the records service. */
  readonly records: string;
}

/** The records service's credential: its default and its flag. */
export const RECORDS_TOKENS: { readonly [K in keyof RecordsTokens]: TokenDeclaration } = {
  records: {
    default: "emulator-records-token",
    flag: {
      name: "records-token",
      placeholder: "TOKEN",
      help: "bearer token of the records service",
      env: "BIZOPS_EMULATOR_RECORDS_TOKEN",
    },
  },
};

/** The records service's flags of `bizops-emulator`. */
export const RECORDS_FLAGS: readonly OptionFlag<RecordsStartOptions>[] = [
  {
    name: "state-file",
    placeholder: "PATH",
    help: "keep records in this JSON file across restarts (default: in memory only)",
    env: "BIZOPS_EMULATOR_STATE_FILE",
    reads: "text",
    set: (options, path) => {
      options.stateFile = path;
    },
  },
  {
    name: "records-page-size",
    placeholder: "N",
    help: "records per page of a collection read (default 100)",
    env: "BIZOPS_EMULATOR_RECORDS_PAGE_SIZE",
    reads: "positive",
    set: (options, size) => {
      options.recordsPageSize = size;
    },
  },
  {
    name: "limits",
    placeholder: Object.keys(LIMITS_PRESETS).join("|"),
    help:
      "enforce the records service's per-user limits: 5 requests at once, 95 queued, 6,000 in any 5 " +
      "minutes, 429 without Retry-After beyond them, 50 to 150 ms per request",
    env: "BIZOPS_EMULATOR_LIMITS",
    reads: "text",
    set: (options, name) => {
      if (!Object.hasOwn(LIMITS_PRESETS, name)) {
        throw new RangeError(`invalid --limits '${name}' (${Object.keys(LIMITS_PRESETS).join(", ")})`);
      }
      options.limits = { ...LIMITS_PRESETS[name] };
    },
  },
  {
    name: "currency-api",
    placeholder: CURRENCY_API_VERSIONS.join("|"),
    help:
      "the API versions that serve the currencies: v2.0 as Business Central 28 and later (no API " +
      "v1.0 at all), v1.0 as Business Central 15 and 16, both by default",
    env: "BIZOPS_EMULATOR_CURRENCY_API",
    reads: "text",
    set: (options, versions) => {
      if (!isCurrencyApiVersions(versions)) {
        throw new RangeError(`invalid --currency-api '${versions}' (${CURRENCY_API_VERSIONS.join(", ")})`);
      }
      options.currencyApiVersions = versions;
    },
  },
  {
    name: "records-user-language",
    placeholder: "TAG",
    help:
      "the language of the records user (en-US by default, or fr-FR): requests without " +
      "Accept-Language are served in it, date formulas in its letters (30J for 30D in French)",
    env: "BIZOPS_EMULATOR_RECORDS_USER_LANGUAGE",
    reads: "text",
    set: (options, tag) => {
      if (sessionLanguageOf(tag) === undefined) {
        throw new RangeError(
          `invalid --records-user-language '${tag}' (a tag of ${SESSION_LANGUAGES.join(", ")})`,
        );
      }
      options.recordsUserLanguage = tag;
    },
  },
];
