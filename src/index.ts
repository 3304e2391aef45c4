/**
 * pulumi-bizops: business records, environment operations, data-share synchronization look-ups
 * and language detection as Pulumi resources and functions.
 *
 * The service clients are at `pulumi-bizops/clients`; the emulator of the services is the package
 * `pulumi-bizops-emulator`.
 *
 * @packageDocumentation
 */
export * as records from "./records";
export * as lifecycle from "./lifecycle-namespace";
export * as datashare from "./datashare";
export * as language from "./language";
export type * from "./core/settings/entra-settings-args";
export type { Naming } from "./core/settings/naming";
// Errors: one class and a guard, to branch on `code`; the facts of a failed request (its status,
// the service's code) are read through the RequestError type.
export {
  BizopsError,
  isBizopsError,
  type BizopsErrorCode,
  type BizopsErrorOptions,
  type RequestError,
  type RequestErrorDetails,
} from "./core/errors/errors";
