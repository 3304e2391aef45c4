/**
 * The environment routes: list and get (Learn, environmentmanagement/environments/
 * list-environments-for-user and get-environment-by-id-for-user), and the copy and restore
 * candidates of a source (environment-copy/get-environment-copy-candidates; restore candidates as
 * the Kiota SDK and the connector describe them: environments, not restore points).
 */
import { sendJson, type JsonObject } from "../http-helpers";
import { filterPredicate, FilterSyntaxError, parseODataFilter, type FilterComparison } from "../odata-filter";
import type { Exchange } from "../service";
import type { PowerPlatformHandler } from "./context";
import { FieldErrors, invalidField } from "./errors";
import { checkTarget, unsupportedPair } from "./guards";
import { environmentOf } from "./lookup";
import { queryValue, validationOf } from "./request";
import type { PowerPlatformEnvironment, PowerPlatformStore } from "./store";
import { environmentReference, environmentToWire } from "./wire";

// The properties list-environments-for-user's `$filter` supports.
const FILTERABLE = ["dataverseId", "type", "geo", "state", "environmentGroupId", "domainName"] as const;

function comparisonTest(comparison: FilterComparison): (wire: JsonObject) => boolean {
  const { field, operator, literal } = comparison;
  if (!(FILTERABLE as readonly string[]).includes(field)) {
    throw invalidField("$filter", `'${field}' cannot be filtered on; use ${FILTERABLE.join(", ")}.`);
  }
  if ((operator !== "eq" && operator !== "ne") || literal.kind !== "string") {
    throw invalidField("$filter", `Only '${field} eq 'text'' and 'ne' comparisons are supported.`);
  }
  return (wire) => (wire[field] === literal.value) === (operator === "eq");
}

function filterOf(exchange: Exchange): (wire: JsonObject) => boolean {
  const text = queryValue(exchange, "$filter");
  if (text === undefined) return () => true;
  try {
    return filterPredicate(parseODataFilter(text), comparisonTest);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalidField("$filter", error.message);
    throw error;
  }
}

function countOf(exchange: Exchange, name: "$top" | "$skip"): number | undefined {
  const text = queryValue(exchange, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw invalidField(name, `${name} must be an integer >= 0.`);
  return Number(text);
}

/** Keeps only the properties `$select` names, when it names any. */
function selected(exchange: Exchange, wire: JsonObject): JsonObject {
  const names = (queryValue(exchange, "$select") ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  if (names.length === 0) return wire;
  return Object.fromEntries(Object.entries(wire).filter(([key]) => names.includes(key)));
}

/** GET /environmentmanagement/environments: `{value, @odata.nextLink}` with ids, $filter, $top and $skip. */
const listEnvironments: PowerPlatformHandler = async (exchange, { store }) => {
  const ids = (queryValue(exchange, "ids") ?? "")
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== "");
  const test = filterOf(exchange);
  const all = store
    .allEnvironments()
    .filter((environment) => ids.length === 0 || ids.includes(environment.id))
    .map(environmentToWire)
    .filter(test);
  const skip = countOf(exchange, "$skip") ?? 0;
  const top = countOf(exchange, "$top");
  const end = top === undefined ? all.length : skip + top;
  const body: JsonObject = { value: all.slice(skip, end).map((wire) => selected(exchange, wire)) };
  if (end < all.length) {
    const next = new URL(`${exchange.baseUrl}${exchange.url.pathname}${exchange.url.search}`);
    next.searchParams.set("$skip", String(end));
    body["@odata.nextLink"] = next.toString();
  }
  sendJson(exchange.res, 200, body);
};

/** GET /environmentmanagement/environments/{id}. */
const getEnvironment: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  sendJson(exchange.res, 200, selected(exchange, environmentToWire(environmentOf(store, id))));
};

/** Whether a copy from `source` into `target` passes the rules that need no body. */
function copyTarget(source: PowerPlatformEnvironment, target: PowerPlatformEnvironment): boolean {
  const errors = new FieldErrors();
  checkTarget(errors, target, "copy");
  return (
    errors.empty &&
    target.id !== source.id &&
    target.geo === source.geo &&
    target.tenantId === source.tenantId &&
    !unsupportedPair(source.kind, target.kind)
  );
}

/** Whether `target` may be restored from `source`'s backups (the source itself included). */
function restoreTarget(source: PowerPlatformEnvironment, target: PowerPlatformEnvironment): boolean {
  const errors = new FieldErrors();
  checkTarget(errors, target, "restore");
  return errors.empty && target.geo === source.geo && target.tenantId === source.tenantId;
}

function candidates(
  test: (source: PowerPlatformEnvironment, target: PowerPlatformEnvironment) => boolean,
): PowerPlatformHandler {
  return async (exchange, { store }, [id = ""]) => {
    validationOf(exchange);
    const source = environmentOf(store, id);
    const noCandidates = source.kind === "Default" || source.kind === "Trial";
    const collection = noCandidates ? [] : candidatesOf(store, source, test);
    sendJson(exchange.res, 200, { collection, continuationToken: null });
  };
}

function candidatesOf(
  store: PowerPlatformStore,
  source: PowerPlatformEnvironment,
  test: (source: PowerPlatformEnvironment, target: PowerPlatformEnvironment) => boolean,
): JsonObject[] {
  return store
    .allEnvironments()
    .filter((target) => test(source, target))
    .map(environmentReference);
}

/** The handlers of the environment routes. */
export const ENVIRONMENT_ROUTES = {
  environments: { GET: listEnvironments },
  environment: { GET: getEnvironment },
  copyCandidates: { GET: candidates(copyTarget) },
  restoreCandidates: { GET: candidates(restoreTarget) },
};
