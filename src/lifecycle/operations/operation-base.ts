import type * as pulumi from "@pulumi/pulumi";
import type { OperationOutputs } from "../generated/lifecycle-types";

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
