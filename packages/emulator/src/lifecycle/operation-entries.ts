/**
 * The operations of the lifecycle service as its store keeps them: the two the API starts (their
 * types, how they end, what the status route reports) and those of an environment's history done
 * by hand, which count against the same 24-hour allowance.
 */

/** The two operations the service starts. */
export type OperationType = "Refresh" | "Export";

/**
 * The history's `Type` of each operation the API starts. reference-environment-history.md lists
 * no type names for them: these are the emulator's.
 */
export const HISTORY_TYPES: Readonly<Record<OperationType, string>> = {
  Refresh: "DatabaseRefresh",
  Export: "DatabaseExport",
};

/** How an operation can end; the admin route can choose the outcome of the next operations. */
export const OPERATION_OUTCOMES = [
  "Completed",
  "Failed",
  "SignedOff",
  "Aborted",
  "RollbackCompleted",
  "RollbackFailed",
] as const;

/** One of {@link OPERATION_OUTCOMES}. */
export type OperationOutcome = (typeof OPERATION_OUTCOMES)[number];

/** What the status route reports. */
export type OperationStatus = "NotStarted" | "InProgress" | OperationOutcome;

/** What a caller gives to start an operation. */
export interface OperationStart {
  readonly operationType: OperationType;
  readonly projectId: number;
  /** The environment the operation changes: a refresh's target, an export's environment. */
  readonly environmentId: string;
  /** A refresh's source. */
  readonly sourceEnvironmentId?: string;
  /** An export's backup name. */
  readonly backupName?: string;
}

/** A started operation. */
export interface LifecycleOperation extends OperationStart {
  /** Its id (a lower-case GUID), answered as the envelope's `OperationActivityId`. */
  readonly operationActivityId: string;
  /** When it started, in epoch milliseconds on the lifecycle clock. */
  readonly startedAt: number;
  /** How it ends once its steps have passed. */
  readonly outcome: OperationOutcome;
}

/** An operation that has not ended, as a refusal names it. */
export interface RunningOperation {
  /** The history's `Type`: `DatabaseRefresh`, `DatabaseExport`, or that of one done by hand. */
  readonly type: string;
  readonly activityId: string;
  readonly status: string;
  /** Epoch milliseconds on the lifecycle clock. */
  readonly startedAt: number;
}

/**
 * An operation of an environment's history that no API call of the emulator started: one done by
 * hand in the service's web page (a package deployment, an add-in, a refresh). It counts against
 * the 24-hour allowance like any other start.
 */
export interface ManualOperation {
  readonly projectId: number;
  readonly environmentId: string;
  /** The history's `Type`, such as `ApplicationHotfix`. */
  readonly type: string;
  /** The history's `TypeDisplay`. */
  readonly typeDisplay: string;
  /** The history's `Name`. */
  readonly name: string;
  readonly activityId: string;
  /** Epoch milliseconds on the lifecycle clock. */
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly status: string;
}
