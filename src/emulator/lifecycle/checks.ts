import { headerValue } from "../http-helpers";
import { refused } from "./envelope";
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

/** The environment of the project with that id (any letter case); refused when there is none. */
export function resolveEnvironment(project: LifecycleProject, environmentId: string): LifecycleEnvironment {
  const wanted = environmentId.toLowerCase();
  const environment = project.environments.find((env) => env.environmentId.toLowerCase() === wanted);
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

/** Refuses a refresh or export once the environment has started the day's allowance of operations. */
export function checkDailyLimit(
  store: LifecycleStore,
  projectId: number,
  environment: LifecycleEnvironment,
): void {
  const limit = store.timing.dailyLimit;
  if (store.startsToday(projectId, environment.environmentId) >= limit) {
    throw refused(
      `Maximum allowed API operations per environment per day (${limit}) has been reached for environment ${environment.name}. Try again tomorrow.`,
    );
  }
}
