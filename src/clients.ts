/**
 * The service clients, for tools that talk to the services without a Pulumi program (the
 * resources and functions use them). Each is built from explicit settings, the stack config and
 * the environment with `fromSources`, validates every answer, retries what is safe to retry and
 * throws the package's errors. They follow the services' APIs closely, and may change with them.
 *
 * @packageDocumentation
 */
export { RecordsClient, type RecordsClientOptions } from "./records/client/records-client";
export type { RecordRef } from "./records/client/record-ref";
export { type RecordCollection } from "./records/client/record-collection";
export { CREDIT_MEMO, CURRENCY, DISPUTE_STATUS } from "./records/entities/named-collections";
export {
  LifecycleClient,
  LIFECYCLE_API_VERSION,
  type CertificateFetchOptions,
  type EnvironmentRef,
  type ExportRef,
  type RefreshRef,
} from "./lifecycle/client";
export {
  DataShareClient,
  DATASHARE_API_VERSION,
  type DataShareClientOptions,
  type ListOptions,
  type ShareSubscriptionRef,
} from "./datashare/client";
export { LanguageClient, TRANSLATOR_API_VERSION, type LanguageClientOptions } from "./language/client";
export type { ServiceClientOptions } from "./core/clients/service-client";
export type { ConfigReader, ServiceEndpoint, Settings, SettingSources } from "./core/settings/settings";
export type { Naming } from "./core/settings/naming";
