/**
 * Waiting for a started operation to reach a final status: polls the status route every
 * `pollSeconds` through an injected clock, reports progress, and stops at a final status or the
 * timeout. Failing to ask is not the operation failing: a status request that fails ends the wait
 * with that error, and the caller keeps the operation in state either way.
 */
import { systemClock, type Clock } from "../core/clock";
import type { EnvironmentRef, LifecycleClient } from "./client";
import { statusOutcome, type StatusOutcome } from "./operation-status";
import type { WaitForCompletion } from "./schemas";

export const DEFAULT_TIMEOUT_MINUTES = 60;
export const DEFAULT_POLL_SECONDS = 30;

/** How a wait ended. */
export interface WaitResult {
  /** The last status seen; undefined when the service never answered one. */
  status: string | undefined;
  /** `running` means the timeout came first. */
  outcome: StatusOutcome;
}

/** What a wait needs besides the client. */
export interface WaitContext {
  /** The environment the operation acts on, and its id. */
  ref: EnvironmentRef;
  operationActivityId: string;
  /** Names the operation in progress lines, such as `refresh 1234/…`. */
  label: string;
  options: WaitForCompletion;
  /** Shown to the user while waiting. */
  report: (message: string) => void;
  clock?: Clock;
}

/** Polls until a final status or the timeout. */
export async function waitForFinalStatus(client: LifecycleClient, context: WaitContext): Promise<WaitResult> {
  const clock = context.clock ?? systemClock;
  const timeoutMs = (context.options.timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES) * 60_000;
  const pollMs = (context.options.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
  const started = clock.now();
  let last: string | undefined;
  for (;;) {
    const envelope = await client.operationStatus(context.ref, context.operationActivityId);
    const status = envelope.Data?.OperationStatus;
    const outcome = statusOutcome(status);
    const elapsed = clock.now() - started;
    if (status !== last)
      context.report(`${context.label}: ${status ?? "status unknown"} after ${seconds(elapsed)}`);
    last = status;
    if (outcome !== "running") return { status, outcome };
    if (elapsed + pollMs > timeoutMs) return { status, outcome };
    await clock.sleep(pollMs);
  }
}

function seconds(ms: number): string {
  return ms < 60_000
    ? `${Math.round(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
