/**
 * Waiting for a started operation to reach a final status: polls the status route every
 * `pollSeconds` through an injected clock, reports progress, and stops at a final status or the
 * timeout. A refusal from the status route (the service may not list an operation the moment it
 * starts) counts as "no status yet"; any other failure to ask ends the wait with that error, and
 * the caller keeps the operation in state either way.
 */
import { systemClock, type Clock } from "../../core/http/clock";
import { hasCode } from "../../core/errors/errors";
import type { EnvironmentRef, LifecycleClient } from "../client";
import { statusOutcome, type StatusOutcome } from "./operation-status";
import type { WaitForCompletion } from "../schemas";

export const DEFAULT_TIMEOUT_MINUTES = 60;
const DEFAULT_POLL_SECONDS = 30;
/** A line this often while nothing changes, so a long wait does not look stuck. */
const PROGRESS_EVERY_MS = 5 * 60_000;

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
  /** Names the operation in progress lines, such as `bizops:DatabaseRefresh refresh <id>`. */
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
  let status: string | undefined;
  let reportedAt: number | undefined;
  for (;;) {
    const seen = await statusOf(client, context);
    const elapsed = clock.now() - started;
    if (seen !== status || reportedAt === undefined || elapsed - reportedAt >= PROGRESS_EVERY_MS) {
      context.report(`${context.label}: ${seen ?? "no status yet"} after ${duration(elapsed)}`);
      reportedAt = elapsed;
    }
    status = seen;
    const outcome = statusOutcome(status);
    if (outcome !== "running" || elapsed + pollMs > timeoutMs) return { status, outcome };
    await clock.sleep(pollMs);
  }
}

async function statusOf(client: LifecycleClient, context: WaitContext): Promise<string | undefined> {
  try {
    const envelope = await client.operationStatus(context.ref, context.operationActivityId);
    return envelope.OperationStatus;
  } catch (error) {
    if (hasCode(error, "Refused")) return undefined;
    throw error;
  }
}

function duration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
