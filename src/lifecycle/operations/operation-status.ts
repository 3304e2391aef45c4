/**
 * What each operation status means. The status route answers `NotStarted`, `InProgress`,
 * `Completed`, `Failed`, `SignedOff`, `Aborted`, `RollbackInProgress`, `RollbackCompleted` or
 * `RollbackFailed`, but the status is an open string: one this code does
 * not know is treated as still running, so waiting goes on until a known final status or the
 * timeout, rather than calling an unknown word a success or a failure.
 */

/** Final statuses of an operation that did what was asked. */
const SUCCEEDED = new Set(["Completed", "SignedOff"]);

/** Final statuses of an operation that did not: the update must fail and say so. */
const FAILED = new Set(["Failed", "Aborted", "RollbackCompleted", "RollbackFailed"]);

/** Where an operation stands, as the resources act on it. */
export type StatusOutcome = "succeeded" | "failed" | "running";

/** Classifies a status from the status route. */
export function statusOutcome(status: string | undefined): StatusOutcome {
  if (status === undefined) return "running";
  if (SUCCEEDED.has(status)) return "succeeded";
  if (FAILED.has(status)) return "failed";
  return "running";
}
