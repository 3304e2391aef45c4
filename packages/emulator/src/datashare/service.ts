import { randomUUID } from "node:crypto";
import {
  badRequest,
  DataShareError,
  invalidResourceNamespace,
  renderDataShareError,
  resourceNotFound,
} from "./error";
import {
  SYNCHRONIZATION_DETAIL_FIELDS,
  SYNCHRONIZATION_FIELDS,
  type DataShareItem,
  type FieldKinds,
} from "./fields";
import { parseFilter } from "./filter";
import { parseOrderBy } from "./orderby";
import {
  DATASHARE_API_VERSION,
  DATASHARE_PATH_PREFIX,
  namingOfPath,
  parseDataSharePath,
  providerNamespaceOf,
  readListQuery,
  readSynchronizationId,
  requireApiVersion,
  subscriptionOfPath,
  type DataShareNaming,
  type DataSharePath,
  type ListQuery,
} from "./request";
import { decodeSkipToken, encodeSkipToken, type Continuation } from "./skip-token";
import {
  DataShareStore,
  DEFAULT_DATASHARE_PAGE_SIZE,
  shareSubscriptionKey,
  type ShareSubscriptionData,
} from "./store";
import { headerValue, readBodyText, requireBearer, sendJson } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import {
  namingOf,
  type EmulatedService,
  type Exchange,
  type ServiceDefinition,
  type ServiceNaming,
} from "../service";
import { dataShareAdminRoutes } from "./admin";
import {
  DATASHARE_FLAGS,
  DATASHARE_TOKENS,
  type DataShareStartOptions,
  type DataShareTokens,
} from "./options";
import { applyDataShareSeed } from "./seed";
import { bearerAcceptor } from "../signing/access-tokens";

/** The audience of access tokens for Azure Resource Manager, which serves the data share API (the `aud` claim Entra ID writes). */
const DATASHARE_AUDIENCE = "https://management.azure.com";

/** Settings of the data share service. */
interface DataShareServiceOptions {
  /** Whether a bearer token is one the service takes (its static token, or an access token for it). */
  readonly accepts: (token: string) => Promise<boolean>;
  /** Share subscriptions, page size and read allowances (shared with the admin routes). */
  readonly store: DataShareStore;
  /** Whether the spec's namespace is taken beside Microsoft's. */
  readonly naming: ServiceNaming;
}

/**
 * The response headers a naming answers with: Microsoft's are Azure Resource Manager's, as the
 * examples show them (Azure/azure-rest-api-specs specification/datashare/resource-manager/
 * Microsoft.DataShare/stable/2021-08-01/examples/ShareSubscriptions_ListSynchronizations.json,
 * responses."200".headers); the spec renames `x-ms-` to `x-svc-`.
 */
const HEADERS: Readonly<
  Record<DataShareNaming, { requestId: string; correlationId: string; reads: string }>
> = {
  microsoft: {
    requestId: "x-ms-request-id",
    correlationId: "x-ms-correlation-request-id",
    reads: "x-ms-ratelimit-remaining-subscription-reads",
  },
  spec: {
    requestId: "x-svc-request-id",
    correlationId: "x-svc-correlation-request-id",
    reads: "x-svc-ratelimit-remaining-subscription-reads",
  },
};

/** The naming a request is answered under: Microsoft's always when only Microsoft's is served, else its path's. */
function answeringNaming(naming: ServiceNaming, pathname: string): DataShareNaming {
  return naming === "microsoft" ? "microsoft" : namingOfPath(pathname);
}

/**
 * When only Microsoft's names are served, a path under another provider namespace reaches Azure Resource
 * Manager, which knows no such namespace.
 */
function checkNamespace(naming: ServiceNaming, pathname: string): void {
  if (naming !== "microsoft") return;
  const namespace = providerNamespaceOf(pathname);
  if (namespace !== undefined && namespace.toLowerCase() !== "microsoft.datashare") {
    throw invalidResourceNamespace(namespace);
  }
}

function authFailure(): DataShareError {
  return new DataShareError(
    401,
    "AuthenticationFailed",
    "Authentication failed. The 'Authorization' header is missing or does not carry a valid access token.",
    "Authorization",
    { "WWW-Authenticate": 'Bearer error="invalid_token"' },
  );
}

function pathNotFound(pathname: string): DataShareError {
  return new DataShareError(404, "PathNotFound", `The path '${pathname}' is not a data share operation.`, "");
}

// Echoing the caller's correlation id (under the naming's header) lets a client tie its own logs to the service's.
function correlationId(exchange: Exchange, header: string): string {
  const given = headerValue(exchange.req, header)?.trim() ?? "";
  return /^[\x21-\x7e]{1,128}$/.test(given) ? given : randomUUID();
}

/** The continuation of this request: from `$skipToken` when given (the query must agree), else page one. */
function resolveContinuation(
  path: DataSharePath,
  query: ListQuery,
  bodySynchronizationId: string | undefined,
): Continuation {
  const share = shareSubscriptionKey(path.ref);
  if (query.skipToken === undefined) {
    const start: Record<string, unknown> = { operation: path.operation, share, offset: 0 };
    if (query.filter !== undefined) start.filter = query.filter;
    if (query.orderby !== undefined) start.orderby = query.orderby;
    if (path.operation === "listSynchronizationDetails") {
      if (bodySynchronizationId === undefined) {
        throw badRequest(
          "InvalidRequestContent",
          "The request body must be a JSON object with a string 'synchronizationId'.",
          "synchronizationId",
        );
      }
      start.synchronizationId = bodySynchronizationId;
    }
    return start as unknown as Continuation;
  }
  const continuation = decodeSkipToken(query.skipToken, path.operation, share);
  const disagrees =
    (query.filter !== undefined && query.filter !== continuation.filter) ||
    (query.orderby !== undefined && query.orderby !== continuation.orderby) ||
    (bodySynchronizationId !== undefined && bodySynchronizationId !== continuation.synchronizationId);
  if (disagrees) {
    throw badRequest(
      "InvalidSkipToken",
      "The $skipToken was issued for another $filter, $orderby or synchronizationId.",
      "$skipToken",
    );
  }
  return continuation;
}

function detailsOf(share: ShareSubscriptionData, synchronizationId: string): readonly DataShareItem[] {
  // Synchronization ids are GUIDs: any letter case names the same one.
  const wanted = synchronizationId.toLowerCase();
  for (const [id, details] of share.details) if (id.toLowerCase() === wanted) return details;
  throw resourceNotFound(`Synchronization '${synchronizationId}' was not found.`, "synchronizationId");
}

/** The items of the operation, filtered and ordered as the continuation says. */
function selectItems(
  path: DataSharePath,
  share: ShareSubscriptionData,
  continuation: Continuation,
): readonly DataShareItem[] {
  let items: readonly DataShareItem[];
  let fields: FieldKinds;
  if (path.operation === "listSourceShareSynchronizationSettings") return share.settings;
  if (path.operation === "listSynchronizations") {
    [items, fields] = [share.synchronizations, SYNCHRONIZATION_FIELDS];
  } else {
    [items, fields] = [detailsOf(share, continuation.synchronizationId ?? ""), SYNCHRONIZATION_DETAIL_FIELDS];
  }
  if (continuation.filter !== undefined) items = items.filter(parseFilter(continuation.filter, fields));
  // Array sort is stable, so equal keys keep the service's own order.
  if (continuation.orderby !== undefined) items = [...items].sort(parseOrderBy(continuation.orderby, fields));
  return items;
}

type Handler = (exchange: Exchange, store: DataShareStore, path: DataSharePath) => Promise<void>;

const listPage: Handler = async (exchange, store, path) => {
  requireApiVersion(exchange.url);
  const query = readListQuery(exchange.url, path.operation);
  const share = store.get(path.ref);
  if (share === undefined) {
    const name = path.ref.shareSubscriptionName;
    throw resourceNotFound(
      `Share subscription '${name}' was not found in account '${path.ref.accountName}'.`,
      name,
    );
  }
  const text = await readBodyText(exchange.req);
  const bodyId =
    path.operation === "listSynchronizationDetails" ? readSynchronizationId(exchange, text) : undefined;
  const continuation = resolveContinuation(path, query, bodyId);
  const items = selectItems(path, share, continuation);
  const end = continuation.offset + store.pageSize;
  const body: { value: readonly DataShareItem[]; nextLink?: string } = {
    value: items.slice(continuation.offset, end),
  };
  if (end < items.length) {
    const token = encodeSkipToken({ ...continuation, offset: end });
    const link = `${exchange.baseUrl}${exchange.url.pathname}?api-version=${DATASHARE_API_VERSION}`;
    body.nextLink = `${link}&$skipToken=${encodeURIComponent(token)}`;
  }
  sendJson(exchange.res, 200, body);
};

// The three operations are all a POST that lists a page.
const ROUTES: RouteTable<Handler> = {
  listSynchronizations: { POST: listPage },
  listSynchronizationDetails: { POST: listPage },
  listSourceShareSynchronizationSettings: { POST: listPage },
};

function pickHandler(method: string, pathname: string, path: DataSharePath): Handler {
  return pickRoute(ROUTES, path.operation, method, {
    notFound: () => pathNotFound(pathname),
    methodNotAllowed: (asked, allow, operation) =>
      new DataShareError(
        405,
        "MethodNotAllowed",
        `The HTTP method '${asked}' is not supported; ${operation} is a POST.`,
        operation,
        { Allow: allow.join(", ") },
      ),
  });
}

/**
 * Creates the data share service (`/subscriptions/.../providers/Microsoft.DataShare/accounts/.../
 * shareSubscriptions/{name}/{operation}`, and `Platform.DataShare` unless only Microsoft's names are
 * served): the three POST list operations with paging, `$filter` and `$orderby`.
 */
function createDataShareService(options: DataShareServiceOptions): EmulatedService {
  const { store, naming } = options;
  const headersOf = (exchange: Exchange) => HEADERS[answeringNaming(naming, exchange.url.pathname)];
  return {
    name: "datashare",
    requestIdHeader: (exchange) => headersOf(exchange).requestId,
    owns: (pathname) => pathname.startsWith(DATASHARE_PATH_PREFIX),
    routeName: (pathname) => parseDataSharePath(pathname)?.operation ?? "(unknown)",
    prepare: (exchange) => {
      const { res } = exchange;
      const headers = headersOf(exchange);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader(headers.correlationId, correlationId(exchange, headers.correlationId));
      const remaining = store.takeRead(subscriptionOfPath(exchange.url.pathname));
      res.setHeader(headers.reads, String(remaining));
    },
    renderError: renderDataShareError,
    handle: async (exchange) => {
      // Authentication comes first: an unauthenticated caller learns nothing about paths or resources.
      await requireBearer(exchange.req, options.accepts, authFailure);
      const { pathname } = exchange.url;
      checkNamespace(naming, pathname);
      const path = parseDataSharePath(pathname);
      if (path === undefined) throw pathNotFound(pathname);
      await pickHandler(exchange.method, pathname, path)(exchange, store, path);
    },
    admin: dataShareAdminRoutes(store),
    reset: () => store.reset(),
  };
}

/** The data share service, seeded with the share subscription of `seed.ts`. */
export const DATASHARE_SERVICE: ServiceDefinition<DataShareStartOptions, DataShareTokens> = {
  tokens: DATASHARE_TOKENS,
  flags: DATASHARE_FLAGS,
  checkOptions: (options) => {
    namingOf(options);
    const pageSize = options.dataSharePageSize;
    if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1)) {
      throw new RangeError(`dataSharePageSize must be a positive integer, not ${pageSize}.`);
    }
  },
  create: ({ tokens, options, accessTokens }) => {
    const pageSize = options.dataSharePageSize ?? DEFAULT_DATASHARE_PAGE_SIZE;
    const store = new DataShareStore(pageSize, applyDataShareSeed);
    return createDataShareService({
      accepts: bearerAcceptor(tokens.dataShare, DATASHARE_AUDIENCE, accessTokens),
      store,
      naming: namingOf(options),
    });
  },
};
