import type * as pulumi from "@pulumi/pulumi";
import type { WaitForCompletion } from "../../lifecycle/generated/lifecycle-types";
import type { PowerPlatformSettings } from "../powerplatform-settings-args";

/** The outputs EnvironmentCopy and EnvironmentRestore share. */
export interface EnvironmentOperationOutputs {
  /** The environment copied, or whose backups are restored. */
  readonly sourceEnvironmentId: pulumi.Output<string>;
  /** The environment overwritten. */
  readonly targetEnvironmentId: pulumi.Output<string>;
  /** The target's display name after the operation, when the program set one. */
  readonly environmentNameToOverride: pulumi.Output<string | undefined>;
  /** The security group the target got, when the program set one. */
  readonly securityGroupIdToOverride: pulumi.Output<string | undefined>;
  /** Whether audit data was left out. */
  readonly skipAuditData: pulumi.Output<boolean | undefined>;
  /** The values whose change starts a new operation. */
  readonly triggers: pulumi.Output<unknown[] | undefined>;
  /** How the provider waits for the operation to end, when asked to. */
  readonly waitForCompletion: pulumi.Output<WaitForCompletion | undefined>;
  /** The operation this resource took over, when it adopted one. */
  readonly adoptOperationId: pulumi.Output<string | undefined>;
  /** True when the resource recorded an operation that happened already, and started none. */
  readonly alreadyApplied: pulumi.Output<boolean | undefined>;
  /** The service for this resource only. */
  readonly settings: pulumi.Output<PowerPlatformSettings | undefined>;
  /**
   * The id the service gave the operation; absent when the resource started none
   * (`alreadyApplied`) or the service named none.
   */
  readonly operationId: pulumi.Output<string | undefined>;
  /** When the operation was requested (ISO 8601, UTC). */
  readonly requestedAt: pulumi.Output<string>;
  /** The last status seen (`Succeeded`, `Failed`, ...), when the provider waited or refreshed. */
  readonly operationStatus: pulumi.Output<string | undefined>;
}

/** Every output {@link EnvironmentOperationOutputs} declares, to start each one's list of outputs. */
export const ENVIRONMENT_OPERATION_OUTPUTS = [
  "sourceEnvironmentId",
  "targetEnvironmentId",
  "environmentNameToOverride",
  "securityGroupIdToOverride",
  "skipAuditData",
  "triggers",
  "waitForCompletion",
  "adoptOperationId",
  "alreadyApplied",
  "settings",
  "operationId",
  "requestedAt",
  "operationStatus",
] as const;
