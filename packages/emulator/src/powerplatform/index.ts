/**
 * What the Power Platform service makes public, exported from the package's root (services.ts
 * re-exports it): its seed, its options and their defaults, and the kinds of environment it holds.
 */
export {
  DEFAULT_FINOPS_VERSION,
  SEED_POWER_PLATFORM_ENVIRONMENTS,
  SEED_POWER_PLATFORM_TENANT_ID,
} from "./seed";
export {
  DEFAULT_POWER_PLATFORM_CALLS_PER_MINUTE,
  DEFAULT_POWER_PLATFORM_STEP_MS,
  type PowerPlatformOptions,
} from "./timing";
export { ENVIRONMENT_KINDS, type EnvironmentKind } from "./kinds";
export { POWER_PLATFORM_API_VERSION } from "./request";
