/**
 * What the records service makes public, exported from the package's root (services.ts re-exports
 * it): its seed, its state file's error, Business Central's limits, and the API versions that
 * may serve the currencies.
 */
export {
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_DIMENSION_DEPARTMENT,
  SEED_DIMENSION_PROJECT,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
} from "./seed";
export { StateFileError } from "./store/persistence";
export { BUSINESS_CENTRAL_LIMITS, type LimitsOptions } from "./limits";
export type { CurrencyApiVersions } from "./api-versions";
