/**
 * The Power Platform service's public module: its resources, functions and their types. The
 * package shows them in the `lifecycle` namespace (src/lifecycle-namespace.ts), beside Lifecycle
 * Services' DatabaseRefresh and DatabaseExport.
 */
export { EnvironmentCopy, type EnvironmentCopyArgs } from "./resources/environment-copy";
export { EnvironmentRestore, type EnvironmentRestoreArgs } from "./resources/environment-restore";
export { EnvironmentBackup, type EnvironmentBackupArgs } from "./resources/environment-backup";
export { MaintenanceSettings, type MaintenanceSettingsArgs } from "./resources/maintenance-settings";
export type { DayOfWeek, MaintenanceCadence } from "./generated/powerplatform-types";
export type { EnvironmentOperationArgs } from "./generated/powerplatform-types";
export type { EnvironmentOperationOutputs } from "./generated/powerplatform-types";
export type { PowerPlatformSettings, PowerPlatformSettingsArgs } from "./powerplatform-settings-args";
export {
  getCopyCandidates,
  getCopyCandidatesOutput,
  getRestoreCandidates,
  getRestoreCandidatesOutput,
  listEnvironmentBackups,
  listEnvironmentBackupsOutput,
  listEnvironmentOperations,
  listEnvironmentOperationsOutput,
  listFinOpsEnvironments,
  listFinOpsEnvironmentsOutput,
} from "./functions/functions";
export type {
  EnvironmentReadArgs,
  EnvironmentReadOutputArgs,
  GetCandidatesArgs,
  GetCandidatesOutputArgs,
  ListFinOpsEnvironmentsArgs,
  ListFinOpsEnvironmentsOutputArgs,
} from "./generated/powerplatform-types";
export type {
  CandidateEnvironment,
  EnvironmentBackupInfo,
  FinOpsEnvironment,
  GetCandidatesResult,
  ListEnvironmentBackupsResult,
  ListEnvironmentOperationsResult,
  ListFinOpsEnvironmentsResult,
  PowerPlatformOperation,
} from "./generated/powerplatform-types";
