import { headerValue } from "../http-helpers";
import { refused, serviceTime } from "./envelope";
import { sameEnvironmentId } from "./environment-id";
import type { LifecycleEnvironment, LifecycleProject, LifecycleStore } from "./store";
import type { Exchange } from "../service";

/** The `x-svc-version` the certificate fetch and the refresh require. */
export const LIFECYCLE_API_VERSION = "2017-09-15";

const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** Refuses a request without `x-svc-version: 2017-09-15`. */
export function requireVersion(exchange: Exchange): void {
  if (headerValue(exchange.req, "x-svc-version")?.trim() !== LIFECYCLE_API_VERSION) {
    throw refused(`The x-svc-version header is required and must be ${LIFECYCLE_API_VERSION}.`);
  }
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
