import type * as pulumi from "@pulumi/pulumi";
import type { LifecycleSettings } from "../certificate/certificate-bundle-args";
import type { LifecycleSettingsArgs } from "../lifecycle-settings-args";

/** Which project to read. The arguments of `listEnvironments` and `listDatabaseBackups`. */
export interface ListEnvironmentsArgs {
  /** The project: a positive whole number. */
  projectId: number;
  /**
   * How long one call may spend waiting out 429 answers (`Retry-After`), all its pages together,
   * before giving up: whole seconds from 0 to 3600. Default 300. The service allows 6 reads of a
   * project's environments per minute, and 6 of an environment's history per 30 seconds (6 of the
   * project's histories per minute).
   */
  maxWaitSeconds?: number;
  /**
   * The environment operations service for this call only; otherwise the stack config
   * (`bizops:lifecycleUrl`, `bizops:lifecycleToken`), then the environment (`BIZOPS_LIFECYCLE_URL`,
   * `BIZOPS_LIFECYCLE_TOKEN`).
   */
  settings?: LifecycleSettings;
}

/** {@link ListEnvironmentsArgs} where each may be an Output. */
export interface ListEnvironmentsOutputArgs {
  /** The project: a positive whole number. */
  projectId: pulumi.Input<number>;
  /** As {@link ListEnvironmentsArgs.maxWaitSeconds}. */
  maxWaitSeconds?: pulumi.Input<number>;
  /** As {@link ListEnvironmentsArgs.settings}. */
  settings?: pulumi.Input<LifecycleSettingsArgs>;
}

/** Which project's asset library to read. The arguments of `listDatabaseBackups`. */
export type ListDatabaseBackupsArgs = ListEnvironmentsArgs;

/** {@link ListDatabaseBackupsArgs} where each may be an Output. */
export type ListDatabaseBackupsOutputArgs = ListEnvironmentsOutputArgs;

/** Which environment's history to read. The arguments of `getEnvironmentHistory`. */
export interface GetEnvironmentHistoryArgs extends ListEnvironmentsArgs {
  /** The environment: its id, a GUID with or without hyphens (as `listEnvironments` gives it). */
  environmentId: string;
}

/** {@link GetEnvironmentHistoryArgs} where each may be an Output. */
export interface GetEnvironmentHistoryOutputArgs extends ListEnvironmentsOutputArgs {
  /** As {@link GetEnvironmentHistoryArgs.environmentId}. */
  environmentId: pulumi.Input<string>;
}
