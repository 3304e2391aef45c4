import { isDateTimeText } from "../formats";
import {
  SYNCHRONIZATION_DETAIL_FIELDS,
  SYNCHRONIZATION_FIELDS,
  type DataShareItem,
  type FieldKinds,
} from "./fields";
import type { DataShareStore, ShareSubscriptionRef } from "./store";
import { decodeSegment, isJsonObject, readJson, sendEmpty, sendJson } from "../http-helpers";
import { adminRouteErrors, pickRoute, type RouteTable } from "../route-table";
import { badRequest as invalid, notFound, type AdminRoutes, type Exchange } from "../service";

/** Prefix of the data share admin routes. */
const ADMIN_DATASHARE_PREFIX = "/_admin/datashare/";

/** Largest page size the admin route accepts. */
const MAX_PAGE_SIZE = 1000;

/** `/_admin/datashare/{subscriptionId}/{resourceGroupName}/{accountName}/{shareSubscriptionName}[/{part}]`. */
const SHARE_PATH =
  /^\/_admin\/datashare\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)(?:\/(synchronizations|settings))?$/;

type Handler = (exchange: Exchange, store: DataShareStore, ref: ShareSubscriptionRef) => Promise<void>;

/** Checks one seeded item against its field kinds: unknown or mistyped fields are refused (typos in tests). */
function checkItem(
  value: unknown,
  fields: FieldKinds,
  what: string,
  extra: readonly string[] = [],
): DataShareItem {
  if (!isJsonObject(value)) throw invalid(`Each ${what} must be a JSON object.`);
  for (const [key, field] of Object.entries(value)) {
    if (extra.includes(key)) continue;
    const kind = fields[key];
    if (kind === undefined) throw invalid(`Unknown ${what} property '${key}'.`);
    const fits =
      (kind === "number" && typeof field === "number" && Number.isInteger(field)) ||
      (kind === "string" && typeof field === "string") ||
      (kind === "datetime" && typeof field === "string" && isDateTimeText(field));
    if (!fits)
      throw invalid(
        `The ${what} property '${key}' must be ${kind === "number" ? "an integer" : `a ${kind}`}.`,
      );
  }
  return value;
}

function decodeRef(match: RegExpExecArray): ShareSubscriptionRef {
  const [, subscriptionId = "", resourceGroupName = "", accountName = "", shareSubscriptionName = ""] = match;
  const decode = (text: string): string =>
    decodeSegment(text, (raw) => invalid(`'${raw}' is not a valid path segment.`));
  return {
    subscriptionId: decode(subscriptionId),
    resourceGroupName: decode(resourceGroupName),
    accountName: decode(accountName),
    shareSubscriptionName: decode(shareSubscriptionName),
  };
}

// Replaces the synchronizations (each may carry its `details`); the share subscription is created if new.
const seedSynchronizations: Handler = async (exchange, store, ref) => {
  const body = await readJson(exchange.req);
  if (!Array.isArray(body)) throw invalid("The body must be a JSON array of synchronizations.");
  const synchronizations: DataShareItem[] = [];
  const details = new Map<string, readonly DataShareItem[]>();
  for (const entry of body) {
    const { details: rawDetails, ...sync } = checkItem(entry, SYNCHRONIZATION_FIELDS, "synchronization", [
      "details",
    ]);
    const id = sync.synchronizationId;
    if (typeof id !== "string" || id === "")
      throw invalid("Each synchronization needs a 'synchronizationId'.");
    if (details.has(id)) throw invalid(`Synchronization '${id}' appears twice.`);
    if (rawDetails !== undefined && !Array.isArray(rawDetails)) throw invalid("'details' must be an array.");
    const list = (rawDetails ?? []) as unknown[];
    details.set(
      id,
      list.map((detail) => checkItem(detail, SYNCHRONIZATION_DETAIL_FIELDS, "detail")),
    );
    synchronizations.push(sync);
  }
  const settings = store.get(ref)?.settings ?? [];
  store.put(ref, { synchronizations, details, settings });
  sendJson(exchange.res, 201, { count: synchronizations.length });
};

function checkSetting(value: unknown): DataShareItem {
  const properties = isJsonObject(value) ? value.properties : undefined;
  const valid =
    isJsonObject(value) &&
    value.kind === "ScheduleBased" &&
    isJsonObject(properties) &&
    (properties.recurrenceInterval === "Hour" || properties.recurrenceInterval === "Day") &&
    typeof properties.synchronizationTime === "string" &&
    isDateTimeText(properties.synchronizationTime);
  if (!valid) {
    throw invalid(
      'Each setting must be {"kind":"ScheduleBased","properties":{"recurrenceInterval":"Hour"|"Day","synchronizationTime":"<date-time>"}}.',
    );
  }
  return value;
}

const seedSettings: Handler = async (exchange, store, ref) => {
  const body = await readJson(exchange.req);
  if (!Array.isArray(body)) throw invalid("The body must be a JSON array of settings.");
  const settings = body.map(checkSetting);
  const current = store.get(ref);
  store.put(ref, {
    synchronizations: current?.synchronizations ?? [],
    details: current?.details ?? new Map(),
    settings,
  });
  sendJson(exchange.res, 201, { count: settings.length });
};

type PageSizeHandler = (exchange: Exchange, store: DataShareStore) => Promise<void>;

const showPageSize: PageSizeHandler = async ({ res }, store) => sendJson(res, 200, { size: store.pageSize });

const setPageSize: PageSizeHandler = async (exchange, store) => {
  const body = await readJson(exchange.req);
  const size = isJsonObject(body) ? body.size : undefined;
  if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw invalid(`'size' must be an integer from 1 to ${MAX_PAGE_SIZE}.`);
  }
  store.setPageSize(size);
  sendEmpty(exchange.res, 204);
};

const removeShare: Handler = async ({ res }, store, ref) => {
  if (!store.remove(ref)) throw notFound(`No share subscription '${ref.shareSubscriptionName}'.`);
  sendEmpty(res, 204);
};

const PAGE_SIZE_ROUTES: RouteTable<PageSizeHandler> = {
  "page-size": { GET: showPageSize, POST: setPageSize },
};

const SHARE_ROUTES: RouteTable<Handler> = {
  share: { DELETE: removeShare },
  synchronizations: { POST: seedSynchronizations },
  settings: { POST: seedSettings },
};

const ERRORS = adminRouteErrors("data share admin route");

/**
 * The data share admin routes, under `/_admin/datashare/`:
 * - `GET|POST page-size` (`{"size":n}`) reads or sets the page size of every list operation;
 * - `POST {sub}/{rg}/{account}/{share}/synchronizations` replaces the synchronizations (array, each with
 *   optional `details`), creating the share subscription when new;
 * - `POST .../settings` replaces the source share synchronization settings;
 * - `DELETE {sub}/{rg}/{account}/{share}` removes the share subscription.
 */
export function dataShareAdminRoutes(store: DataShareStore): AdminRoutes {
  return {
    owns: (pathname) => pathname.startsWith(ADMIN_DATASHARE_PREFIX),
    handle: async (exchange) => {
      const pathname = exchange.url.pathname.replace(/\/$/, "");
      if (pathname === `${ADMIN_DATASHARE_PREFIX}page-size`) {
        await pickRoute(PAGE_SIZE_ROUTES, "page-size", exchange.method, ERRORS)(exchange, store);
        return;
      }
      const match = SHARE_PATH.exec(pathname);
      if (match === null) throw ERRORS.notFound(pathname);
      const ref = decodeRef(match);
      await pickRoute(SHARE_ROUTES, match[5] ?? "share", exchange.method, ERRORS)(exchange, store, ref);
    },
  };
}
