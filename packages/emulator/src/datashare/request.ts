import { badRequest, DataShareError } from "./error";
import type { ShareSubscriptionRef } from "./store";
import { decodeSegment, isJsonObject, mediaTypeOf, parseJson } from "../http-helpers";
import type { Exchange } from "../service";

/** The only `api-version` the data share spec shows. */
export const DATASHARE_API_VERSION = "2021-08-01";

/** The three list operations, in their canonical spelling. */
const DATASHARE_OPERATIONS = [
  "listSynchronizations",
  "listSynchronizationDetails",
  "listSourceShareSynchronizationSettings",
] as const;

/** One of {@link DATASHARE_OPERATIONS}. */
export type DataShareOperation = (typeof DATASHARE_OPERATIONS)[number];

/** A parsed data share path. */
export interface DataSharePath {
  readonly ref: ShareSubscriptionRef;
  readonly operation: DataShareOperation;
}

/**
 * Whose names a request uses: Microsoft's provider namespace (`Microsoft.DataShare`, Azure/azure-rest-api-specs
 * specification/datashare/resource-manager/Microsoft.DataShare/stable/2021-08-01/DataShare.json, its paths)
 * or the spec's (`Platform.DataShare`).
 */
export type DataShareNaming = "microsoft" | "spec";

/** The options of a list request, as the query gives them. */
export interface ListQuery {
  readonly filter?: string;
  readonly orderby?: string;
  readonly skipToken?: string;
}

/** Path prefix of the data share service. */
export const DATASHARE_PATH_PREFIX = "/subscriptions/";

// Segment names are case-insensitive in the real service; the captured names keep their case. The
// provider namespace is Microsoft's or the spec's; which ones a service takes is its naming's choice.
const PATH =
  /^\/subscriptions\/([^/]+)\/resourceGroups\/([^/]+)\/providers\/(?:Platform|Microsoft)\.DataShare\/accounts\/([^/]+)\/shareSubscriptions\/([^/]+)\/([^/]+?)\/?$/i;

// Azure Resource Manager routes `/subscriptions/{id}[/resourceGroups/{name}]/providers/{namespace}/...`
// to the resource provider the namespace names.
const NAMESPACE = /^\/subscriptions\/[^/]+(?:\/resourceGroups\/[^/]+)?\/providers\/([^/]+)/i;

/** The resource provider namespace a path names, as sent (decoded), or undefined when it names none. */
export function providerNamespaceOf(pathname: string): string | undefined {
  const raw = NAMESPACE.exec(pathname)?.[1];
  return raw === undefined ? undefined : decodeSegment(raw);
}

/** Whose names the path uses: Microsoft's when it names `Microsoft.DataShare` (any letter case), else the spec's. */
export function namingOfPath(pathname: string): DataShareNaming {
  return providerNamespaceOf(pathname)?.toLowerCase() === "microsoft.datashare" ? "microsoft" : "spec";
}

/** Parses `{prefix}/{operation}`, or returns undefined when the path is not one of the three operations. */
export function parseDataSharePath(pathname: string): DataSharePath | undefined {
  const match = PATH.exec(pathname);
  if (match === null) return undefined;
  const [, subscriptionId = "", resourceGroupName = "", accountName = "", share = "", op = ""] = match;
  const operation = DATASHARE_OPERATIONS.find((name) => name.toLowerCase() === op.toLowerCase());
  if (operation === undefined) return undefined;
  const ref = {
    subscriptionId: decodeSegment(subscriptionId),
    resourceGroupName: decodeSegment(resourceGroupName),
    accountName: decodeSegment(accountName),
    shareSubscriptionName: decodeSegment(share),
  };
  return { ref, operation };
}

/** The subscription id of any path under `/subscriptions/`, for the per-subscription read allowance. */
export function subscriptionOfPath(pathname: string): string {
  return decodeSegment(/^\/subscriptions\/([^/]+)/i.exec(pathname)?.[1] ?? "");
}

/** Checks `api-version`: missing → `MissingApiVersionParameter`, another value → `InvalidApiVersionParameter`. */
export function requireApiVersion(url: URL): void {
  const version = url.searchParams.get("api-version");
  if (version === null || version === "") {
    throw badRequest(
      "MissingApiVersionParameter",
      "The api-version query parameter (?api-version=) is required for all requests.",
      "api-version",
    );
  }
  if (version !== DATASHARE_API_VERSION) {
    throw badRequest(
      "InvalidApiVersionParameter",
      `The api-version '${version}' is invalid. The supported version is '${DATASHARE_API_VERSION}'.`,
      "api-version",
    );
  }
}

/** Reads `$filter`, `$orderby` and `$skipToken`; the settings operation accepts only `$skipToken`. */
export function readListQuery(url: URL, operation: DataShareOperation): ListQuery {
  const query: { filter?: string; orderby?: string; skipToken?: string } = {};
  const filter = url.searchParams.get("$filter");
  const orderby = url.searchParams.get("$orderby");
  const skipToken = url.searchParams.get("$skipToken");
  if (operation === "listSourceShareSynchronizationSettings") {
    if (filter !== null)
      throw badRequest("InvalidFilter", `${operation} does not accept $filter.`, "$filter");
    if (orderby !== null) {
      throw badRequest("InvalidOrderBy", `${operation} does not accept $orderby.`, "$orderby");
    }
  }
  if (filter !== null) query.filter = filter;
  if (orderby !== null) query.orderby = orderby;
  if (skipToken !== null) query.skipToken = skipToken;
  return query;
}

function invalidContent(message: string, target: string): DataShareError {
  return badRequest("InvalidRequestContent", message, target);
}

/**
 * The `synchronizationId` of a listSynchronizationDetails body, or undefined when there is no body (a
 * next-link POST). A body that is not a JSON object, or whose `synchronizationId` is not a string, is a 400.
 */
export function readSynchronizationId(exchange: Exchange, text: string): string | undefined {
  if (text.trim() === "") return undefined;
  const mediaType = mediaTypeOf(exchange.req);
  if (mediaType !== undefined && mediaType !== "application/json") {
    throw new DataShareError(415, "UnsupportedMediaType", "Content-Type must be application/json.", "body");
  }
  const value = parseJson(text, () => invalidContent("The request body is not valid JSON.", "body"));
  if (!isJsonObject(value)) throw invalidContent("The request body must be a JSON object.", "body");
  const id = value.synchronizationId;
  if (id === undefined) return undefined;
  if (typeof id !== "string" || id === "") {
    throw invalidContent("'synchronizationId' must be a non-empty string.", "synchronizationId");
  }
  return id;
}
