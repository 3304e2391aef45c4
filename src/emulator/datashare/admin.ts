import { adminMethodNotAllowed } from "../route-table";
import {
  isDateTimeText,
  SYNCHRONIZATION_DETAIL_FIELDS,
  SYNCHRONIZATION_FIELDS,
  type DataShareItem,
  type FieldKinds,
} from "./fields";
import type { DataShareStore, ShareSubscriptionRef } from "./store";
import { isJsonObject, parseJson, readBodyText, sendEmpty, sendJson } from "../http-helpers";
import { ServiceError, type Exchange } from "../service";

/** Prefix of the data share admin routes. */
export const ADMIN_DATASHARE_PREFIX = "/_admin/datashare/";

/** Largest page size the admin route accepts. */
const MAX_PAGE_SIZE = 1000;

/** `/_admin/datashare/{subscriptionId}/{resourceGroupName}/{accountName}/{shareSubscriptionName}[/{part}]`. */
const SHARE_PATH =
  /^\/_admin\/datashare\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)(?:\/(synchronizations|settings))?$/;

function invalid(message: string): ServiceError {
  return new ServiceError(400, "BadRequest", message);
}

function notFound(message: string): ServiceError {
  return new ServiceError(404, "BadRequest_NotFound", message);
}

async function readJson(exchange: Exchange): Promise<unknown> {
  return parseJson(await readBodyText(exchange.req));
}

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
  const decode = (text: string): string => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw invalid(`'${text}' is not a valid path segment.`);
    }
  };
  return {
    subscriptionId: decode(subscriptionId),
    resourceGroupName: decode(resourceGroupName),
    accountName: decode(accountName),
    shareSubscriptionName: decode(shareSubscriptionName),
  };
}

// Replaces the synchronizations (each may carry its `details`); the share subscription is created if new.
async function seedSynchronizations(
  exchange: Exchange,
  store: DataShareStore,
  ref: ShareSubscriptionRef,
): Promise<void> {
  const body = await readJson(exchange);
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
}

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

async function seedSettings(
  exchange: Exchange,
  store: DataShareStore,
  ref: ShareSubscriptionRef,
): Promise<void> {
  const body = await readJson(exchange);
  if (!Array.isArray(body)) throw invalid("The body must be a JSON array of settings.");
  const settings = body.map(checkSetting);
  const current = store.get(ref);
  store.put(ref, {
    synchronizations: current?.synchronizations ?? [],
    details: current?.details ?? new Map(),
    settings,
  });
  sendJson(exchange.res, 201, { count: settings.length });
}

async function pageSize(exchange: Exchange, store: DataShareStore): Promise<void> {
  if (exchange.method === "GET") {
    sendJson(exchange.res, 200, { size: store.pageSize });
    return;
  }
  if (exchange.method !== "POST") throw adminMethodNotAllowed(exchange.method, ["GET", "POST"]);
  const body = await readJson(exchange);
  const size = isJsonObject(body) ? body.size : undefined;
  if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw invalid(`'size' must be an integer from 1 to ${MAX_PAGE_SIZE}.`);
  }
  store.setPageSize(size);
  sendEmpty(exchange.res, 204);
}

/**
 * Answers `/_admin/datashare/...`:
 * - `GET|POST page-size` (`{"size":n}`) reads or sets the page size of every list operation;
 * - `POST {sub}/{rg}/{account}/{share}/synchronizations` replaces the synchronizations (array, each with
 *   optional `details`), creating the share subscription when new;
 * - `POST .../settings` replaces the source share synchronization settings;
 * - `DELETE {sub}/{rg}/{account}/{share}` removes the share subscription.
 */
export async function handleAdminDataShare(exchange: Exchange, store: DataShareStore): Promise<void> {
  const pathname = exchange.url.pathname.replace(/\/$/, "");
  if (pathname === `${ADMIN_DATASHARE_PREFIX}page-size`) {
    await pageSize(exchange, store);
    return;
  }
  const match = SHARE_PATH.exec(pathname);
  if (match === null) throw notFound("No data share admin route matches the request URI.");
  const ref = decodeRef(match);
  const part = match[5];
  if (part === undefined) {
    if (exchange.method !== "DELETE") throw adminMethodNotAllowed(exchange.method, ["DELETE"]);
    if (!store.remove(ref)) throw notFound(`No share subscription '${ref.shareSubscriptionName}'.`);
    sendEmpty(exchange.res, 204);
    return;
  }
  if (exchange.method !== "POST") throw adminMethodNotAllowed(exchange.method, ["POST"]);
  await (part === "synchronizations" ? seedSynchronizations : seedSettings)(exchange, store, ref);
}
