/**
 * The emulator of the bizops services: start it from code with {@link startEmulator}, or from the command
 * line with `npx bizops-emulator`.
 */
export { EMULATOR_DEFAULT_TOKENS, startEmulator } from "./server";
export type { Emulator, EmulatorOptions, EmulatorTokens } from "./server";
export type { FaultRule } from "./faults";
export { BUSINESS_CENTRAL_LIMITS } from "./records/limits";
export type { LimitsOptions } from "./records/limits";
export {
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
} from "./records/seed";
export { StateFileError } from "./records/persistence";
export {
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SOURCE_SETTING,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
} from "./datashare/seed";
export { DATASHARE_API_VERSION } from "./datashare/request";
export type { ShareSubscriptionRef } from "./datashare/store";
export { DEFAULT_DATASHARE_PAGE_SIZE } from "./datashare/store";
export {
  EMULATOR_TRANSLATOR_REGION,
  LANGUAGE_API_VERSION,
  MAX_DETECT_CHARACTERS,
  MAX_DETECT_ELEMENTS,
} from "./language/service";
export {
  SEED_BACKUP_ID,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
} from "./lifecycle/seed";
export {
  DEFAULT_CERTIFICATE_WINDOW_SECONDS,
  DEFAULT_DAILY_OPERATION_LIMIT,
  DEFAULT_ENVIRONMENT_INFO_CALLS,
  DEFAULT_ENVIRONMENT_INFO_PAGE_SIZE,
  DEFAULT_LIFECYCLE_STEP_MS,
} from "./lifecycle/timing";
export type { LifecycleOptions } from "./lifecycle/timing";
export { LIFECYCLE_API_VERSION } from "./lifecycle/checks";
export { LIFECYCLE_VERSION_EOL } from "./lifecycle/envelope";
export { OPERATION_OUTCOMES } from "./lifecycle/store";
export type {
  EnvironmentType,
  LifecycleEnvironment,
  LifecycleProject,
  OperationOutcome,
  OperationStatus,
  OperationType,
} from "./lifecycle/store";
export {
  CERTIFICATE_CLIENT,
  IDENTITY_TENANT_ID,
  PASSWORD_USER,
  SECRET_CLIENT,
  WORKLOAD_CLIENT,
  WORKLOAD_ISSUER,
} from "./identity/identities";
export type { IdentityOptions } from "./identity/service";
export { DEFAULT_TOKEN_LIFETIME_SECONDS } from "./signing/access-tokens";
