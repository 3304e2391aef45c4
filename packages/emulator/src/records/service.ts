import { requireBearerCaller } from "../http-helpers";
import {
  pathNotFoundError,
  renderCommonError,
  ServiceError,
  type EmulatedService,
  type Exchange,
  type ServiceDefinition,
} from "../service";
import { bearerIdentifier } from "../signing/access-tokens";
import { recordsAdminRoutes } from "./admin/routes";
import { isCurrencyApiVersions, removedRoute, type CurrencyApiVersions } from "./api-versions";
import { RECORD_COLLECTIONS } from "./record-collections";
import { answerCompanies, isCompaniesPath } from "./companies-route";
import { checkLimits, RequestLimits, withLimitsRoutes } from "./limits";
import { RECORDS_FLAGS, RECORDS_TOKENS, type RecordsStartOptions, type RecordsTokens } from "./options";
import { pickHandler, requireAllowed, type Backend } from "./record-handlers";
import { parseRecordsPath, resolveTarget } from "./records-target";
import { applySeed, DEFAULT_COMPANY_ID, DEFAULT_COMPANY_NAME } from "./seed";
import { sessionLanguageOf, SESSION_LANGUAGES, type SessionLanguage } from "./session-language";
import { persistStore } from "./store/persistence";
import { RecordStore } from "./store/store";
import { RecordWriter } from "./writer";

/** The audience of access tokens for the business records API (the `aud` claim Entra ID writes). */
const RECORDS_AUDIENCE = "https://api.businesscentral.dynamics.com";

/** Settings of the records service. */
interface RecordsServiceOptions {
  /**
   * Who a bearer token speaks for when the service takes it (its static token, or an access token
   * for it); undefined when it does not.
   */
  readonly identify: (token: string) => Promise<string | undefined>;
  /** The per-user limits, when the emulator enforces them. */
  readonly limits: RequestLimits | undefined;
  /** Where the records live (shared with the admin routes). */
  readonly store: RecordStore;
  /** The one path of every record write. */
  readonly writer: RecordWriter;
  /** Puts the store back to its starting content (the seed). */
  readonly reset: () => void;
  readonly pageSize: number;
  /** The API versions that serve the currencies. */
  readonly currencyApiVersions: CurrencyApiVersions;
  /** The language of the user behind the token: a request's session language unless it names one. */
  readonly userLanguage: SessionLanguage;
}

// The real service pages at several thousand; a hundred keeps paging visible with the emulator's data.
const DEFAULT_PAGE_SIZE = 100;

function authFailure(): ServiceError {
  return new ServiceError(
    401,
    "Authentication_InvalidCredentials",
    "The credentials provided are incorrect",
    {
      "WWW-Authenticate": "Bearer",
    },
  );
}

function createRecordsService(options: RecordsServiceOptions): EmulatedService {
  const backend: Backend = {
    store: options.store,
    writer: options.writer,
    pageSize: options.pageSize,
    currencyApiVersions: options.currencyApiVersions,
    userLanguage: options.userLanguage,
  };
  return {
    name: "records",
    requestIdHeader: "x-svc-request-id",
    owns: (pathname) => pathname.startsWith("/api/"),
    routeName: (pathname) =>
      isCompaniesPath(pathname) ? "companies" : (parseRecordsPath(pathname)?.collection ?? "(unknown)"),
    renderError: renderCommonError,
    handle: async (exchange) => {
      // Authentication comes first: an unauthenticated caller learns nothing about paths or records.
      const caller = await requireBearerCaller(exchange.req, options.identify, authFailure);
      const { limits } = options;
      if (limits === undefined) {
        await answer(exchange, backend);
        return;
      }
      const release = await limits.admit(caller);
      try {
        await limits.process();
        await answer(exchange, backend);
      } finally {
        release();
      }
    },
    admin: withLimitsRoutes(recordsAdminRoutes(backend), options.limits),
    reset: () => {
      options.reset();
      options.limits?.reset();
    },
  };
}

async function answer(exchange: Exchange, backend: Backend): Promise<void> {
  const { pathname } = exchange.url;
  if (isCompaniesPath(pathname)) {
    const version = /^\/api\/(v\d+\.\d+)\//.exec(pathname)?.[1] ?? "";
    if (removedRoute(backend.currencyApiVersions, { version, custom: false })) throw pathNotFoundError();
    return answerCompanies(exchange, backend.store);
  }
  const target = resolveTarget(pathname, backend);
  const handler = pickHandler(exchange.method, target);
  requireAllowed(exchange.method, target);
  await handler(exchange, backend, target);
}

/**
 * The records service (`/api/{version}/companies(...)/...`, and an extension's
 * `/api/{publisher}/{group}/{version}/companies(...)/...`), seeded with the default company and its
 * vendors, currencies and dimensions; kept in the `stateFile` option's file when one is given.
 */
export const RECORDS_SERVICE: ServiceDefinition<RecordsStartOptions, RecordsTokens> = {
  tokens: RECORDS_TOKENS,
  flags: RECORDS_FLAGS,
  checkOptions: ({ recordsPageSize: pageSize, limits, currencyApiVersions, recordsUserLanguage }) => {
    if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1)) {
      throw new RangeError(`recordsPageSize must be a positive integer, not ${pageSize}.`);
    }
    if (currencyApiVersions !== undefined && !isCurrencyApiVersions(currencyApiVersions)) {
      throw new RangeError(
        `currencyApiVersions must be "both", "v2.0" or "v1.0", not ${String(currencyApiVersions)}.`,
      );
    }
    if (recordsUserLanguage !== undefined && sessionLanguageOf(String(recordsUserLanguage)) === undefined) {
      throw new RangeError(
        `recordsUserLanguage must be a language tag of ${SESSION_LANGUAGES.join(" or ")} (such as "fr-FR"), not ${String(recordsUserLanguage)}.`,
      );
    }
    if (limits !== undefined) checkLimits(limits);
  },
  create: ({ tokens, options, accessTokens }) => {
    const store = new RecordStore();
    const writer = new RecordWriter(store);
    const reset = (): void => applySeed(store, writer);
    if (options.stateFile === undefined) reset();
    else persistStore(store, options.stateFile, RECORD_COLLECTIONS, reset);
    const pageSize = options.recordsPageSize ?? DEFAULT_PAGE_SIZE;
    return createRecordsService({
      identify: bearerIdentifier(tokens.records, RECORDS_AUDIENCE, accessTokens),
      limits: options.limits === undefined ? undefined : new RequestLimits(options.limits),
      store,
      writer,
      reset,
      pageSize,
      currencyApiVersions: options.currencyApiVersions ?? "both",
      userLanguage: sessionLanguageOf(options.recordsUserLanguage ?? "en") ?? "en",
    });
  },
  // A first program needs the company's id, and the seed's company is the one there is.
  startupLines: () => [`records: the demo company ${DEFAULT_COMPANY_NAME}, id ${DEFAULT_COMPANY_ID}`],
};
