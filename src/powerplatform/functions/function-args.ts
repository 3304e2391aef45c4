import type * as pulumi from "@pulumi/pulumi";
import type { PowerPlatformSettings, PowerPlatformSettingsArgs } from "../powerplatform-settings-args";

/** The arguments of `listFinOpsEnvironments`. */
export interface ListFinOpsEnvironmentsArgs {
  /**
   * `false` to leave out each environment's deployment type (one more request per environment);
   * by default each Finance and Operations environment's `deploymentType` is read too.
   */
  withDeploymentType?: boolean;
  /**
   * The Power Platform API for this call only; otherwise the stack config
   * (`bizops:powerPlatformUrl`, `bizops:powerPlatformToken` or an Entra ID identity), then the
   * environment (`BIZOPS_POWERPLATFORM_URL`, `BIZOPS_POWERPLATFORM_TOKEN`).
   */
  settings?: PowerPlatformSettings;
}

/** {@link ListFinOpsEnvironmentsArgs} where each may be an Output. */
export interface ListFinOpsEnvironmentsOutputArgs {
  /** As {@link ListFinOpsEnvironmentsArgs.withDeploymentType}. */
  withDeploymentType?: pulumi.Input<boolean>;
  /** As {@link ListFinOpsEnvironmentsArgs.settings}. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}

/** Which environment a copy or restore would start from. The arguments of `getCopyCandidates` and `getRestoreCandidates`. */
export interface GetCandidatesArgs {
  /** The source: a Power Platform environment id (a GUID). */
  sourceEnvironmentId: string;
  /** As {@link ListFinOpsEnvironmentsArgs.settings}. */
  settings?: PowerPlatformSettings;
}

/** {@link GetCandidatesArgs} where each may be an Output. */
export interface GetCandidatesOutputArgs {
  /** As {@link GetCandidatesArgs.sourceEnvironmentId}. */
  sourceEnvironmentId: pulumi.Input<string>;
  /** As {@link ListFinOpsEnvironmentsArgs.settings}. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}

/** Which environment to read. The arguments of `listEnvironmentBackups` and `listEnvironmentOperations`. */
export interface EnvironmentReadArgs {
  /** The environment: a Power Platform environment id (a GUID). */
  environmentId: string;
  /** For operations: how many of the newest to read, 1 to 1000; every one by default. */
  limit?: number;
  /** As {@link ListFinOpsEnvironmentsArgs.settings}. */
  settings?: PowerPlatformSettings;
}

/** {@link EnvironmentReadArgs} where each may be an Output. */
export interface EnvironmentReadOutputArgs {
  /** As {@link EnvironmentReadArgs.environmentId}. */
  environmentId: pulumi.Input<string>;
  /** As {@link EnvironmentReadArgs.limit}. */
  limit?: pulumi.Input<number>;
  /** As {@link ListFinOpsEnvironmentsArgs.settings}. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}
