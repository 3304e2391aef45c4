import * as pulumi from "@pulumi/pulumi";
import type { LifecycleSettingsArgs } from "../lifecycle-settings-args";
import type { WaitForCompletion, WaitForCompletionArgs } from "./wait-for-completion";

/**
 * The inputs every operation resource has, which DatabaseRefreshArgs and DatabaseExportArgs
 * extend with what their operation acts on. A change to `projectId`, `triggers` or
 * `adoptOperationActivityId` replaces the resource, which starts a new operation;
 * `waitForCompletion` and `settings` change in place and start nothing.
 */
export interface OperationArgs {
  /** The project: a positive whole number. Changing it starts a new operation. */
  projectId: pulumi.Input<number>;
  /** Any values; changing them starts a new operation (the resource is replaced). */
  triggers?: pulumi.Input<unknown[]>;
  /**
   * Wait for the operation to end, and report its status; by default create returns once it
   * started. Changed in place.
   */
  waitForCompletion?: pulumi.Input<WaitForCompletionArgs>;
  /**
   * The id (a GUID) of an operation that was started but never reached the stack (the provider
   * was stopped while waiting; the id was printed when it started): create takes it over instead
   * of starting another. Changing it replaces the resource.
   */
  adoptOperationActivityId?: pulumi.Input<string>;
  /** The environment operations service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<LifecycleSettingsArgs>;
}

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
