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
 * - An answer past the size bound: never asked again, it would cost as much.
 * - Bounded by attempts and by total elapsed time; a wait that would overrun the time budget ends
 *   the ladder at once rather than sleeping in vain.
 *
 * The statuses are listed once, in {@link RETRYABLE_STATUSES}; every decision reads that list.
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
  | { kind: "not-connected" }
  // The body passed its bound while it streamed in; nothing of it was kept.
  | { kind: "too-large" };

/** How the ladder treats a retryable status. */
interface RetryableStatus {
  /**
   * `throttle`: the service asks the client to slow down; waited out after `Retry-After` or the
   * cool-off, bounded by time rather than attempts. `fault`: a failure on the service's side;
   * retried with backoff, bounded by attempts.
   */
  pace: "throttle" | "fault";
  /** Retried even for a request that is not safe to repeat: the service applied nothing. */
  anyRequest: boolean;
}

const FAULT: RetryableStatus = { pace: "fault", anyRequest: false };

/**
 * Every status the ladder may retry, and how: the one list that the decision, the count of
 * throttled attempts and an error's "why retrying stopped" all read.
 */
const RETRYABLE_STATUSES: ReadonlyMap<number, RetryableStatus> = new Map([
  // Refused before anything was done.
  [429, { pace: "throttle", anyRequest: true }],
  // Business Central past its operation limit, the Translator's "retry in a few minutes": the
  // work may have run, so only a request safe to repeat is asked again.
  [408, { pace: "throttle", anyRequest: false }],
  // A 500 on a read is as passing as a 503 (a service restarting, a lost backend).
  [500, FAULT],
  [502, FAULT],
  [503, FAULT],
  [504, FAULT],
]);

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

/**
 * Retry after `delayMs`, or stop; `reason` says why the ladder stopped (attempts used up, the time
 * budget spent, a wait asked beyond it, a request not safe to repeat, ...).
 */
export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

/** True when `status` asks the client to slow down rather than reporting a fault (429, 408). */
export function isThrottleStatus(status: number): boolean {
  return RETRYABLE_STATUSES.get(status)?.pace === "throttle";
}

/** True for an answer that asks the client to slow down rather than reporting a fault. */
export function isThrottled(outcome: AttemptOutcome): boolean {
  return outcome.kind === "response" && isThrottleStatus(outcome.status);
}

/**
 * True when the ladder may retry an outcome of this kind, for some request: its error then says
 * why retrying stopped. Another status (a 400, a 404) is the answer itself, and a body past its
 * bound would cost as much again.
 */
export function worthRetrying(outcome: AttemptOutcome): boolean {
  if (outcome.kind === "response") return RETRYABLE_STATUSES.has(outcome.status);
  return outcome.kind !== "too-large";
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
  if (throttled && throttles >= MAX_THROTTLED_ATTEMPTS) {
    return { retry: false, reason: `gave up after ${ctx.attempt} attempts, ${throttles} of them throttled` };
  }
  if (!throttled && ctx.attempt - throttles >= options.maxAttempts) {
    return {
      retry: false,
      reason: `gave up after ${ctx.attempt} ${ctx.attempt === 1 ? "attempt" : "attempts"}`,
    };
  }
  const serverDelay =
    outcome.kind === "response"
      ? (parseRetryAfter(outcome.retryAfter, ctx.nowMs) ??
        // The option names a 429's wait: a service that allows one call a minute.
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
  switch (outcome.kind) {
    case "not-connected":
      return undefined;
    case "too-large":
      return "an answer past the size bound is not asked for again";
    case "network-error":
      return idempotent ? undefined : "the answer was lost and the request is not safe to repeat";
  }
  const retryable = RETRYABLE_STATUSES.get(outcome.status);
  if (retryable === undefined) return `HTTP ${outcome.status} is not retryable`;
  if (retryable.anyRequest || idempotent) return undefined;
  return `HTTP ${outcome.status} on a request that is not safe to repeat`;
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
