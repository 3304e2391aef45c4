import { randomUUID } from "node:crypto";
import { isGuid } from "../formats";
import { isJsonObject, readJson, sendJson, type JsonObject } from "../http-helpers";
import { OPERATION_OUTCOMES, type LifecycleOperation, type OperationOutcome } from "./operation-entries";
import type { LifecycleEnvironment, LifecycleProject, LifecycleStore } from "./store";
import { environmentIdKey, sameEnvironmentId } from "./environment-id";
import { timingProblem } from "./timing";
import { adminRouteErrors, pickRoute, type RouteTable } from "../route-table";
import { badRequest as invalid, type AdminRoutes, type Exchange } from "../service";

/** Prefix of the lifecycle admin routes. */
const ADMIN_LIFECYCLE_PREFIX = "/_admin/lifecycle/";

type Handler = (exchange: Exchange, store: LifecycleStore) => Promise<void>;

// Names become zip entry and file names, so path separators and control characters are refused.
const ENVIRONMENT_NAME = /^[^\\/:*?"<>|\x00-\x1f]{1,100}$/;

// An application release or build as the metadata writes them (`10.0.20`, `10.0.886.48`).
const VERSION = /^\d+(?:\.\d+){1,3}$/;

/** A JSON object body; `curl -d` sends no JSON media type, so the Content-Type is not checked. */
async function readObject(exchange: Exchange): Promise<JsonObject> {
  const body = await readJson(exchange.req);
  if (!isJsonObject(body)) throw invalid("The body must be a JSON object.");
  return body;
}

/** Refuses properties other than `allowed`: a typo in a test should fail loudly, not be ignored. */
function onlyKeys(body: JsonObject, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw invalid(`Unknown ${what} property '${key}'.`);
  }
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1;
}

// The outcome stays hidden until it is the status, as the status route would show it.
function operationToWire(operation: LifecycleOperation, store: LifecycleStore): JsonObject {
  const { operationActivityId, operationType, projectId, environmentId, sourceEnvironmentId, backupName } =
    operation;
  return {
    operationActivityId,
    operationType,
    projectId,
    environmentId,
    ...(sourceEnvironmentId === undefined ? {} : { sourceEnvironmentId }),
    ...(backupName === undefined ? {} : { backupName }),
    startedAt: new Date(operation.startedAt).toISOString(),
    status: store.statusOf(operation),
  };
}

const listOperations: Handler = async ({ res }, store) => {
  sendJson(res, 200, {
    operations: store.operations().map((operation) => operationToWire(operation, store)),
  });
};

function isOutcome(value: unknown): value is OperationOutcome {
  return typeof value === "string" && (OPERATION_OUTCOMES as readonly string[]).includes(value);
}

const queueOutcome: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, ["status", "count"], "next-outcome");
  const { status, count = 1 } = body;
  if (!isOutcome(status)) throw invalid(`'status' must be one of ${OPERATION_OUTCOMES.join(", ")}.`);
  if (!isPositiveInteger(count)) throw invalid("'count' must be an integer >= 1.");
  sendJson(exchange.res, 200, { queued: store.queueOutcomes(status, count) });
};

const showOutcomes: Handler = async ({ res }, store) =>
  sendJson(res, 200, { queued: store.queuedOutcomes() });

// The timing fields the admin route shows and changes (the daily limit has its own route).
const TIMING_KEYS = ["stepMs", "certificateWindowSeconds", "pageSize", "environmentInfoCalls"] as const;

function timingToWire(store: LifecycleStore): JsonObject {
  return Object.fromEntries(TIMING_KEYS.map((key) => [key, store.timing[key]]));
}

// A partial update: only the properties given change; all are checked before any is applied.
const setTiming: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, TIMING_KEYS, "timing");
  for (const key of TIMING_KEYS) {
    const value = body[key];
    const problem = value === undefined ? undefined : timingProblem(key, value);
    if (problem !== undefined) throw invalid(problem);
  }
  for (const key of TIMING_KEYS) {
    const value = body[key];
    if (typeof value !== "number") continue;
    if (key === "stepMs") store.setStepMs(value);
    else store.timing[key] = value;
  }
  sendJson(exchange.res, 200, timingToWire(store));
};

const showTiming: Handler = async ({ res }, store) => sendJson(res, 200, timingToWire(store));

const setDailyLimit: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, ["limit"], "daily-limit");
  const problem = timingProblem("dailyLimit", body.limit);
  if (problem !== undefined || typeof body.limit !== "number")
    throw invalid("'limit' must be an integer >= 0.");
  store.timing.dailyLimit = body.limit;
  sendJson(exchange.res, 200, { limit: store.timing.dailyLimit });
};

const showDailyLimit: Handler = async ({ res }, store) =>
  sendJson(res, 200, { limit: store.timing.dailyLimit });

function parseEnvironment(value: unknown): LifecycleEnvironment {
  if (!isJsonObject(value)) throw invalid("Each environment must be a JSON object.");
  onlyKeys(
    value,
    ["environmentId", "name", "type", "applicationRelease", "applicationBuildVersion"],
    "environment",
  );
  const { environmentId, name, type, applicationRelease, applicationBuildVersion } = value;
  if (typeof environmentId !== "string" || !isGuid(environmentId)) {
    throw invalid("Each environment's 'environmentId' must be a GUID.");
  }
  if (typeof name !== "string" || !ENVIRONMENT_NAME.test(name)) {
    throw invalid("Each environment's 'name' must be 1 to 100 characters, without path separators.");
  }
  if (type !== "Production" && type !== "Sandbox") {
    throw invalid("Each environment's 'type' must be 'Production' or 'Sandbox'.");
  }
  return {
    environmentId,
    name,
    type,
    ...versionField("applicationRelease", applicationRelease),
    ...versionField("applicationBuildVersion", applicationBuildVersion),
  };
}

// Absent: the default release (application-release.ts); null: the metadata reports none.
function versionField(key: string, value: unknown): Record<string, string | null> {
  if (value === undefined) return {};
  if (value !== null && (typeof value !== "string" || !VERSION.test(value))) {
    throw invalid(`Each environment's '${key}' must be a version such as '10.0.41', or null.`);
  }
  return { [key]: value };
}

function parseProject(body: JsonObject): LifecycleProject {
  onlyKeys(body, ["projectId", "environments"], "project");
  const { projectId, environments } = body;
  if (!isPositiveInteger(projectId)) throw invalid("'projectId' must be a positive integer.");
  if (!Array.isArray(environments)) throw invalid("'environments' must be an array.");
  const parsed = environments.map(parseEnvironment);
  const ids = new Set(parsed.map((env) => environmentIdKey(env.environmentId)));
  if (ids.size !== parsed.length) throw invalid("An environmentId appears twice in the project.");
  return { projectId, environments: parsed };
}

const putProject: Handler = async (exchange, store) => {
  const project = parseProject(await readObject(exchange));
  store.putProject(project);
  sendJson(exchange.res, 201, project);
};

const listProjects: Handler = async ({ res }, store) => sendJson(res, 200, { projects: store.projects() });

// An operation done by hand in the service: it shows in the history and counts against the allowance.
const addManualOperation: Handler = async (exchange, store) => {
  const body = await readObject(exchange);
  onlyKeys(body, ["projectId", "environmentId", "type", "startedAt", "endedAt", "status"], "history");
  const { projectId, environmentId, type = "ApplicationHotfix", startedAt, endedAt, status } = body;
  if (!isPositiveInteger(projectId) || store.project(projectId) === undefined) {
    throw invalid("'projectId' must name a project of the emulator.");
  }
  const environment = store
    .project(projectId)
    ?.environments.find(
      (env) => typeof environmentId === "string" && sameEnvironmentId(env.environmentId, environmentId),
    );
  if (environment === undefined) throw invalid("'environmentId' must name an environment of the project.");
  if (typeof type !== "string" || type === "") throw invalid("'type' must be a non-empty string.");
  if (startedAt !== undefined && typeof startedAt !== "string") {
    throw invalid("'startedAt' must be an ISO 8601 date and time.");
  }
  const at = startedAt === undefined ? store.now() : Date.parse(startedAt);
  if (Number.isNaN(at)) throw invalid("'startedAt' must be an ISO 8601 date and time.");
  const ended = typeof endedAt === "string" ? Date.parse(endedAt) : endedAt === undefined ? null : Number.NaN;
  if (ended !== null && (Number.isNaN(ended) || ended < at)) {
    throw invalid("'endedAt' must be an ISO 8601 date and time, not before 'startedAt'.");
  }
  if (status !== undefined && (typeof status !== "string" || status === "")) {
    throw invalid("'status' must be a non-empty string.");
  }
  const operation = {
    projectId,
    environmentId: environment.environmentId,
    type,
    typeDisplay: type,
    name: `${type} started by hand`,
    activityId: randomUUID(),
    startedAt: at,
    endedAt: ended,
    // Running until it ends: an operation with no end holds the environment (checks.ts checkNotBusy).
    status: status ?? (ended === null ? "InProgress" : "Completed"),
  };
  store.addManualOperation(operation);
  sendJson(exchange.res, 201, {
    ...operation,
    startedAt: new Date(at).toISOString(),
    endedAt: ended === null ? null : new Date(ended).toISOString(),
  });
};

const ROUTES: RouteTable<Handler> = {
  history: { POST: addManualOperation },
  operations: { GET: listOperations },
  "next-outcome": { GET: showOutcomes, POST: queueOutcome },
  timing: { GET: showTiming, POST: setTiming },
  "daily-limit": { GET: showDailyLimit, POST: setDailyLimit },
  projects: { GET: listProjects, POST: putProject },
};

const ERRORS = adminRouteErrors("lifecycle admin route");

/**
 * The lifecycle admin routes, under `/_admin/lifecycle/`:
 * - `GET operations`: every started operation with its status now, in start order;
 * - `POST next-outcome` (`{"status","count"?}`): the next `count` operations end in that status;
 * - `POST timing` (`{"stepMs"?,"certificateWindowSeconds"?,"pageSize"?,"environmentInfoCalls"?}`):
 *   partial update, answers the timing;
 * - `POST daily-limit` (`{"limit"}`): operations per environment per UTC day;
 * - `POST projects` (`{"projectId","environments":[...]}`): adds or replaces a project; each
 *   environment `{"environmentId","name","type","applicationRelease"?,"applicationBuildVersion"?}`
 *   (a release or build of null: the metadata reports none);
 * - `POST history` (`{"projectId","environmentId","type"?,"startedAt"?,"endedAt"?,"status"?}`): an
 *   operation started by hand in the service (now by default): it shows in the history and counts
 *   against the allowance; with no `endedAt` it runs (`InProgress`) and holds the environment busy,
 *   with one it is `Completed` unless `status` says otherwise.
 * Each but `history` also answers GET with its current value.
 */
export function lifecycleAdminRoutes(store: LifecycleStore): AdminRoutes {
  return {
    owns: (pathname) => pathname.startsWith(ADMIN_LIFECYCLE_PREFIX),
    handle: async (exchange) => {
      const name = exchange.url.pathname.replace(/\/$/, "").slice(ADMIN_LIFECYCLE_PREFIX.length);
      await pickRoute(ROUTES, name, exchange.method, ERRORS)(exchange, store);
    },
  };
}
