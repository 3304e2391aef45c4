/**
 * One servicing operation per environment at a time. While an export runs, "the environment will
 * be unavailable for other servicing operations, such as Sandbox refresh or package deployment"
 * (includes/dbmovement-export.md, in MicrosoftDocs/dynamics-365-unified-operations-public
 * articles/fin-ops-core/dev-itpro/, the page database/export-database.md shows); a refresh takes
 * its target offline "until the refresh process is completed" (database/database-refresh.md,
 * "Conditions of a database refresh"). So a refresh or an export is not started while the
 * environment it overwrites or exports has an operation that has not ended.
 *
 * A refresh's source is not looked at: the pages above hold only the environment an operation
 * acts on (the refresh's target, the exported sandbox) unavailable, say of the source of an
 * export that it "will be usable from a Dynamics user perspective", and set no condition on the
 * state of a refresh's source (database-refresh.md lists the refresh's conditions; none is about
 * the source's operations). The service keeps the operation in the target's history, where this
 * check and the quota look.
 */
import type { EnvironmentOperation } from "../generated/lifecycle-types";
import { statusOutcome } from "./operation-status";

/**
 * True for an operation of the history that still holds its environment: no end time, and a
 * status that is not final (an unknown or missing status is taken as still running, as the
 * status route's is: operation-status.ts).
 */
export function stillRunning(operation: EnvironmentOperation): boolean {
  return operation.endDateTimeUtc === undefined && statusOutcome(operation.status) === "running";
}

/** `DatabaseRefresh 0924ecdd-... (InProgress, started 2021-06-03T15:10:00.0)`, from what the history gives. */
export function describeRunning(operation: EnvironmentOperation): string {
  const type = operation.type ?? operation.typeDisplay ?? operation.name ?? "an operation";
  const id = operation.activityId ?? "with no activity id";
  const started = operation.startDateTimeUtc ? `started ${operation.startDateTimeUtc}` : "not started yet";
  return `${type} ${id} (${operation.status ?? "no status"}, ${started})`;
}
