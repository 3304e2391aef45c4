/**
 * pulumi-bizops: business records, environment operations, data-share synchronization look-ups
 * and language detection as Pulumi resources and functions.
 */
export * as records from "./records";
export * as lifecycle from "./lifecycle";
export * as datashare from "./datashare";
export * as language from "./language";
export {
  BizopsError,
  ConcurrencyError,
  NotFoundError,
  OperationRefusedError,
  RequestError,
  ResourceInitError,
  ResponseShapeError,
  SettingsError,
} from "./core/errors";
export type { Settings } from "./core/settings";
