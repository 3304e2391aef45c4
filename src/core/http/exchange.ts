/**
 * What passes through the HTTP pipeline: one {@link Exchange} per request, which the policies fill
 * in attempt by attempt, and the {@link Attempt} each attempt produces.
 */
import type { Dispatcher } from "undici";
import { neverConnected } from "./connection-failure";
import type { HttpRequest, HttpResponse } from "./http-types";

/**
 * One request on its way through the pipeline. It is made once per request and reused by every
 * attempt (attempts never overlap), so a retry allocates nothing for it.
 */
export interface Exchange {
  readonly request: HttpRequest;
  readonly url: URL;
  /** The headers of every attempt; the authentication policy sets the credential's on each. */
  readonly headers: Record<string, string>;
  /** The body as sent, serialized once. */
  readonly body: string | null;
  /** The signal of the attempt in flight: the caller's, joined with the attempt's deadline. */
  signal: AbortSignal | undefined;
  /** The credential the latest attempt sent, to take it out of what comes back. */
  sent: string | undefined;
  /** Attempts made when retrying stopped. */
  attempts: number;
  /** Why retrying stopped, in the retry ladder's words. */
  stopped: string | undefined;
}

/** A body as undici streams it in. */
export type BodyStream = Dispatcher.ResponseData["body"];

/** The service answered, with any status. */
export interface Answered {
  kind: "answer";
  response: HttpResponse;
  /** The body still streaming in, until the size cap reads it into `response.body`. */
  stream: BodyStream | undefined;
}

/** No usable answer came. */
export interface Failed {
  kind: "failed";
  outcome: { kind: "network-error" } | { kind: "not-connected" } | { kind: "too-large" };
  cause: unknown;
  /** The attempt's deadline passed before a complete answer came. */
  timedOut: boolean;
}

/** What one attempt produced. */
export type Attempt = Answered | Failed;

/** The exchange of `request`, with the client's own headers under the request's. */
export function exchangeOf(
  request: HttpRequest,
  clientHeaders: Readonly<Record<string, string>> | undefined,
): Exchange {
  const headers: Record<string, string> = {
    accept: "application/json",
    ...clientHeaders,
    ...request.headers,
  };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  return {
    request,
    url: new URL(request.url),
    headers,
    body: request.body === undefined ? null : JSON.stringify(request.body),
    signal: undefined,
    sent: undefined,
    attempts: 0,
    stopped: undefined,
  };
}

const NOT_CONNECTED = { kind: "not-connected" } as const;
const NETWORK_ERROR = { kind: "network-error" } as const;

/**
 * The attempt that `error` (thrown by undici while asking or while the body streamed in) ended:
 * no connection made, or an answer lost. A caller's abort is its decision, not a fault of the
 * network: it is thrown again, and nothing retries it.
 */
export function failedAttempt(error: unknown, exchange: Exchange): Failed {
  if (exchange.request.signal?.aborted) throw error;
  const outcome = neverConnected(error) ? NOT_CONNECTED : NETWORK_ERROR;
  return { kind: "failed", outcome, cause: error, timedOut: false };
}

/** True for the status of a 2xx answer: the request's end, with nothing to retry or report. */
export function succeeded(status: number): boolean {
  return status >= 200 && status < 300;
}
