/**
 * Waiting for a started operation to reach a final status: polls the status route every
 * `pollSeconds` (or the service's `Retry-After`, when longer) through an injected clock, reports progress, and stops at a final status or the
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

/** What a wait needs besides the way to look at the operation. */
export interface PollContext {
  /** Names the operation in progress lines, such as `bizops:DatabaseRefresh refresh <id>`. */
  label: string;
  options: WaitForCompletion;
  /** Shown to the user while waiting. */
  report: (message: string) => void;
  clock?: Clock;
  /** How long the service asked to wait before the first look (its `Retry-After`), in milliseconds. */
  firstLookAfterMs?: number | undefined;
}

/** What a wait needs besides the client. */
export interface WaitContext extends PollContext {
  /** The environment the operation acts on, and its id. */
  ref: EnvironmentRef;
  operationActivityId: string;
}

/** One look at an operation: its status, and how long the service asks to wait before the next. */
export interface Look {
  status: string | undefined;
  retryAfterMs?: number | undefined;
}

/** Polls the lifecycle status route until a final status or the timeout. */
export async function waitForFinalStatus(client: LifecycleClient, context: WaitContext): Promise<WaitResult> {
  return pollUntilFinal(async () => ({ status: await statusOf(client, context) }), statusOutcome, context);
}

/**
 * Looks at an operation every `pollSeconds` (or longer, when the service's `Retry-After` asks for
 * more) through the context's clock, reports progress, and stops at a final status, as `outcome`
 * reads it, or at the timeout. Shared by every service whose operations take time.
 */
export async function pollUntilFinal(
  look: () => Promise<Look>,
  outcome: (status: string | undefined) => StatusOutcome,
  context: PollContext,
): Promise<WaitResult> {
  const clock = context.clock ?? systemClock;
  const timeoutMs = (context.options.timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES) * 60_000;
  const pollMs = (context.options.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
  const started = clock.now();
  let status: string | undefined;
  let reportedAt: number | undefined;
  let nextWaitMs = Math.min(context.firstLookAfterMs ?? 0, timeoutMs);
  for (;;) {
    if (nextWaitMs > 0) await clock.sleep(nextWaitMs);
    const seen = await look();
    const elapsed = clock.now() - started;
    if (seen.status !== status || reportedAt === undefined || elapsed - reportedAt >= PROGRESS_EVERY_MS) {
      context.report(`${context.label}: ${seen.status ?? "no status yet"} after ${duration(elapsed)}`);
      reportedAt = elapsed;
    }
    status = seen.status;
    const result = outcome(status);
    nextWaitMs = Math.max(pollMs, seen.retryAfterMs ?? 0);
    if (result !== "running" || elapsed + nextWaitMs > timeoutMs) return { status, outcome: result };
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
