export { DatabaseRefresh, type DatabaseRefreshArgs } from "./database-refresh";
export { DatabaseExport, type DatabaseExportArgs } from "./database-export";
export * from "./certificate-bundle";
export { LifecycleClient, LIFECYCLE_API_VERSION } from "./client";
export type { WaitForCompletion } from "./schemas";
