import { headerValue, readJsonObject, requireBearerCaller, sendEmpty, sendJson } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import { isGuid } from "../formats";
import {
  notFound,
  pathNotFoundError,
  renderCommonError,
  ServiceError,
  type EmulatedService,
  type Exchange,
  type ServiceDefinition,
} from "../service";
import { recordsAdminRoutes } from "./admin/routes";
import { answerCompanies, isCompaniesPath } from "./companies-route";
import {
  findCollection,
  findCollectionByName,
  RECORD_COLLECTIONS,
  type CollectionDefinition,
} from "./record-collections";
import type { CustomRoute } from "./collection-types";
import { settingsOf } from "./store/companies";
import { ifMatchAccepts } from "./store/etag";
import { persistStore } from "./store/persistence";
import { parseFilter, type FilteredEntity } from "./odata/filter";
import { applySeed, DEFAULT_COMPANY_ID, DEFAULT_COMPANY_NAME } from "./seed";
import { notFoundError, RecordStore, type StoredRecord } from "./store/store";
import { RecordWriter } from "./writer";
import { decodeKey } from "./odata/key";
import { recordToWire } from "./odata/wire";
import { bearerIdentifier } from "../signing/access-tokens";
import { checkLimits, RequestLimits, withLimitsRoutes } from "./limits";
import { RECORDS_FLAGS, RECORDS_TOKENS, type RecordsStartOptions, type RecordsTokens } from "./options";
import { isCurrencyApiVersions, removedRoute, type CurrencyApiVersions } from "./api-versions";
import {
  requestLanguage,
  sessionLanguageOf,
  SESSION_LANGUAGES,
  type SessionLanguage,
} from "./session-language";
import { bodyFromSession, recordInSession } from "./session-text";

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

/**
 * A parsed records path: `/api/[{publisher}/{group}/]{version}/companies({companyId})/[{parent}({parentId})/]{collection}[({id})]`.
 */
interface RecordsPath {
  /** The publisher and group of an extension's API; absent on the standard API. */
  readonly route?: CustomRoute;
  readonly version: string;
  readonly companyId: string;
  /** The record a part is reached under, such as `dimensions({id})` before `dimensionValues`. */
  readonly parent?: { readonly collection: string; readonly id: string };
  readonly collection: string;
  readonly id?: string;
}

interface Target {
  readonly path: RecordsPath;
  readonly definition: CollectionDefinition;
  /** The company's canonical id (the path may spell it in another case). */
  readonly companyId: string;
}

interface Backend {
  readonly store: RecordStore;
  readonly writer: RecordWriter;
  /** Records per page of a collection read. */
  readonly pageSize: number;
  /** The API versions that serve the currencies. */
  readonly currencyApiVersions: CurrencyApiVersions;
  /** The language of the user behind the token. */
  readonly userLanguage: SessionLanguage;
}

// The real service pages at several thousand; a hundred keeps paging visible with the emulator's data.
const DEFAULT_PAGE_SIZE = 100;

type Handler = (exchange: Exchange, backend: Backend, target: Target) => Promise<void>;

// An extension's page adds `{publisher}/{group}/` before the version (the docs' custom API walkthrough,
// dev-itpro/developer/devenv-develop-custom-api.md); a part adds `{parent}({id})/` before the entity set
// (dev-itpro/api-reference/v2.0/api/dynamics_dimensionvalue_get.md).
const RECORDS_PATH =
  /^\/api\/(?:([A-Za-z][A-Za-z0-9]*)\/([A-Za-z][A-Za-z0-9]*)\/)?(v\d+\.\d+)\/companies\(([^()/]+)\)\/(?:([A-Za-z][A-Za-z0-9]*)\(([^()/]*)\)\/)?([A-Za-z][A-Za-z0-9]*)(?:\(([^()/]*)\))?\/?$/;

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

/** Parses a records path, or returns undefined when the path is not one. */
function parseRecordsPath(pathname: string): RecordsPath | undefined {
  const match = RECORDS_PATH.exec(pathname);
  if (match === null) return undefined;
  const [, publisher, group, version = "", company = "", parent, parentId = "", collection = "", id] = match;
  return {
    version,
    companyId: decodeKey(company),
    collection,
    ...(publisher === undefined || group === undefined ? {} : { route: { publisher, group } }),
    ...(parent === undefined ? {} : { parent: { collection: parent, id: decodeKey(parentId) } }),
    ...(id === undefined ? {} : { id: decodeKey(id) }),
  };
}

function contextUrl(exchange: Exchange, path: RecordsPath, suffix: string): string {
  const company = encodeURIComponent(path.companyId);
  const api = path.route === undefined ? "" : `${path.route.publisher}/${path.route.group}/`;
  const parent = path.parent === undefined ? "" : `${path.parent.collection}(${path.parent.id})/`;
  return `${exchange.baseUrl}/api/${api}${path.version}/$metadata#companies(${company})/${parent}${path.collection}${suffix}`;
}

/** The language the request is served in (see session-language.ts). */
function sessionOf(exchange: Exchange, backend: Backend): SessionLanguage {
  return requestLanguage(headerValue(exchange.req, "accept-language"), backend.userLanguage);
}

/** A record as the request's session shows it. */
function shownRecord(
  exchange: Exchange,
  backend: Backend,
  target: Target,
  record: StoredRecord,
): Record<string, unknown> {
  const settings = settingsOf(backend.store.company(target.companyId));
  const wire = recordToWire(target.definition, record, false, settings);
  return recordInSession(target.definition, wire, sessionOf(exchange, backend));
}

/** A request body with the fields the session writes in its language in their stored form. */
async function readBody(
  exchange: Exchange,
  backend: Backend,
  target: Target,
): Promise<Record<string, unknown>> {
  const body = await readJsonObject(exchange.req);
  return bodyFromSession(target.definition, body, sessionOf(exchange, backend));
}

function sendRecord(
  exchange: Exchange,
  backend: Backend,
  target: Target,
  status: number,
  record: StoredRecord,
): void {
  const context = contextUrl(exchange, target.path, "/$entity");
  const wire = shownRecord(exchange, backend, target, record);
  sendJson(exchange.res, status, { "@odata.context": context, ...wire });
}

function requireIfMatch(exchange: Exchange): string {
  const ifMatch = headerValue(exchange.req, "if-match")?.trim();
  if (ifMatch === undefined || ifMatch === "") {
    throw new ServiceError(
      400,
      "BadRequest_InvalidToken",
      "Could not validate the client concurrency token required by the service. Please provide a valid token in the client request.",
    );
  }
  return ifMatch;
}

/** The record a PATCH or DELETE targets, once its `If-Match` tag has been checked. */
function requireCurrent(store: RecordStore, target: Target, ifMatch: string): StoredRecord {
  const id = target.path.id ?? "";
  const record = store.get(target.companyId, target.definition, id);
  if (record === undefined) throw notFoundError(id);
  if (!ifMatchAccepts(ifMatch, record.etag)) {
    throw new ServiceError(409, "Request_EntityChanged", "Another user has already changed the record.");
  }
  return record;
}

const getRecord: Handler = async (exchange, backend, target) => {
  const id = target.path.id ?? "";
  const record = backend.store.get(target.companyId, target.definition, id);
  if (record === undefined || !underParent(target, record)) throw notFoundError(id);
  sendRecord(exchange, backend, target, 200, record);
};

/** True when the record belongs to the parent the path names (always, on a path without one). */
function underParent(target: Target, record: StoredRecord): boolean {
  const { parent } = target.path;
  const link = target.definition.parent;
  if (parent === undefined || link === undefined) return true;
  return String(record.data[link.field]).toLowerCase() === parent.id.toLowerCase();
}

/** The fields a client may filter a collection's records on: its page's, and the common ones. */
function filteredEntity(definition: CollectionDefinition): FilteredEntity {
  const shown = Object.entries(definition.fields).filter(([, spec]) => spec.hidden !== true);
  return {
    typeName: definition.typeName,
    fields: new Set(["id", "lastModifiedDateTime", ...shown.map(([name]) => name)]),
  };
}

/**
 * A collection read: the records matching `$filter`, oldest first, a page at a time. A later page's
 * link repeats the filter and carries `$skiptoken` (the offset of its first record), absolute, as the
 * real service writes `@odata.nextLink`.
 */
const listRecords: Handler = async (exchange, backend, target) => {
  const { store } = backend;
  const pageSize = pageSizeFor(exchange, backend.pageSize);
  const query = exchange.url.searchParams;
  const matches = parseFilter(query.get("$filter"), filteredEntity(target.definition));
  const offset = readSkipToken(query.get("$skiptoken"));
  // The filter compares the values as the session shows them.
  const records = store
    .list(target.companyId, target.definition)
    .filter((record) => underParent(target, record))
    .map((record) => shownRecord(exchange, backend, target, record))
    .filter(matches);
  const value = records.slice(offset, offset + pageSize);
  const body: Record<string, unknown> = { "@odata.context": contextUrl(exchange, target.path, ""), value };
  if (offset + pageSize < records.length) {
    const next = new URLSearchParams(query);
    next.set("$skiptoken", String(offset + pageSize));
    body["@odata.nextLink"] = `${exchange.baseUrl}${exchange.url.pathname}?${next.toString()}`;
  }
  const applied: Record<string, string> =
    pageSize < backend.pageSize ? { "preference-applied": `odata.maxpagesize=${pageSize}` } : {};
  sendJson(exchange.res, 200, body, applied);
};

/**
 * The page size of a collection read: the service's, or smaller when the client prefers
 * (`Prefer: odata.maxpagesize=N`, as OData defines it; a larger wish is not granted). A later
 * page's link carries no size, so the client sends the preference with every page.
 */
function pageSizeFor(exchange: Exchange, servicePageSize: number): number {
  const wish = /(?:^|[,;\s])odata\.maxpagesize=(\d+)/i.exec(String(exchange.req.headers.prefer ?? ""))?.[1];
  const size = wish === undefined ? servicePageSize : Number(wish);
  return size >= 1 ? Math.min(size, servicePageSize) : servicePageSize;
}

function readSkipToken(token: string | null): number {
  if (token === null) return 0;
  if (!/^\d+$/.test(token)) throw new ServiceError(400, "BadRequest", "The $skiptoken is not valid.");
  return Number(token);
}

// Both `POST .../disputeStatus` and `POST .../disputeStatus({id})` create; the service picks the id.
const createRecord: Handler = async (exchange, backend, target) => {
  const body = await readBody(exchange, backend, target);
  const link = target.definition.parent;
  // A record created under its parent belongs to it, as a page part's SubPageLink sets the link field.
  if (target.path.parent !== undefined && link !== undefined) body[link.field] ??= target.path.parent.id;
  const record = backend.writer.create(target.companyId, target.definition, body, "create");
  sendRecord(exchange, backend, target, 201, record);
};

const updateRecord: Handler = async (exchange, backend, target) => {
  const body = await readBody(exchange, backend, target);
  const current = requireCurrent(backend.store, target, requireIfMatch(exchange));
  const record = backend.writer.update(target.companyId, target.definition, current, body, "update");
  sendRecord(exchange, backend, target, 200, record);
};

const deleteRecord: Handler = async (exchange, { store, writer }, target) => {
  const current = requireCurrent(store, target, requireIfMatch(exchange));
  writer.remove(target.companyId, target.definition, current, false);
  sendEmpty(exchange.res, 204);
};

const ROUTES: RouteTable<Handler> = {
  collection: { GET: listRecords, POST: createRecord },
  item: { GET: getRecord, POST: createRecord, PATCH: updateRecord, DELETE: deleteRecord },
};

// Path first, company second: a misspelt collection is a 404 whatever the company. The codes
// are the service's (dev-itpro/webservices/dynamics-error-codes.md): an unknown segment is
// BadRequest_ResourceNotFound, a key that does not parse BadRequest_NotFound (a query syntax
// error); neither says that a record is gone.
function resolveTarget(pathname: string, backend: Backend): Target {
  const { store, writer } = backend;
  const path = parseRecordsPath(pathname);
  if (path === undefined) throw pathNotFoundError();
  const { version, collection, route } = path;
  if (removedRoute(backend.currencyApiVersions, { version, collection, custom: route !== undefined })) {
    throw pathNotFoundError();
  }
  const definition = findCollection(path.version, path.collection, path.route);
  const parentKnown = path.parent === undefined || findCollectionByName(path.parent.collection) !== undefined;
  if (!parentKnown) throw resourceNotFound(path.parent?.collection ?? "");
  if (
    definition === undefined ||
    definition.parent?.collection !== (path.parent?.collection ?? definition.parent?.collection)
  ) {
    throw resourceNotFound(path.collection);
  }
  for (const key of [path.id, path.parent?.id]) {
    if (key !== undefined && !isGuid(key)) throw notFound("Bad Request - Error in query syntax.");
  }
  const companyId = writer.requireCompany(path.companyId);
  if (path.parent !== undefined) requireParent(store, companyId, path.parent);
  return { path, definition, companyId };
}

/** The 404 for a segment the service does not know (an entity set, or a part its parent does not have). */
function resourceNotFound(segment: string): ServiceError {
  return new ServiceError(
    404,
    "BadRequest_ResourceNotFound",
    `Resource not found for the segment '${segment}'.`,
  );
}

/** A part's records are reached only under a parent record that exists. */
function requireParent(
  store: RecordStore,
  companyId: string,
  parent: { collection: string; id: string },
): void {
  const definition = findCollectionByName(parent.collection);
  if (definition === undefined || store.get(companyId, definition, parent.id) === undefined) {
    throw notFoundError(parent.id);
  }
}

/**
 * The 405 of a write the API page forbids (InsertAllowed, ModifyAllowed or DeleteAllowed = false): the
 * service's ODataMethodNotAllowedException, BadRequest_MethodNotAllowed, worded as
 * MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/webservices/dynamics-error-codes.md shows it. The
 * status is the emulator's choice (the page gives none): 405, as for a method no route takes.
 */
function requireAllowed(method: string, target: Target): void {
  const allows = target.definition.allows;
  if (allows === undefined) return;
  const allowed =
    method === "POST"
      ? allows.insert
      : method === "PATCH"
        ? allows.modify
        : method === "DELETE"
          ? allows.delete
          : true;
  if (!allowed) {
    throw new ServiceError(
      405,
      "BadRequest_MethodNotAllowed",
      `'${method}' requests for '${target.path.collection}' of EdmType 'Entity' are not allowed within Microsoft Dynamics NAV OData web services.`,
      { Allow: "GET" },
    );
  }
}

function pickHandler(method: string, target: Target): Handler {
  return pickRoute(ROUTES, target.path.id === undefined ? "collection" : "item", method, {
    notFound: pathNotFoundError,
    methodNotAllowed: (asked, allow) =>
      new ServiceError(
        405,
        "BadRequest_MethodNotAllowed",
        `The HTTP method '${asked}' is not allowed on this resource.`,
        { Allow: allow.join(", ") },
      ),
  });
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
