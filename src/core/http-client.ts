/**
 * The one HTTP client. Every request of every service goes through {@link HttpClient.send}:
 * it attaches the credential, sends JSON with undici, retries by the pure ladder in
 * `retry-policy.ts` (sleeping through an injected clock), and turns failures into typed errors
 * that never carry the credential.
 */
import type { Agent, Dispatcher } from "undici";
import { AuthPolicy, type CredentialHeader } from "./auth-policy";
import { systemClock, type Clock } from "./clock";
import { failureText, neverConnected } from "./connection-failure";
import { RequestError, type RequestErrorDetails } from "./errors";
import { redact, redactFacts } from "./redact";
import { assertSameOrigin } from "./same-origin";
import { undiciLibrary } from "./lazy-libraries";
import {
  DEFAULT_RETRY_OPTIONS,
  decideRetry,
  isThrottled,
  type AttemptOutcome,
  type RetryOptions,
} from "./retry-policy";
import { sharedRequestSlots, type RequestSlots } from "./request-slots";
import { readServiceError } from "./service-error";
import { assertSafeTransport, SETTING_SOURCES, type SettingName } from "./settings";

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
  /**
   * Removes the credential this request sent from a text taken from the answer: an error built
   * from a successful answer (a refusal in a 200, a body of the wrong shape) goes through it.
   */
  redact: (text: string) => string;
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
  /**
   * One deadline per attempt for the headers and the whole body together, in milliseconds
   * ({@link DEFAULT_BOUNDS}).
   */
  timeoutMs?: number | undefined;
  /** Most bytes of one answer's body, counted as it streams in ({@link DEFAULT_BOUNDS}). */
  maxResponseBytes?: number | undefined;
  /** Most pages one listing follows ({@link DEFAULT_BOUNDS}); read by the clients' paging. */
  maxPages?: number | undefined;
  /** Headers sent with every request (not secret: the translator key's region). */
  headers?: Readonly<Record<string, string>> | undefined;
  dispatcher?: Dispatcher | undefined;
  /**
   * Most attempts in flight at once for this origin and credential, shared with every other client
   * of the process that has the same ones (`request-slots.ts`); no limit when absent.
   */
  maxConcurrentRequests?: number | undefined;
}

// Response headers that carry a request id, in order of preference.
const REQUEST_ID_HEADERS = ["x-svc-request-id", "x-requestid", "x-ms-request-id", "apim-request-id"];

// Statuses the ladder may retry; when one still ends a request, the error says why retrying stopped.
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

/**
 * What one answer may cost by default. Business Central runs an operation for up to 8 minutes
 * before it answers 408 itself (dev-itpro/administration/operational-limits-online.md), so an
 * attempt waits that long; a body of 64 MiB holds a 20,000-record page (the service's largest)
 * of credit memos, its widest records.
 */
const DEFAULT_BOUNDS = {
  timeoutMs: 480_000,
  maxResponseBytes: 64 * 1024 * 1024,
  // 10,000 pages is a million records at the page size a refresh asks for.
  maxPages: 10_000,
} as const;

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
  private readonly maxResponseBytes: number;
  /** Most pages one listing follows. */
  readonly maxPages: number;
  private readonly auth: AuthPolicy;
  private slots: { origin: string; slots: RequestSlots } | undefined;

  constructor(private readonly options: HttpClientOptions) {
    this.auth = new AuthPolicy(options.credential);
    this.retry = { ...DEFAULT_RETRY_OPTIONS, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_BOUNDS.timeoutMs;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_BOUNDS.maxResponseBytes;
    this.maxPages = options.maxPages ?? DEFAULT_BOUNDS.maxPages;
  }

  /** Sends the request, retrying as the ladder allows; resolves with a 2xx answer or throws. */
  async send(req: HttpRequest): Promise<HttpResponse> {
    const url = new URL(req.url);
    assertSafeTransport(url, this.options.settingNames.url, this.options.settingNames.credential);
    if (this.options.origin !== undefined) assertSameOrigin(req.operation, req.url, this.options.origin);
    const started = this.clock.now();
    // An `undefined` in the override must not erase a bound: the ladder would never stop.
    const bounds = { ...this.retry, ...definedBounds(req.retry) };
    let throttled = 0;
    for (let attempt = 1; ; attempt++) {
      req.signal?.throwIfAborted();
      const result = await this.inSlot(req, url);
      if (result.kind === "ok") return result.response;
      if (result.kind === "too-large") throw this.failure(req, result, attempt, "not retried");
      if (isThrottled(result.outcome)) throttled += 1;
      const now = this.clock.now();
      const decision = decideRetry(
        result.outcome,
        {
          attempt,
          throttled,
          elapsedMs: now - started,
          nowMs: now,
          idempotent: req.idempotent,
          random: this.random(),
        },
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
   * One attempt, holding one of the credential's slots while it is in flight: the waits between
   * attempts hold none, so a request cooling off after a 429 lets the others through.
   */
  private async inSlot(req: HttpRequest, url: URL): Promise<AttemptResult> {
    const slots = this.slotsFor(url.origin);
    if (slots === undefined) return this.attemptRenewingToken(req, url);
    const release = await slots.acquire(req.signal);
    try {
      return await this.attemptRenewingToken(req, url);
    } finally {
      release();
    }
  }

  /**
   * The shared slots of this client's credential at `origin`, looked up once per origin: the
   * lookup digests a static credential, which each attempt need not repeat.
   */
  private slotsFor(origin: string): RequestSlots | undefined {
    const limit = this.options.maxConcurrentRequests;
    if (limit === undefined) return undefined;
    if (this.slots?.origin !== origin) {
      this.slots = { origin, slots: sharedRequestSlots(origin, this.options.credential.secret, limit) };
    }
    return this.slots.slots;
  }

  /**
   * One attempt; when the service answers 401 to an Entra ID token, the token is renewed once and
   * the request repeated: a 401 means nothing was applied, so even a create may be sent again.
   */
  private async attemptRenewingToken(req: HttpRequest, url: URL): Promise<AttemptResult> {
    const first = await this.attempt(req, url);
    if (first.kind !== "failed" || first.response?.status !== 401 || !this.auth.renewable) return first;
    this.auth.refused(first.sent);
    return this.attempt(req, url);
  }

  private async attempt(req: HttpRequest, url: URL): Promise<AttemptResult> {
    let answer: Dispatcher.ResponseData;
    let body: unknown;
    // Outside the try: a token that cannot be had is the identity's error, not a dropped connection.
    const headers = this.headersFor(req);
    const sent = await this.auth.apply(headers);
    // One deadline for the headers and the whole body: undici's own timeouts restart with every
    // chunk, so a body trickled a byte at a time would never end.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
    try {
      answer = await undiciLibrary().request(this.options.dispatcher ?? defaultDispatcher(), {
        origin: url.origin,
        path: url.pathname + url.search,
        method: req.method,
        headers,
        body: req.body === undefined ? null : JSON.stringify(req.body),
        signal,
      });
      // A connection can also drop after the headers, while the body streams in.
      body = await readJson(answer.body, this.maxResponseBytes);
    } catch (error) {
      // An abort is the caller's decision, not a fault of the network: it is not retried.
      if (req.signal?.aborted) throw error;
      if (error instanceof BodyTooLarge) return { kind: "too-large", cause: error, sent };
      if (neverConnected(error))
        return { kind: "failed", outcome: { kind: "not-connected" }, cause: error, sent };
      const timedOut = deadline.signal.aborted;
      return { kind: "failed", outcome: { kind: "network-error" }, cause: error, sent, timedOut };
    } finally {
      clearTimeout(timer);
    }
    const answerHeaders = flattenHeaders(answer.headers);
    const secrets = this.auth.secrets(sent);
    const response: HttpResponse = {
      status: answer.statusCode,
      headers: answerHeaders,
      body,
      requestId: requestIdOf(answerHeaders),
      redact: (text) => redact(text, secrets),
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
    // The one redaction point: every text of the answer that reaches an error passes here.
    return build(redactFacts(this.factsOf(req, result, attempts, stopped), this.auth.secrets(result.sent)));
  }

  private factsOf(
    req: HttpRequest,
    result: FailedAttempt,
    attempts: number,
    stopped: string,
  ): RequestErrorDetails {
    const host = new URL(req.url).host;
    if (result.kind === "too-large") {
      return {
        operation: req.operation,
        code: "ResponseTooLarge",
        serviceMessage: `the answer from ${host} is larger than ${this.maxResponseBytes} bytes; nothing of it was kept`,
        attempts,
        hint: `Raise bizops:maxResponseMegabytes (BIZOPS_MAX_RESPONSE_MEGABYTES) if the service's answer is expected to be this large.`,
      };
    }
    if (result.outcome.kind === "not-connected") {
      // The service never saw the request: the URL or the service is what to look at.
      const url = this.options.settingNames.url;
      const where = SETTING_SOURCES[url];
      return {
        operation: req.operation,
        code: "InvalidSettings",
        serviceMessage: `could not connect to ${host} (${failureText(result.cause)}); nothing was sent`,
        attempts,
        retryStopped: stopped,
        hint: `Check that the ${url} setting (${where.config} or ${where.env}) names the service and that the service is running, then run the command again.`,
      };
    }
    if (!result.response) {
      const reason = result.timedOut
        ? `no complete answer within ${Math.round(this.timeoutMs / 1000)}s`
        : failureText(result.cause);
      return {
        operation: req.operation,
        code: result.timedOut ? "TimedOut" : undefined,
        serviceMessage: `no complete response from ${host} (${reason}; ${stopped})`,
        attempts,
        hint: req.idempotent
          ? result.timedOut
            ? "Raise bizops:requestTimeoutSeconds (BIZOPS_REQUEST_TIMEOUT_SECONDS) if the service is slow rather than stuck."
            : "Asking again is safe: run the command again once the service answers."
          : "The request may or may not have been applied: check the service before trying again.",
      };
    }
    const facts = readServiceError(result.response.body);
    return {
      operation: req.operation,
      status: result.response.status,
      serviceCode: facts.code,
      serviceMessage: facts.message,
      serviceTarget: facts.target,
      serviceDetails: facts.details,
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

type FailedAttempt =
  | {
      kind: "failed";
      outcome: AttemptOutcome;
      response?: HttpResponse;
      cause?: unknown;
      /** The credential this attempt sent. */
      sent: string;
      /** The attempt's deadline passed before a complete answer came. */
      timedOut?: boolean;
    }
  | {
      // The body passed its bound: nothing is kept, and asking again would cost as much.
      kind: "too-large";
      cause: unknown;
      sent: string;
    };
type AttemptResult = { kind: "ok"; response: HttpResponse } | FailedAttempt;

function hintFor(status: number, idempotent: boolean, refusal: string): string {
  if (status === 401 || status === 403) return refusal;
  if (status === 429 || status === 408) {
    return "The service is throttling requests: try again later, or give the retries more time with bizops:retryMaxElapsedSeconds.";
  }
  // A server error can come after the work was done: say so for a request that must not repeat.
  if (status >= 500) {
    return idempotent
      ? "The service failed on its side: run the command again later."
      : "The request may or may not have been applied: check the service before trying again.";
  }
  if (status === 404) return "Check the ids and the service's URL, then run the command again.";
  if (status < 400) {
    return "A redirect is not followed: set the service's URL setting to the address it answers at, then run the command again.";
  }
  return "The service refused the request as sent: change what its message names, then run the command again.";
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

/** A body passed its bound while streaming in. */
class BodyTooLarge extends Error {}

/**
 * Reads the body as JSON, counting bytes as they arrive and stopping at `maxBytes`; text that is
 * not JSON is kept as a string so errors can show it.
 */
async function readJson(body: Dispatcher.ResponseData["body"], maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new BodyTooLarge();
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks, size).toString("utf8");
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
