/**
 * What the data share service makes public, exported from the package's root (services.ts re-exports
 * it): its seed, its API version and its page size.
 */
export {
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SOURCE_SETTING,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
} from "./seed";
export { DATASHARE_API_VERSION } from "./request";
export { DEFAULT_DATASHARE_PAGE_SIZE, type ShareSubscriptionRef } from "./store";
