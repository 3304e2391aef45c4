import { headerValue } from "../http-helpers";
import { applicationBuild, applicationRelease } from "./application-release";
import { refused, serviceTime, WebApiError } from "./envelope";
import { sameEnvironmentId } from "./environment-id";
import type { LifecycleRouteName } from "./routes";
import type { LifecycleEnvironment, LifecycleProject, LifecycleStore } from "./store";
import type { Exchange, ServiceNaming } from "../service";

/** The version (`x-ms-version`, the spec's `x-svc-version`) the routes of {@link VERSIONED_ROUTES} require. */
export const LIFECYCLE_API_VERSION = "2017-09-15";

const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/**
 * The routes that require the version header, by naming. Microsoft's pages list `'x-ms-version':
 * '2017-09-15' (required)` under "Request headers" for each route but the export
 * (MicrosoftDocs/dynamics-365-unified-operations-public articles/fin-ops-core/dev-itpro/database/api/v1/
 * reference-create-refresh.md, reference-get-status.md, reference-list-backups.md, and
 * lifecycle-services/api/v1/reference-download-rsat-certificate.md, reference-environment-metadata.md,
 * reference-environment-history.md; reference-create-export.md lists none). The spec lists it for the
 * certificate fetch and the refresh, none for the export, and has no status route: the status route
 * accepts it without requiring it unless only Microsoft's names are served.
 */
const VERSIONED_ROUTES: Readonly<Record<ServiceNaming, ReadonlySet<LifecycleRouteName>>> = {
  both: new Set(["rsatdownload", "refresh", "detail", "history", "databases"]),
  microsoft: new Set(["rsatdownload", "refresh", "fetchstatus", "detail", "history", "databases"]),
};

/**
 * Refuses a request of a route that requires the version without it. Under both namings either
 * `x-ms-version` or `x-svc-version` at 2017-09-15 will do, and a request without one is refused as the
 * spec refuses an action (200, `IsSuccess` false). Under Microsoft's alone only `x-ms-version` counts;
 * what the service answers without it is not documented: a 400 in ASP.NET Web API's `{"Message"}` body
 * naming the header is chosen, the body the service's framework answers a request it refuses before
 * the operation with.
 */
export function requireVersion(exchange: Exchange, route: LifecycleRouteName, naming: ServiceNaming): void {
  if (!VERSIONED_ROUTES[naming].has(route)) return;
  const given = (name: string) => headerValue(exchange.req, name)?.trim() === LIFECYCLE_API_VERSION;
  if (naming === "microsoft") {
    if (given("x-ms-version")) return;
    throw new WebApiError(
      400,
      `The request is invalid. The 'x-ms-version' header is required and must be '${LIFECYCLE_API_VERSION}'.`,
    );
  }
  if (given("x-ms-version") || given("x-svc-version")) return;
  throw refused(
    `The x-ms-version (or x-svc-version) header is required and must be ${LIFECYCLE_API_VERSION}.`,
  );
}

/** The project a path names; refused when the id is not a positive integer or the project is unknown. */
export function resolveProject(store: LifecycleStore, projectText: string): LifecycleProject {
  const projectId = Number(projectText);
  if (!/^\d+$/.test(projectText) || !Number.isSafeInteger(projectId) || projectId < 1) {
    throw refused(`The project id '${projectText}' is not valid: it must be a positive integer.`);
  }
  const project = store.project(projectId);
  if (project === undefined) {
    throw refused(`Project ${projectId} was not found, or the user is not a member of it.`);
  }
  return project;
}

/**
 * The environment of the project with that id (any letter case, with or without hyphens); refused
 * when there is none.
 */
export function resolveEnvironment(project: LifecycleProject, environmentId: string): LifecycleEnvironment {
  const environment = project.environments.find((env) => sameEnvironmentId(env.environmentId, environmentId));
  if (environment === undefined) {
    throw refused(`Environment ${environmentId} was not found in project ${project.projectId}.`);
  }
  return environment;
}

/** Refuses a backup name the service would not accept as a file name. */
export function checkBackupName(backupName: string): void {
  if (!BACKUP_NAME.test(backupName)) {
    throw refused(
      "The backup name may hold only letters, digits, '-', '_' and '.', must start with a letter or digit, and may be at most 100 characters long.",
    );
  }
}

/**
 * Refuses a refresh or export once the environment has started its allowance in the last 24 hours,
 * each start counted for 24 hours from itself. The wording is the one the service documents
 * (dbmovement-api-throttling.md in MicrosoftDocs/dynamics-365-unified-operations-public), with the
 * oldest start that still counts.
 */
export function checkDailyLimit(
  store: LifecycleStore,
  projectId: number,
  environment: LifecycleEnvironment,
): void {
  const limit = store.timing.dailyLimit;
  const starts = store.startsInLastDay(projectId, environment.environmentId);
  if (starts.length >= limit) {
    const from = serviceTime(starts[starts.length - limit] ?? store.now());
    throw refused(`Maximum allowed API operations are ${limit} from ${from}`);
  }
}

/**
 * Refuses a refresh or an export while the environment it overwrites or exports has an operation
 * that has not ended (store.ts `runningOperations`). The service runs one servicing operation per
 * environment at a time: during an export "the environment will be unavailable for other
 * servicing operations, such as Sandbox refresh or package deployment" (includes/dbmovement-export.md
 * in MicrosoftDocs/dynamics-365-unified-operations-public articles/fin-ops-core/dev-itpro/), and a
 * refresh takes its target offline until it completes (database/database-refresh.md, "Conditions
 * of a database refresh"). Nothing there concerns a refresh's source, so it is not looked at. The
 * service's text for this refusal is not documented: this one is chosen, naming the operation.
 */
export function checkNotBusy(
  store: LifecycleStore,
  projectId: number,
  environment: LifecycleEnvironment,
): void {
  const [running] = store.runningOperations(projectId, environment.environmentId);
  if (running === undefined) return;
  throw refused(
    `Another servicing operation is in progress on environment ${environment.name}: ${running.type} ${running.activityId} (${running.status}, started ${serviceTime(running.startedAt)}). Wait for it to complete before starting a new operation.`,
  );
}

/**
 * Refuses a refresh between environments of different application releases: "The database
 * refresh process (self-service or via service request) cannot be completed if the Application
 * release of your source and target environment are not the same" (database/database-refresh.md,
 * "Incompatible application versions between source and target environments"). Only the release
 * is compared, not the build; an environment that reports no release is not refused. The
 * service's text is not documented: this one is chosen, naming both releases.
 */
export function checkSameRelease(source: LifecycleEnvironment, target: LifecycleEnvironment): void {
  const from = applicationRelease(source);
  const to = applicationRelease(target);
  if (from === null || to === null || from === to) return;
  throw refused(
    `The application release of the source environment ${source.name} (${from}, build ${applicationBuild(source) ?? "unknown"}) does not match that of the target environment ${target.name} (${to}, build ${applicationBuild(target) ?? "unknown"}). A database refresh requires both environments to be on the same application release.`,
  );
}
