/**
 * How an operation moves on the service's clock: `Queued` for one step, `InProgress` while its
 * stages Validate, Prepare, Run and Finalize take a step each, then its outcome. The statuses are
 * `OperationStatus` and `StepExecutionStatus` of Learn (environmentmanagement/operation/
 * get-operation-by-id, "Definitions"); the stage names are not documented there and are those of
 * BAP's lifecycle operations (microsoft/terraform-provider-power-platform test fixture
 * get_lifecycle.json).
 */

/** The stages of a copy or restore, in order. */
const STAGES = ["Validate", "Prepare", "Run", "Finalize"] as const;

/** How an operation ends. A validation that passes ends at once in `ValidationPassed`. */
export type OperationOutcome = "Succeeded" | "Failed" | "ValidationPassed";

/** Every outcome the admin route may queue for the next operations. */
export const QUEUEABLE_OUTCOMES = ["Succeeded", "Failed"] as const;

/** A status an operation reports. */
export type OperationStatus = "Queued" | "InProgress" | OperationOutcome;

/** One stage's `StageStatus`, times in epoch milliseconds. */
interface StageProgress {
  readonly name: string;
  readonly status: "NotStarted" | "InProgress" | "Succeeded" | "Failed" | "Skipped";
  readonly startedAt: number | null;
  readonly endedAt: number | null;
}

/** Where an operation is now. */
export interface Progress {
  readonly status: OperationStatus;
  readonly stages: readonly StageProgress[];
  /** When it ended, in epoch milliseconds; null while it runs. */
  readonly endedAt: number | null;
}

/** The steps from start to outcome: Queued, then one per stage. */
const STEPS_TO_END = 1 + STAGES.length;

/**
 * The progress at `now` of an operation started at `startedAt` that ends in `outcome`, each step
 * `stepMs` long; `endedAt` fixes the end of one that ended before the step length changed. A failed
 * operation fails in its Run stage and skips Finalize.
 */
export function progressAt(
  startedAt: number,
  outcome: OperationOutcome,
  now: number,
  stepMs: number,
  endedAt?: number,
): Progress {
  if (outcome === "ValidationPassed") {
    const stages = STAGES.map((name, index) => ({
      name,
      status: index === 0 ? ("Succeeded" as const) : ("Skipped" as const),
      startedAt: index === 0 ? startedAt : null,
      endedAt: index === 0 ? startedAt : null,
    }));
    return { status: outcome, stages, endedAt: startedAt };
  }
  const end = endedAt ?? startedAt + STEPS_TO_END * stepMs;
  const step = (index: number) => startedAt + (1 + index) * stepMs;
  const done = now >= end;
  // The stage running now; past the end, none.
  const current = done ? STAGES.length : stepMs === 0 ? 0 : Math.floor((now - startedAt) / stepMs) - 1;
  const failAt = STAGES.indexOf("Run");
  const stages = STAGES.map((name, index): StageProgress => {
    if (done && outcome === "Failed" && index > failAt)
      return { name, status: "Skipped", startedAt: null, endedAt: null };
    if (done && outcome === "Failed" && index === failAt)
      return { name, status: "Failed", startedAt: step(index), endedAt: end };
    if (index < current)
      return { name, status: "Succeeded", startedAt: step(index), endedAt: Math.min(step(index + 1), end) };
    if (index === current) return { name, status: "InProgress", startedAt: step(index), endedAt: null };
    return { name, status: "NotStarted", startedAt: null, endedAt: null };
  });
  if (done) return { status: outcome, stages, endedAt: end };
  return { status: current < 0 ? "Queued" : "InProgress", stages, endedAt: null };
}

/** True when the status is one an operation keeps. */
export function isTerminal(status: OperationStatus): boolean {
  return status !== "Queued" && status !== "InProgress";
}
