/**
 * The three read routes of the lifecycle service: environment metadata of a project
 * (`environmentinfo/v1/detail/...`), an environment's history (`environmentinfo/v1/history/...`)
 * and the project's database backups (`databasemovement/v1/databases/...`), as
 * MicrosoftDocs/dynamics-365-unified-operations-public shows them:
 * - lifecycle-services/api/v1/reference-environment-metadata.md: paged (`?page=`,
 *   `ResultPageCurrent`, `ResultHasMorePages`), filters `environmentId` and `environmentName`,
 *   6 calls per project per minute;
 * - lifecycle-services/api/v1/reference-environment-history.md: paged likewise, 6 calls per
 *   environment per 30 seconds and 6 per project per minute;
 * - database/api/v1/reference-list-backups.md: the whole list in `DatabaseAssets`, no paging and
 *   no rate limit shown.
 * Over a limit: 429 with `Retry-After` in seconds.
 */
import { randomUUID } from "node:crypto";
import { sendJson } from "../http-helpers";
import { resolveEnvironment, resolveProject } from "./checks";
import { environmentInfoTooSoon, LIFECYCLE_VERSION_EOL, refused, serviceTime } from "./envelope";
import { environmentIdKey, sameEnvironmentId } from "./environment-id";
import type { LifecycleHandler } from "./operations";
import { applicationBuild, applicationRelease } from "./application-release";
import { HISTORY_TYPES, type LifecycleOperation, type ManualOperation } from "./operation-entries";
import type {
  CallWindow,
  DatabaseBackup,
  LifecycleEnvironment,
  LifecycleProject,
  LifecycleStore,
} from "./store";
import type { Exchange } from "../service";

const MINUTE_MS = 60_000;

/** Refuses the call with a 429 when one of its windows is full; counts it otherwise. */
function admit(store: LifecycleStore, windows: readonly CallWindow[], limit: string): void {
  const waitMs = store.admitCall(windows);
  if (waitMs > 0) throw environmentInfoTooSoon(waitMs, limit);
}

/** The `?page=` asked for: 1 when absent; refused unless a positive integer. */
function pageAsked(exchange: Exchange): number {
  const text = exchange.url.searchParams.get("page");
  if (text === null || text === "") return 1;
  const page = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(page) || page < 1) {
    throw refused(`The page '${text}' is not valid: it must be a positive integer.`);
  }
  return page;
}

/** One page of `items` in the paged envelope of the environment information routes. */
function sendPage(exchange: Exchange, store: LifecycleStore, items: readonly unknown[]): void {
  const page = pageAsked(exchange);
  const size = store.timing.pageSize;
  sendJson(exchange.res, 200, {
    ResultPageCurrent: page,
    ResultHasMorePages: page * size < items.length,
    Data: items.slice((page - 1) * size, page * size),
    IsSuccess: true,
    OperationActivityId: randomUUID(),
    ErrorMessage: null,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  });
}

// Values the emulator gives every environment where the real service reports its deployment.
function environmentToWire(project: LifecycleProject, env: LifecycleEnvironment, now: number) {
  const production = env.type === "Production";
  const release = applicationRelease(env);
  return {
    EnvironmentId: env.environmentId,
    EnvironmentName: env.name,
    ProjectId: project.projectId,
    EnvironmentInfrastructure: "MicrosoftManaged",
    EnvironmentType: env.type,
    EnvironmentGroup: "Primary",
    EnvironmentProduct: "Finance and Operations",
    EnvironmentEndpointBaseUrl: `https://${env.name}.operations.invalid/`,
    DeploymentState: "Finished",
    TopologyDisplayName: `Finance and Operations - ${production ? "High Availability" : "Sandbox"}${release === null ? "" : ` (${release})`}`,
    CurrentApplicationBuildVersion: applicationBuild(env),
    CurrentApplicationReleaseName: release,
    CurrentPlatformReleaseName: "Update65",
    CurrentPlatformVersion: "7.0.7198.49",
    DeployedOnUTC: new Date(now - 30 * 24 * 60 * MINUTE_MS).toUTCString(),
    CloudStorageLocation: "East US",
    DisasterRecoveryLocation: "West US",
    DeploymentStatusDisplay: "Deployed",
    CanStart: false,
    CanStop: false,
  };
}

const listEnvironments: LifecycleHandler = (exchange, store, [projectText = ""]) => {
  const project = resolveProject(store, projectText);
  admit(
    store,
    [{ key: `detail/${project.projectId}`, windowMs: MINUTE_MS }],
    `${store.timing.environmentInfoCalls} calls for each project per minute`,
  );
  const byId = exchange.url.searchParams.get("environmentId") ?? undefined;
  const byName = exchange.url.searchParams.get("environmentName")?.toLowerCase();
  const environments = project.environments.filter(
    (env) =>
      (byId === undefined || sameEnvironmentId(env.environmentId, byId)) &&
      (byName === undefined || env.name.toLowerCase() === byName),
  );
  const now = store.now();
  sendPage(
    exchange,
    store,
    environments.map((env) => environmentToWire(project, env, now)),
  );
};

/** The history's entry for an operation the API started. */
function operationToHistory(
  operation: LifecycleOperation,
  project: LifecycleProject,
  store: LifecycleStore,
): Record<string, unknown> {
  const refresh = operation.operationType === "Refresh";
  const sourceId = operation.sourceEnvironmentId;
  const source = project.environments.find(
    (env) => sourceId !== undefined && sameEnvironmentId(env.environmentId, sourceId),
  );
  const completed = store.completionOf(operation);
  return {
    Name: refresh
      ? `Database refresh from ${source?.name ?? "another environment"}`
      : `Database export ${operation.backupName ?? ""}`,
    Type: HISTORY_TYPES[operation.operationType],
    TypeDisplay: refresh ? "Database refresh" : "Database export",
    StartDateTimeUtc: serviceTime(operation.startedAt),
    EndDateTimeUtc: completed === null ? null : serviceTime(Date.parse(completed)),
    Status: store.statusOf(operation),
    ActivityId: operation.operationActivityId,
    EnvironmentId: operation.environmentId,
    ProjectId: operation.projectId,
  };
}

function manualToHistory(operation: ManualOperation): Record<string, unknown> {
  return {
    Name: operation.name,
    Type: operation.type,
    TypeDisplay: operation.typeDisplay,
    StartDateTimeUtc: serviceTime(operation.startedAt),
    EndDateTimeUtc: operation.endedAt === null ? null : serviceTime(operation.endedAt),
    Status: operation.status,
    ActivityId: operation.activityId,
    EnvironmentId: operation.environmentId,
    ProjectId: operation.projectId,
  };
}

const environmentHistory: LifecycleHandler = (exchange, store, [projectText = "", environmentId = ""]) => {
  const project = resolveProject(store, projectText);
  const environment = resolveEnvironment(project, environmentId);
  const calls = store.timing.environmentInfoCalls;
  admit(
    store,
    [
      {
        key: `history/${project.projectId}/${environmentIdKey(environment.environmentId)}`,
        windowMs: 30_000,
      },
      { key: `history/${project.projectId}`, windowMs: MINUTE_MS },
    ],
    `${calls} calls for each environment per 30 seconds and ${calls} for each project per minute`,
  );
  const entries = [
    ...store
      .operations()
      .filter(
        (op) =>
          op.projectId === project.projectId &&
          sameEnvironmentId(op.environmentId, environment.environmentId),
      )
      .map((op) => ({ at: op.startedAt, wire: operationToHistory(op, project, store) })),
    ...store
      .manualOperations(project.projectId, environment.environmentId)
      .map((op) => ({ at: op.startedAt, wire: manualToHistory(op) })),
  ];
  // Newest first, as the page's example lists them.
  entries.sort((a, b) => b.at - a.at);
  sendPage(
    exchange,
    store,
    entries.map((entry) => entry.wire),
  );
};

function backupToWire(backup: DatabaseBackup): Record<string, unknown> {
  return {
    Id: backup.id,
    ProjectId: backup.projectId,
    OrganizationId: 1,
    Name: backup.name,
    FileName: backup.fileName,
    FileDescription: "",
    // A signed download address in the real service; here one under a reserved name that leads nowhere.
    FileLocation: `https://assets.invalid/project/${backup.projectId}/${backup.id}/${encodeURIComponent(backup.fileName)}?sig=emulator`,
    ModifiedDateTime: serviceTime(backup.createdAt),
    CreatedDateTime: serviceTime(backup.createdAt),
    CreatedByName: null,
    ModifiedByName: null,
  };
}

const listBackups: LifecycleHandler = (exchange, store, [projectText = ""]) => {
  const project = resolveProject(store, projectText);
  sendJson(exchange.res, 200, {
    DatabaseAssets: store.backups(project.projectId).map(backupToWire),
    IsSuccess: true,
    OperationActivityId: randomUUID(),
    ErrorMessage: null,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  });
};

/** The handlers of the three read routes, by route name and method. */
export const ENVIRONMENT_INFO_ROUTES = {
  detail: { GET: listEnvironments },
  history: { GET: environmentHistory },
  databases: { GET: listBackups },
};
