import * as pulumi from "@pulumi/pulumi";
import type { WaitForCompletion } from "./wait-for-completion";

/**
 * The outputs of a started operation, which DatabaseRefresh and DatabaseExport share. Each class
 * merges them in instead of extending a shared base class: Pulumi records as a resource's source
 * position a fixed depth of the constructor stack, which must be the program's line.
 */
export interface OperationOutputs {
  /** The project. */
  readonly projectId: pulumi.Output<number>;
  /** The values whose change starts a new operation. */
  readonly triggers: pulumi.Output<unknown[] | undefined>;
  /** How the provider waits for the operation to end, when asked to. */
  readonly waitForCompletion: pulumi.Output<WaitForCompletion | undefined>;
  /** The operation this resource took over, when it adopted one. */
  readonly adoptOperationActivityId: pulumi.Output<string | undefined>;
  /** The id the service gave the operation; also the resource id. */
  readonly operationActivityId: pulumi.Output<string>;
  /** End-of-life marker of the API version, as the service reported it. */
  readonly versionEOL: pulumi.Output<string | undefined>;
  /** When the operation was requested (ISO 8601, UTC). */
  readonly requestedAt: pulumi.Output<string>;
  /** The last status seen (`Completed`, `Failed`, ...), when the provider waited or refreshed. */
  readonly operationStatus: pulumi.Output<string | undefined>;
}

/** DatabaseRefresh or DatabaseExport, for code that handles either resource. */
export type OperationResource = pulumi.CustomResource & OperationOutputs;

/** The outputs every operation resource has, to start each one's list of outputs. */
export const OPERATION_OUTPUTS = [
  "projectId",
  "triggers",
  "waitForCompletion",
  "adoptOperationActivityId",
  "operationActivityId",
  "versionEOL",
  "requestedAt",
  "operationStatus",
] as const;
