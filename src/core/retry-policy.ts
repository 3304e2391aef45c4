/**
 * The retry ladder, as one pure decision: given what happened on an attempt, should the client
 * try again, and after how long? No I/O and no clock of its own, so every rung is unit-testable.
 *
 * - 429: always retried (the service refused before doing anything), after `Retry-After` when
 *   given (seconds or an HTTP date), else after backoff.
 * - 500, 502, 503, 504 and dropped connections: retried only when the request is declared idempotent,
 *   because a POST that creates something may have been applied before the answer was lost.
 * - Bounded by attempts and by total elapsed time; a `Retry-After` that would overrun the time
 *   budget ends the ladder at once rather than sleeping in vain.
 */

/** Tunables of the ladder; see {@link DEFAULT_RETRY_OPTIONS}. */
export interface RetryOptions {
  /** Attempts in all, the first included. */
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
}

export const DEFAULT_RETRY_OPTIONS: Readonly<RetryOptions> = {
  maxAttempts: 4,
  maxElapsedMs: 60_000,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
};

/** What one attempt produced. */
export type AttemptOutcome =
  { kind: "response"; status: number; retryAfter?: string | undefined } | { kind: "network-error" };

/** Where the ladder stands. */
export interface RetryContext {
  /** The attempt that just finished, counting from 1. */
  attempt: number;
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
const RETRYABLE_WHEN_IDEMPOTENT = new Set([500, 502, 503, 504]);

/** Decides whether to retry after one attempt. */
export function decideRetry(
  outcome: AttemptOutcome,
  ctx: RetryContext,
  options: RetryOptions = DEFAULT_RETRY_OPTIONS,
): RetryDecision {
  const eligibility = retryEligibility(outcome, ctx.idempotent);
  if (eligibility) return { retry: false, reason: eligibility };
  if (ctx.attempt >= options.maxAttempts) {
    return { retry: false, reason: `gave up after ${ctx.attempt} attempts` };
  }
  const serverDelay =
    outcome.kind === "response"
      ? (parseRetryAfter(outcome.retryAfter, ctx.nowMs) ??
        (outcome.status === 429 ? options.throttledDelayMs : undefined))
      : undefined;
  const delayMs = serverDelay ?? backoffDelay(ctx.attempt, ctx.random, options);
  if (ctx.elapsedMs + delayMs > options.maxElapsedMs) {
    const wait = `${Math.ceil(delayMs / 1000)}s`;
    return {
      retry: false,
      reason:
        serverDelay === undefined
          ? `the next retry would end past the retry time budget`
          : `the service asked to wait ${wait}, beyond the retry time budget`,
    };
  }
  return { retry: true, delayMs };
}

/** Returns why the outcome may not be retried at all, or undefined when it may. */
function retryEligibility(outcome: AttemptOutcome, idempotent: boolean): string | undefined {
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
