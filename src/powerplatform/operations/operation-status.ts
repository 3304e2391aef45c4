/**
 * What each Power Platform operation status means (OperationStatus, operation/get-operation-by-id:
 * `Queued`, `InProgress`, `Succeeded`, `ValidationFailed`, `Failed`, `NoOperation`,
 * `ValidationPassed`). `Queued` and `InProgress` run; the others are final. `NoOperation` (the
 * service had nothing to do) counts as success. `ValidationPassed` ends a validation only: as the
 * end of a copy or restore that was asked to run, nothing was copied, so it fails the update. A
 * word this code does not know is read as still running, as the lifecycle statuses are.
 */
import type { StatusOutcome } from "../../lifecycle/operations/operation-status";

const SUCCEEDED = new Set(["Succeeded", "NoOperation"]);
const FAILED = new Set(["Failed", "ValidationFailed", "ValidationPassed"]);

/** Classifies a status of the operation routes. */
export function operationOutcome(status: string | undefined): StatusOutcome {
  if (status === undefined) return "running";
  if (SUCCEEDED.has(status)) return "succeeded";
  if (FAILED.has(status)) return "failed";
  return "running";
}

/** True for a status that still holds its environment (`Queued`, `InProgress`, or one unknown). */
export function holdsEnvironment(status: string | undefined): boolean {
  return status !== undefined && operationOutcome(status) === "running";
}
