/**
 * pulumi-bizops: business records, environment operations, data-share synchronization look-ups
 * and language detection as Pulumi resources and functions.
 *
 * The service clients are at `pulumi-bizops/clients`, the emulator at `pulumi-bizops/emulator`.
 *
 * @packageDocumentation
 */
export * as records from "./records";
export * as lifecycle from "./lifecycle";
export * as datashare from "./datashare";
export * as language from "./language";
export type * from "./core/entra-settings-args";
export {
  BizopsError,
  ConcurrencyError,
  IdentityError,
  isBizopsError,
  NotFoundError,
  OperationRefusedError,
  RequestError,
  ResourceInitError,
  ResponseShapeError,
  SettingsError,
  type BizopsErrorCode,
  type BizopsErrorOptions,
  type RequestErrorDetails,
} from "./core/errors";
