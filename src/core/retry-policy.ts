/**
 * The retry ladder, as one pure decision: given what happened on an attempt, should the client
 * try again, and after how long? No I/O and no clock of its own, so every rung is unit-testable.
 *
 * - 429: always retried (the service refused before doing anything), after `Retry-After` when
 *   given (seconds or an HTTP date), else after a cool-off that grows from seconds to a minute,
 *   jittered. Business Central documents `Retry-After` only on 502/503 and asks clients to cool
 *   off on 429 with their own backoff (dev-itpro/administration/operational-limits-online.md);
 *   the Translator's 429000-429002 promise no header either. Throttling is bounded by the time
 *   budget, not by the attempts: a 429 means nothing was applied.
 * - 408 (Business Central past its operation limit, the Translator's 408001/408002 "retry in a
 *   few minutes"): retried like a 429, only when the request is declared idempotent.
 * - 500, 502, 503, 504 and dropped connections: retried with short backoff, only when the request
 *   is declared idempotent, because a POST that creates something may have been applied before
 *   the answer was lost.
 * - A connection that could not be made (refused, no such host): retried with the same backoff
 *   whatever the request, since nothing of it was sent.
 * - Bounded by attempts and by total elapsed time; a wait that would overrun the time budget ends
 *   the ladder at once rather than sleeping in vain.
 */

/** Tunables of the ladder; see {@link DEFAULT_RETRY_OPTIONS}. */
export interface RetryOptions {
  /** Attempts in all, the first included; throttled attempts are bounded by time alone. */
  maxAttempts: number;
  /** Total time budget from the first attempt, in milliseconds. */
  maxElapsedMs: number;
  /** First backoff step, in milliseconds; doubles per attempt. */
  baseDelayMs: number;
  /** Cap of one backoff step, in milliseconds. */
  maxDelayMs: number;
  /**
   * The wait after a 429 that names no `Retry-After`, in milliseconds; backoff when unset. A
   * service that allows one call a minute is better asked again after a minute than hammered.
   */
  throttledDelayMs?: number | undefined;
  /** First cool-off after a 429 (or 408) that names no wait, in milliseconds; doubles per throttle. */
  coolOffBaseMs: number;
  /** Cap of one cool-off step, in milliseconds. */
  coolOffMaxMs: number;
}

/**
 * The defaults. The time budget outlasts Business Central's 5-minute request window (6,000
 * requests per user in any 5 minutes, then 429s until older requests age out), so a busy
 * tenant's throttling is waited out rather than failed.
 */
export const DEFAULT_RETRY_OPTIONS: Readonly<RetryOptions> = {
  maxAttempts: 4,
  maxElapsedMs: 330_000,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  coolOffBaseMs: 2_000,
  coolOffMaxMs: 60_000,
};

// A service answering 429 with `Retry-After: 0` forever would otherwise be asked as fast as it
// answers until the time budget ends.
const MAX_THROTTLED_ATTEMPTS = 50;

/** What one attempt produced. */
export type AttemptOutcome =
  | { kind: "response"; status: number; retryAfter?: string | undefined }
  | { kind: "network-error" }
  // No connection could be made, so nothing of the request left this machine.
  | { kind: "not-connected" };

/** Where the ladder stands. */
export interface RetryContext {
  /** The attempt that just finished, counting from 1. */
  attempt: number;
  /** How many of the attempts so far, this one included, were throttled (429 or 408). */
  throttled?: number | undefined;
  /** Milliseconds since the first attempt started. */
  elapsedMs: number;
  /** Wall-clock time, to read an HTTP-date `Retry-After`. */
  nowMs: number;
  /** Whether repeating the request cannot apply it twice. */
  idempotent: boolean;
  /** A number in [0, 1) for jitter. */
  random: number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

// A 500 on a read is as passing as a 503 (a service restarting, a lost backend): asking again is safe.
const RETRYABLE_WHEN_IDEMPOTENT = new Set([408, 500, 502, 503, 504]);

/** True for an answer that asks the client to slow down rather than reporting a fault. */
export function isThrottled(outcome: AttemptOutcome): boolean {
  return outcome.kind === "response" && (outcome.status === 429 || outcome.status === 408);
}

/** Decides whether to retry after one attempt. */
export function decideRetry(
  outcome: AttemptOutcome,
  ctx: RetryContext,
  options: RetryOptions = DEFAULT_RETRY_OPTIONS,
): RetryDecision {
  const eligibility = retryEligibility(outcome, ctx.idempotent);
  if (eligibility) return { retry: false, reason: eligibility };
  const throttled = isThrottled(outcome);
  const throttles = ctx.throttled ?? (throttled ? 1 : 0);
  if (throttled ? throttles >= MAX_THROTTLED_ATTEMPTS : ctx.attempt - throttles >= options.maxAttempts) {
    return {
      retry: false,
      reason: `gave up after ${ctx.attempt} ${ctx.attempt === 1 ? "attempt" : "attempts"}`,
    };
  }
  const serverDelay =
    outcome.kind === "response"
      ? (parseRetryAfter(outcome.retryAfter, ctx.nowMs) ??
        (outcome.status === 429 ? options.throttledDelayMs : undefined))
      : undefined;
  const delayMs =
    serverDelay ??
    (throttled
      ? coolOffDelay(throttles, ctx.random, options)
      : backoffDelay(ctx.attempt, ctx.random, options));
  if (ctx.elapsedMs + delayMs > options.maxElapsedMs) {
    const wait = `${Math.ceil(delayMs / 1000)}s`;
    return {
      retry: false,
      reason:
        serverDelay === undefined
          ? `the next retry would end past the retry time budget of ${Math.round(options.maxElapsedMs / 1000)}s`
          : `the service asked to wait ${wait}, beyond the retry time budget`,
    };
  }
  return { retry: true, delayMs };
}

/** Returns why the outcome may not be retried at all, or undefined when it may. */
function retryEligibility(outcome: AttemptOutcome, idempotent: boolean): string | undefined {
  if (outcome.kind === "not-connected") return undefined;
  if (outcome.kind === "network-error") {
    return idempotent ? undefined : "the connection dropped and the request is not safe to repeat";
  }
  if (outcome.status === 429) return undefined;
  if (RETRYABLE_WHEN_IDEMPOTENT.has(outcome.status)) {
    return idempotent ? undefined : `HTTP ${outcome.status} on a request that is not safe to repeat`;
  }
  return `HTTP ${outcome.status} is not retryable`;
}

/**
 * The cool-off after the `throttles`-th throttled answer that named no wait: doubling from
 * `coolOffBaseMs` to `coolOffMaxMs`, with full jitter over its upper half, so that processes
 * sharing one identity (stacks deployed at once) do not come back in step.
 */
function coolOffDelay(throttles: number, random: number, options: RetryOptions): number {
  const step = Math.min(options.coolOffMaxMs, options.coolOffBaseMs * 2 ** (throttles - 1));
  return Math.round(step / 2 + (random * step) / 2);
}

/**
 * Reads a `Retry-After` header: delta-seconds or an HTTP date. Returns milliseconds to wait, or
 * undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month and zone in letters; this keeps Date.parse from reading "1.5" as a year.
  if (!/[A-Za-z]{3}/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Exponential backoff with equal jitter: half the step is fixed, half is random. */
export function backoffDelay(attempt: number, random: number, options: RetryOptions): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + (random * step) / 2);
}
