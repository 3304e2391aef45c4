/** Exchanges and attempts for testing one policy of the HTTP pipeline with a fake `next`. */
import type { HttpRequest } from "../../../../../src/core/http/http-types";
import {
  exchangeOf,
  type Answered,
  type Attempt,
  type Exchange,
  type Failed,
} from "../../../../../src/core/http/exchange";
import type { SendAttempt } from "../../../../../src/core/http/policy";

/** The exchange of a GET (or of the request `over` makes of it). */
export function exchange(over: Partial<HttpRequest> = {}): Exchange {
  const request: HttpRequest = {
    operation: "test.get",
    method: "GET",
    url: "https://svc.example/thing",
    idempotent: true,
    ...over,
  };
  return exchangeOf(request, undefined);
}

/** An answer of `status` whose body is read. */
export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Answered {
  const response = {
    status,
    headers,
    body,
    requestId: headers["x-svc-request-id"],
    redact: (t: string) => t,
  };
  return { kind: "answer", response, stream: undefined };
}

/** An attempt that got no usable answer. */
export function failed(
  kind: Failed["outcome"]["kind"],
  cause: unknown = new Error("other side closed"),
): Failed {
  return { kind: "failed", outcome: { kind }, cause, timedOut: false };
}

/** A `next` that answers each call with the next attempt of `script` (the last one over again). */
export function scriptedNext(...script: Attempt[]): SendAttempt & { seen: Exchange[] } {
  const seen: Exchange[] = [];
  const next = (ex: Exchange) => {
    seen.push(ex);
    return Promise.resolve(script[Math.min(seen.length, script.length) - 1]!);
  };
  return Object.assign(next, { seen });
}
