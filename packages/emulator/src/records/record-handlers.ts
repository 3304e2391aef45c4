/**
 * The records service's answers once a request's target is resolved (records-target.ts): a
 * collection read (filtered, paged) and a record's read, create, update and delete, each shown in
 * the request's session language; and the 405s of a method the route or the API page does not allow.
 */
import { headerValue, readJsonObject, sendEmpty, sendJson } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import { pathNotFoundError, ServiceError, type Exchange } from "../service";
import type { CurrencyApiVersions } from "./api-versions";
import type { CollectionDefinition } from "./record-collections";
import { parseFilter, type FilteredEntity } from "./odata/filter";
import { recordToWire } from "./odata/wire";
import type { RecordsPath, Target } from "./records-target";
import { requestLanguage, type SessionLanguage } from "./session-language";
import { bodyFromSession, recordInSession } from "./session-text";
import { settingsOf } from "./store/companies";
import { ifMatchAccepts } from "./store/etag";
import { notFoundError, type RecordStore, type StoredRecord } from "./store/store";
import type { RecordWriter } from "./writer";

/** What the handlers read and write: the records, and the service's settings. */
export interface Backend {
  readonly store: RecordStore;
  readonly writer: RecordWriter;
  /** Records per page of a collection read. */
  readonly pageSize: number;
  /** The API versions that serve the currencies. */
  readonly currencyApiVersions: CurrencyApiVersions;
  /** The language of the user behind the token. */
  readonly userLanguage: SessionLanguage;
}

type Handler = (exchange: Exchange, backend: Backend, target: Target) => Promise<void>;

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

/**
 * The 405 of a write the API page forbids (InsertAllowed, ModifyAllowed or DeleteAllowed = false): the
 * service's ODataMethodNotAllowedException, BadRequest_MethodNotAllowed, worded as
 * MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/webservices/dynamics-error-codes.md shows it. The
 * status is the emulator's choice (the page gives none): 405, as for a method no route takes.
 */
export function requireAllowed(method: string, target: Target): void {
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

/** The handler of a request's method on its target: a collection's or a record's route. */
export function pickHandler(method: string, target: Target): Handler {
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
