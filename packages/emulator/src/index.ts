/**
 * The emulator of the bizops services: start it from code with {@link startEmulator}, or from the command
 * line with `npx bizops-emulator`.
 */
export { EMULATOR_DEFAULT_TOKENS, startEmulator } from "./server";
export type { Emulator, EmulatorOptions, EmulatorTokens } from "./server";
export type { FaultRule } from "./faults";
export { DEFAULT_TOKEN_LIFETIME_SECONDS } from "./signing/access-tokens";
// What the services make public comes through the list of services: the kernel imports no service folder.
export {
  // records
  BUSINESS_CENTRAL_LIMITS,
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
  StateFileError,
  // data share
  DATASHARE_API_VERSION,
  DEFAULT_DATASHARE_PAGE_SIZE,
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SOURCE_SETTING,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
  // language detection
  EMULATOR_TRANSLATOR_REGION,
  LANGUAGE_API_VERSION,
  MAX_DETECT_CHARACTERS,
  MAX_DETECT_ELEMENTS,
  // lifecycle
  DEFAULT_CERTIFICATE_WINDOW_SECONDS,
  DEFAULT_DAILY_OPERATION_LIMIT,
  DEFAULT_ENVIRONMENT_INFO_CALLS,
  DEFAULT_ENVIRONMENT_INFO_PAGE_SIZE,
  DEFAULT_LIFECYCLE_STEP_MS,
  LIFECYCLE_API_VERSION,
  LIFECYCLE_VERSION_EOL,
  OPERATION_OUTCOMES,
  SEED_BACKUP_ID,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
  // identity provider
  CERTIFICATE_CLIENT,
  IDENTITY_TENANT_ID,
  PASSWORD_USER,
  SECRET_CLIENT,
  WORKLOAD_CLIENT,
  WORKLOAD_ISSUER,
} from "./services";
export type {
  LimitsOptions,
  ShareSubscriptionRef,
  LifecycleOptions,
  EnvironmentType,
  LifecycleEnvironment,
  LifecycleProject,
  OperationOutcome,
  OperationStatus,
  OperationType,
  IdentityOptions,
} from "./services";
