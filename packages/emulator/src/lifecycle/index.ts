/**
 * What the lifecycle service makes public, exported from the package's root (services.ts re-exports
 * it): its seed, its options and their defaults, and the shapes of its projects and operations.
 */
export {
  SEED_BACKUP_ID,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
} from "./seed";
export {
  DEFAULT_CERTIFICATE_WINDOW_SECONDS,
  DEFAULT_DAILY_OPERATION_LIMIT,
  DEFAULT_ENVIRONMENT_INFO_CALLS,
  DEFAULT_ENVIRONMENT_INFO_PAGE_SIZE,
  DEFAULT_LIFECYCLE_STEP_MS,
  type LifecycleOptions,
} from "./timing";
export { LIFECYCLE_API_VERSION } from "./checks";
export { LIFECYCLE_VERSION_EOL } from "./envelope";
export {
  OPERATION_OUTCOMES,
  type OperationOutcome,
  type OperationStatus,
  type OperationType,
} from "./operation-entries";
export type { EnvironmentType, LifecycleEnvironment, LifecycleProject } from "./store";
