/**
 * The one HTTP client. Every request of every service goes through {@link HttpClient.send}:
 * it attaches the credential, sends JSON with undici, retries by the pure ladder in
 * `retry-policy.ts` (sleeping through an injected clock), and turns failures into typed errors
 * that never carry the credential.
 */
import type { Agent, Dispatcher } from "undici";
import { AuthPolicy, type CredentialHeader } from "./auth-policy";
import { systemClock, type Clock } from "./clock";
import { RequestError, type RequestErrorDetails } from "./errors";
import { redact } from "./redact";
import { assertSameOrigin } from "./same-origin";
import { undiciLibrary } from "./lazy-libraries";
import { DEFAULT_RETRY_OPTIONS, decideRetry, type AttemptOutcome, type RetryOptions } from "./retry-policy";
import { readServiceError } from "./service-error";
import { assertSafeTransport, type SettingName } from "./settings";

type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

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
}

/** How a client authenticates and how patient it is. */
export interface HttpClientOptions {
  /**
   * The header that carries the credential, e.g. `authorization` with scheme `Bearer`, and the
   * credential: a static value, or the source of Entra ID access tokens.
   */
  credential: CredentialHeader;
  /** The settings that name the URL and the credential, for clear errors. */
  settingNames: { url: SettingName; credential: SettingName };
  /**
   * The origin of the configured base URL: a request to any other origin (a URL taken from a
   * response) is refused before anything is sent, so the credential goes only where it was set.
   */
  origin?: string | undefined;
  retry?: Partial<RetryOptions> | undefined;
  clock?: Clock | undefined;
  random?: (() => number) | undefined;
  /** Per-attempt timeout for headers and body, in milliseconds. */
  timeoutMs?: number | undefined;
  /** Headers sent with every request (not secret: the translator key's region). */
  headers?: Readonly<Record<string, string>> | undefined;
  dispatcher?: Dispatcher | undefined;
}

// Response headers that carry a request id, in order of preference.
const REQUEST_ID_HEADERS = ["x-svc-request-id", "x-requestid", "x-ms-request-id", "apim-request-id"];

// Statuses the ladder may retry; when one still ends a request, the error says why retrying stopped.
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

let sharedAgent: Agent | undefined;

/** One keep-alive connection pool per process: providers make many small calls to one host. */
function defaultDispatcher(): Agent {
  sharedAgent ??= new (undiciLibrary().Agent)({ keepAliveTimeout: 10_000, connections: 16 });
  return sharedAgent;
}

/** Sends requests for one service endpoint. */
export class HttpClient {
  private readonly retry: RetryOptions;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly timeoutMs: number;
  private readonly auth: AuthPolicy;

  constructor(private readonly options: HttpClientOptions) {
    this.auth = new AuthPolicy(options.credential);
    this.retry = { ...DEFAULT_RETRY_OPTIONS, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Sends the request, retrying as the ladder allows; resolves with a 2xx answer or throws. */
  async send(req: HttpRequest): Promise<HttpResponse> {
    const url = new URL(req.url);
    assertSafeTransport(url, this.options.settingNames.url, this.options.settingNames.credential);
    if (this.options.origin !== undefined) assertSameOrigin(req.operation, req.url, this.options.origin);
    const started = this.clock.now();
    // An `undefined` in the override must not erase a bound: the ladder would never stop.
    const bounds = { ...this.retry, ...definedBounds(req.retry) };
    for (let attempt = 1; ; attempt++) {
      req.signal?.throwIfAborted();
      const result = await this.attemptRenewingToken(req, url);
      if (result.kind === "ok") return result.response;
      const now = this.clock.now();
      const decision = decideRetry(
        result.outcome,
        { attempt, elapsedMs: now - started, nowMs: now, idempotent: req.idempotent, random: this.random() },
        bounds,
      );
      if (!decision.retry) throw this.failure(req, result, attempt, decision.reason);
      req.onRetry?.({
        operation: req.operation,
        attempt,
        delayMs: decision.delayMs,
        status: result.response?.status,
      });
      await this.clock.sleep(decision.delayMs);
    }
  }

  /**
   * One attempt; when the service answers 401 to an Entra ID token, the token is renewed once and
   * the request repeated: a 401 means nothing was applied, so even a create may be sent again.
   */
  private async attemptRenewingToken(req: HttpRequest, url: URL): Promise<AttemptResult> {
    const first = await this.attempt(req, url);
    if (first.kind === "ok" || first.response?.status !== 401 || !this.auth.renewable) return first;
    this.auth.refused(first.sent);
    return this.attempt(req, url);
  }

  private async attempt(req: HttpRequest, url: URL): Promise<AttemptResult> {
    let answer: Dispatcher.ResponseData;
    let body: unknown;
    // Outside the try: a token that cannot be had is the identity's error, not a dropped connection.
    const headers = this.headersFor(req);
    const sent = await this.auth.apply(headers);
    try {
      answer = await undiciLibrary().request(this.options.dispatcher ?? defaultDispatcher(), {
        origin: url.origin,
        path: url.pathname + url.search,
        method: req.method,
        headers,
        body: req.body === undefined ? null : JSON.stringify(req.body),
        signal: req.signal,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      // A connection can also drop after the headers, while the body streams in.
      body = await readJson(answer.body);
    } catch (error) {
      // An abort is the caller's decision, not a fault of the network: it is not retried.
      if (req.signal?.aborted) throw error;
      return { kind: "failed", outcome: { kind: "network-error" }, cause: error, sent };
    }
    const answerHeaders = flattenHeaders(answer.headers);
    const response: HttpResponse = {
      status: answer.statusCode,
      headers: answerHeaders,
      body,
      requestId: requestIdOf(answerHeaders),
    };
    if (answer.statusCode >= 200 && answer.statusCode < 300) return { kind: "ok", response };
    return {
      kind: "failed",
      outcome: { kind: "response", status: answer.statusCode, retryAfter: response.headers["retry-after"] },
      response,
      sent,
    };
  }

  private headersFor(req: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = {
      accept: "application/json",
      ...this.options.headers,
      ...req.headers,
    };
    if (req.body !== undefined) headers["content-type"] = "application/json";
    return headers;
  }

  private failure(req: HttpRequest, result: FailedAttempt, attempts: number, stopped: string): RequestError {
    const build = req.failure ?? ((facts: RequestErrorDetails) => new RequestError(facts));
    return build(this.factsOf(req, result, attempts, stopped));
  }

  private factsOf(
    req: HttpRequest,
    result: FailedAttempt,
    attempts: number,
    stopped: string,
  ): RequestErrorDetails {
    const secrets = this.auth.secrets(result.sent);
    if (!result.response) {
      const reason = result.cause instanceof Error ? redact(result.cause.message, secrets) : "no response";
      return {
        operation: req.operation,
        serviceMessage: `no complete response from ${new URL(req.url).host} (${reason}; ${stopped})`,
        attempts,
        hint: req.idempotent
          ? undefined
          : "The request may or may not have been applied: check the service before trying again.",
      };
    }
    const facts = readServiceError(result.response.body);
    return {
      operation: req.operation,
      status: result.response.status,
      serviceCode: facts.code,
      serviceMessage: facts.message === undefined ? undefined : redact(facts.message, secrets),
      serviceTarget: facts.target,
      serviceDetails: facts.details?.map((line) => redact(line, secrets)),
      requestId: result.response.requestId,
      attempts,
      retryStopped: RETRYABLE_STATUSES.has(result.response.status) ? stopped : undefined,
      hint: hintFor(
        result.response.status,
        req.idempotent,
        this.auth.refusalHint(this.options.settingNames.credential, result.response.status),
      ),
    };
  }
}

type FailedAttempt = {
  kind: "failed";
  outcome: AttemptOutcome;
  response?: HttpResponse;
  cause?: unknown;
  /** The credential this attempt sent. */
  sent: string;
};
type AttemptResult = { kind: "ok"; response: HttpResponse } | FailedAttempt;

function hintFor(status: number, idempotent: boolean, refusal: string): string | undefined {
  if (status === 401 || status === 403) return refusal;
  if (status === 429) return "The service is throttling requests; try again later.";
  // A server error can come after the work was done: say so for a request that must not repeat.
  if (status >= 500 && !idempotent) {
    return "The request may or may not have been applied: check the service before trying again.";
  }
  return undefined;
}

function definedBounds(retry: RetryOverrides | undefined): Partial<RetryOptions> {
  return Object.fromEntries(Object.entries(retry ?? {}).filter(([, value]) => value !== undefined));
}

function flattenHeaders(raw: Dispatcher.ResponseData["headers"]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(raw)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function requestIdOf(headers: Record<string, string | undefined>): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers[name];
    if (value) return value;
  }
  return undefined;
}

/** Reads the body as JSON; text that is not JSON is kept as a string so errors can show it. */
async function readJson(body: Dispatcher.ResponseData["body"]): Promise<unknown> {
  const text = await body.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
