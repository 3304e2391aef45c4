export { DatabaseRefresh, type DatabaseRefreshArgs } from "./database-refresh";
export { DatabaseExport, type DatabaseExportArgs } from "./database-export";
// The outputs both operation resources have: a type for code that handles either.
export type { OperationOutputs, OperationResource } from "./operation-base";
export type { WaitForCompletion, WaitForCompletionArgs } from "./wait-for-completion";
export type { LifecycleSettingsArgs } from "./lifecycle-settings-args";
export {
  certificateBundleFiles,
  getCertificateBundle,
  getCertificateBundleOutput,
} from "./certificate-bundle";
export type {
  GetCertificateBundleArgs,
  GetCertificateBundleOutputArgs,
  LifecycleSettings,
} from "./certificate-bundle-args";
export type { CertificateBundle } from "./certificate-bundle-result";
export type { ZipFile } from "./zip-entries";
export {
  getEnvironmentHistory,
  getEnvironmentHistoryOutput,
  listDatabaseBackups,
  listDatabaseBackupsOutput,
  listEnvironments,
  listEnvironmentsOutput,
} from "./environment-info";
export type {
  GetEnvironmentHistoryArgs,
  GetEnvironmentHistoryOutputArgs,
  ListDatabaseBackupsArgs,
  ListDatabaseBackupsOutputArgs,
  ListEnvironmentsArgs,
  ListEnvironmentsOutputArgs,
} from "./environment-info-args";
export type {
  DatabaseBackup,
  EnvironmentOperation,
  GetEnvironmentHistoryResult,
  ListDatabaseBackupsResult,
  ListEnvironmentsResult,
  ProjectEnvironment,
} from "./environment-info-results";
