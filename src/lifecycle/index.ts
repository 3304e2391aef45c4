export { DatabaseRefresh, type DatabaseRefreshArgs } from "./resources/database-refresh";
export { DatabaseExport, type DatabaseExportArgs } from "./resources/database-export";
// The outputs both operation resources have: a type for code that handles either.
export type { OperationArgs, OperationOutputs } from "./generated/lifecycle-types";
export type { OperationResource } from "./operations/operation-base";
export type { WaitForCompletion, WaitForCompletionArgs } from "./generated/lifecycle-types";
export type { LifecycleSettingsArgs } from "./lifecycle-settings-args";
export {
  certificateBundleFiles,
  getCertificateBundle,
  getCertificateBundleOutput,
} from "./certificate/certificate-bundle";
export type { GetCertificateBundleArgs, GetCertificateBundleOutputArgs } from "./generated/lifecycle-types";
export type { LifecycleSettings } from "./lifecycle-settings-args";
export type { CertificateBundle } from "./generated/lifecycle-types";
export type { ZipFile } from "./certificate/zip-entries";
export {
  getEnvironmentHistory,
  getEnvironmentHistoryOutput,
  listDatabaseBackups,
  listDatabaseBackupsOutput,
  listEnvironments,
  listEnvironmentsOutput,
} from "./environment-info/environment-info";
export type {
  GetEnvironmentHistoryArgs,
  GetEnvironmentHistoryOutputArgs,
  ListDatabaseBackupsArgs,
  ListDatabaseBackupsOutputArgs,
  ListEnvironmentsArgs,
  ListEnvironmentsOutputArgs,
} from "./generated/lifecycle-types";
export type {
  DatabaseBackup,
  EnvironmentOperation,
  GetEnvironmentHistoryResult,
  ListDatabaseBackupsResult,
  ListEnvironmentsResult,
  ProjectEnvironment,
} from "./generated/lifecycle-types";
