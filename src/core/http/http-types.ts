/**
 * What a request and its answer are, to the one HTTP client (http-client.ts), its policies and
 * every service client: the types alone, so that a module that only names them imports neither the
 * client nor its pipeline.
 */
import type { RequestError, RequestErrorDetails } from "../errors/errors";
import type { RetryOptions } from "./retry-ladder";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One logical request; the client may send it more than once. */
export interface HttpRequest {
  /** Names the operation in errors, such as `records.disputeStatus.update`. */
  operation: string;
  method: HttpMethod;
  /** Absolute URL. */
  url: string;
  headers?: Record<string, string>;
  /** Serialized as JSON when present. */
  body?: unknown;
  /** True when sending it twice cannot apply it twice; governs retries of 5xx and drops. */
  idempotent: boolean;
  /**
   * Bounds for this request only, over the client's (an operation that may wait longer); a bound
   * left undefined keeps the client's.
   */
  retry?: RetryOverrides | undefined;
  /** Told before each wait, so a caller can show why nothing seems to happen. */
  onRetry?: ((wait: RetryWait) => void) | undefined;
  /**
   * Builds the error of a failed request from its facts, for a caller that knows more (which
   * record, what to do next), so the error is built once with everything; a plain
   * {@link RequestError} otherwise.
   */
  failure?: ((facts: RequestErrorDetails) => RequestError) | undefined;
  /** Ends the request (and its retries) when aborted. */
  signal?: AbortSignal | undefined;
}

/** Retry bounds of one request; an undefined member is the same as a missing one. */
type RetryOverrides = { [K in keyof RetryOptions]?: RetryOptions[K] | undefined };

/** One wait of the retry ladder, as {@link HttpRequest.onRetry} hears of it. */
export interface RetryWait {
  operation: string;
  /** The attempt that just failed, counting from 1. */
  attempt: number;
  delayMs: number;
  /** The status that asked for the wait; undefined for a dropped connection. */
  status: number | undefined;
}

/** A successful (2xx) answer. */
export interface HttpResponse {
  status: number;
  headers: Readonly<Record<string, string | undefined>>;
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown;
  requestId: string | undefined;
  /**
   * Removes the credential this request sent from a text taken from the answer: an error built
   * from a successful answer (a refusal in a 200, a body of the wrong shape) goes through it.
   */
  redact: (text: string) => string;
}
