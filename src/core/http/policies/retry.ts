/**
 * Sends the request again as the pure ladder of `retry-ladder.ts` decides, sleeping through the
 * injected clock between attempts. It holds no slot while it sleeps (the slots policy is inside
 * it). When the ladder stops, the last attempt goes up as it is, and the exchange records how many
 * attempts were made and why retrying stopped, for the error.
 */
import type { Clock } from "../clock";
import { decideRetry, isThrottled, type AttemptOutcome, type RetryOptions } from "../retry-ladder";
import { succeeded, type Attempt } from "../exchange";
import type { HttpRequest } from "../http-types";
import type { HttpPolicy } from "../policy";

/** The client's bounds of the ladder, its clock and its source of jitter. */
export interface RetryConfig {
  retry: RetryOptions;
  clock: Clock;
  random: () => number;
}

/** Retries each request within its bounds: the client's, under the request's own overrides. */
export function retryPolicy({ retry, clock, random }: RetryConfig): HttpPolicy {
  return {
    name: "retry",
    async send(exchange, next) {
      const { request } = exchange;
      const bounds = boundsOf(retry, request.retry);
      const started = clock.now();
      let throttled = 0;
      for (let attempt = 1; ; attempt++) {
        request.signal?.throwIfAborted();
        const result = await next(exchange);
        const outcome = outcomeOf(result);
        if (outcome === undefined) return result;
        if (isThrottled(outcome)) throttled += 1;
        const now = clock.now();
        const context = {
          attempt,
          throttled,
          elapsedMs: now - started,
          nowMs: now,
          idempotent: request.idempotent,
          random: random(),
        };
        const decision = decideRetry(outcome, context, bounds);
        if (!decision.retry) {
          exchange.attempts = attempt;
          exchange.stopped = decision.reason;
          return result;
        }
        const status = result.kind === "answer" ? result.response.status : undefined;
        request.onRetry?.({ operation: request.operation, attempt, delayMs: decision.delayMs, status });
        await clock.sleep(decision.delayMs);
      }
    },
  };
}

/** What the ladder decides on: undefined for a 2xx answer, which ends the request. */
function outcomeOf(result: Attempt): AttemptOutcome | undefined {
  if (result.kind === "failed") return result.outcome;
  const { status, headers } = result.response;
  if (succeeded(status)) return undefined;
  return { kind: "response", status, retryAfter: headers["retry-after"] };
}

/**
 * The client's bounds under the request's own. An `undefined` in the overrides must not erase a
 * bound: the ladder would never stop.
 */
function boundsOf(client: RetryOptions, overrides: HttpRequest["retry"]): RetryOptions {
  if (overrides === undefined) return client;
  const bounds = { ...client };
  for (const [name, value] of Object.entries(overrides) as Array<[keyof RetryOptions, number | undefined]>) {
    if (value !== undefined) bounds[name] = value;
  }
  return bounds;
}
