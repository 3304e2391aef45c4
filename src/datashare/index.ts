export * from "./synchronizations";
export {
  DataShareClient,
  DATASHARE_API_VERSION,
  type ShareSubscriptionRef,
  type ListOptions,
} from "./client";
