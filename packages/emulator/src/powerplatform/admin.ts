import { isDateTimeText, isGuid } from "../formats";
import { isJsonObject, readJson, sendEmpty, sendJson, type JsonObject } from "../http-helpers";
import { adminRouteErrors, pickRoute, type RouteTable } from "../route-table";
import { badRequest as invalid, type AdminRoutes, type Exchange } from "../service";
import { DAYS_OF_WEEK, UPDATE_CADENCES } from "./finops-routes";
import { ENVIRONMENT_KINDS, isEnvironmentKind } from "./kinds";
import { QUEUEABLE_OUTCOMES, type OperationOutcome } from "./progress";
import { makeEnvironment } from "./seed";
import type { PowerPlatformEnvironment, PowerPlatformStore } from "./store";
import { timingProblem } from "./timing";
import { backupToWire, environmentToWire, operationToWire } from "./wire";

/** Who a backup staged through the admin routes was taken by (a placeholder user). */
const ADMIN_USER_ID = "00000000-0000-4000-8000-0000000000ad";

/** Prefix of the Power Platform admin routes. */
const PREFIX = "/_admin/powerplatform/";

type Handler = (exchange: Exchange, store: PowerPlatformStore) => Promise<void>;

async function readObject(exchange: Exchange): Promise<JsonObject> {
  const body = await readJson(exchange.req);
  if (!isJsonObject(body)) throw invalid("The body must be a JSON object.");
  return body;
}

function onlyKeys(body: JsonObject, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) throw invalid(`Unknown ${what} property '${key}'.`);
}

function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw invalid(`'${key}' must be a non-empty string.`);
  return value;
}

const ENVIRONMENT_KEYS = [
  "id",
  "displayName",
  "kind",
  "domainName",
  "geo",
  "azureRegion",
  "tenantId",
  "securityGroupId",
  "finOpsId",
  "finOpsVersion",
  "adminMode",
  "backgroundOperationsState",
  "maintenance",
];

function parseMaintenance(value: unknown): PowerPlatformEnvironment["maintenance"] | undefined {
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) throw invalid("'maintenance' must be an object {cadence, days}.");
  const { cadence, days } = value;
  if (typeof cadence !== "string" || !UPDATE_CADENCES.includes(cadence)) {
    throw invalid(`'maintenance.cadence' must be one of ${UPDATE_CADENCES.join(", ")}.`);
  }
  if (!Array.isArray(days) || days.some((day) => typeof day !== "string" || !DAYS_OF_WEEK.includes(day))) {
    throw invalid(`'maintenance.days' must list days among ${DAYS_OF_WEEK.join(", ")}.`);
  }
  return { cadence, days: days as string[] };
}

function parseState(
  body: JsonObject,
  key: "adminMode" | "backgroundOperationsState",
): "Enabled" | "Disabled" | undefined {
  const value = body[key];
  if (value === undefined || value === "Enabled" || value === "Disabled") return value;
  throw invalid(`'${key}' must be 'Enabled' or 'Disabled'.`);
}

function parseEnvironment(value: unknown): PowerPlatformEnvironment {
  if (!isJsonObject(value)) throw invalid("Each environment must be a JSON object.");
  onlyKeys(value, ENVIRONMENT_KEYS, "environment");
  const { id, kind, securityGroupId, finOpsId, finOpsVersion } = value;
  if (typeof id !== "string" || !isGuid(id)) throw invalid("Each environment's 'id' must be a GUID.");
  if (!isEnvironmentKind(kind))
    throw invalid(`Each environment's 'kind' must be one of ${ENVIRONMENT_KINDS.join(", ")}.`);
  const displayName = optionalString(value, "displayName") ?? "environment";
  for (const [key, text] of [
    ["securityGroupId", securityGroupId],
    ["finOpsId", finOpsId],
  ] as const) {
    if (text !== undefined && text !== null && (typeof text !== "string" || !isGuid(text)))
      throw invalid(`'${key}' must be a GUID or null.`);
  }
  if (
    finOpsVersion !== undefined &&
    finOpsVersion !== null &&
    (typeof finOpsVersion !== "string" || !/^\d+(\.\d+){1,3}$/.test(finOpsVersion))
  ) {
    throw invalid("'finOpsVersion' must be a version such as '10.0.46.12', or null.");
  }
  const given: { -readonly [K in "domainName" | "geo" | "azureRegion" | "tenantId"]?: string } = {};
  for (const key of ["domainName", "geo", "azureRegion", "tenantId"] as const) {
    const text = optionalString(value, key);
    if (text !== undefined) given[key] = text;
  }
  const adminMode = parseState(value, "adminMode");
  const background = parseState(value, "backgroundOperationsState");
  const maintenance = parseMaintenance(value.maintenance);
  return makeEnvironment({
    id: id.toLowerCase(),
    displayName,
    kind,
    ...given,
    ...(securityGroupId === undefined ? {} : { securityGroupId: securityGroupId as string | null }),
    ...(finOpsId === undefined ? {} : { finOpsId: finOpsId as string | null }),
    ...(finOpsVersion === undefined ? {} : { finOpsVersion: finOpsVersion }),
    ...(adminMode === undefined ? {} : { adminMode }),
    ...(background === undefined ? {} : { backgroundOperationsState: background }),
    ...(maintenance === undefined ? {} : { maintenance }),
  });
}

// One environment or an array; all are checked before any is put.
const putEnvironments: Handler = async (exchange, store) => {
  const body = await readJson(exchange.req);
  const parsed = (Array.isArray(body) ? body : [body]).map(parseEnvironment);
  for (const environment of parsed) store.putEnvironment(environment);
  sendJson(exchange.res, 201, { environments: parsed.map(environmentToWire) });
};

const listEnvironments: Handler = async ({ res }, store) => {
  store.settle();
  sendJson(res, 200, {
    environments: store
      .allEnvironments()
      .map((environment) => ({ kind: environment.kind, ...environmentToWire(environment) })),
  });
};

const clearEnvironments: Handler = async ({ res }, store) => {
  store.clearEnvironments();
  sendEmpty(res, 204);
};

const putBackup: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, ["environmentId", "id", "label", "backupPointDateTime"], "backup");
  const environmentId = optionalString(body, "environmentId") ?? "";
  const environment = store.environment(environmentId);
  if (environment === undefined) throw invalid("'environmentId' must name an environment of the emulator.");
  const id = optionalString(body, "id");
  if (id !== undefined && !isGuid(id)) throw invalid("'id' must be a GUID.");
  const point = optionalString(body, "backupPointDateTime");
  if (point !== undefined && !isDateTimeText(point))
    throw invalid("'backupPointDateTime' must be an ISO 8601 date and time.");
  const backup = store.putBackup({
    environmentId: environment.id,
    label: optionalString(body, "label") ?? "staged backup",
    pointAt: point === undefined ? store.now() : Date.parse(point),
    createdBy: {
      userId: ADMIN_USER_ID,
      displayName: "admin route",
      tenantId: environment.tenantId,
      type: "User",
    },
    ...(id === undefined ? {} : { id }),
  });
  sendJson(exchange.res, 201, backupToWire(backup));
};

const listOperations: Handler = async ({ res }, store) => {
  sendJson(res, 200, {
    operations: store.operations().map((op) => ({
      ...operationToWire(op, store.progressOf(op), store),
      sourceEnvironmentId: op.sourceEnvironmentId,
      validateOnly: op.validateOnly,
    })),
  });
};

function isQueueable(value: unknown): value is OperationOutcome {
  return typeof value === "string" && (QUEUEABLE_OUTCOMES as readonly string[]).includes(value);
}

const queueOutcome: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, ["status", "count"], "next-outcome");
  const { status, count = 1 } = body;
  if (!isQueueable(status)) throw invalid(`'status' must be one of ${QUEUEABLE_OUTCOMES.join(", ")}.`);
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 1)
    throw invalid("'count' must be an integer >= 1.");
  sendJson(exchange.res, 200, { queued: store.queueOutcomes(status, count) });
};

const showOutcomes: Handler = async ({ res }, store) =>
  sendJson(res, 200, { queued: store.queuedOutcomes() });

const TIMING_KEYS = ["stepMs", "callsPerMinute"] as const;

const setTiming: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, TIMING_KEYS, "timing");
  for (const key of TIMING_KEYS) {
    const problem = body[key] === undefined ? undefined : timingProblem(key, body[key]);
    if (problem !== undefined) throw invalid(problem);
  }
  const { stepMs, callsPerMinute } = body;
  if (typeof stepMs === "number") store.setStepMs(stepMs);
  if (typeof callsPerMinute === "number") store.timing.callsPerMinute = callsPerMinute;
  sendJson(exchange.res, 200, { ...store.timing });
};

const showTiming: Handler = async ({ res }, store) => sendJson(res, 200, { ...store.timing });

const ROUTES: RouteTable<Handler> = {
  environments: { GET: listEnvironments, POST: putEnvironments, DELETE: clearEnvironments },
  backups: { POST: putBackup },
  operations: { GET: listOperations },
  "next-outcome": { GET: showOutcomes, POST: queueOutcome },
  timing: { GET: showTiming, POST: setTiming },
};

const ERRORS = adminRouteErrors("Power Platform admin route");

/**
 * The Power Platform admin routes, under `/_admin/powerplatform/`:
 * - `POST environments` (one environment or an array: `{"id","kind","displayName"?, "domainName"?,
 *   "geo"?, "azureRegion"?, "tenantId"?, "securityGroupId"?, "finOpsId"?, "finOpsVersion"?,
 *   "adminMode"?, "backgroundOperationsState"?, "maintenance"?: {"cadence","days"}}`): adds or
 *   replaces environments; `GET` lists them with their kind; `DELETE` removes them all, with their
 *   operations and backups (an empty tenant to stage from);
 * - `POST backups` (`{"environmentId","label"?,"id"?,"backupPointDateTime"?}`): stages a manual backup;
 * - `GET operations`: every operation with its status now, its source and whether it only validated;
 * - `POST next-outcome` (`{"status":"Succeeded"|"Failed","count"?}`): how the next operations end;
 * - `POST timing` (`{"stepMs"?,"callsPerMinute"?}`): partial update, answers the timing.
 * `next-outcome` and `timing` also answer GET with their current value.
 */
export function powerPlatformAdminRoutes(store: PowerPlatformStore): AdminRoutes {
  return {
    owns: (pathname) => pathname.startsWith(PREFIX),
    handle: async (exchange) => {
      const name = exchange.url.pathname.replace(/\/$/, "").slice(PREFIX.length);
      await pickRoute(ROUTES, name, exchange.method, ERRORS)(exchange, store);
    },
  };
}
