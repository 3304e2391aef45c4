/**
 * The one HTTP client. Every request of every service goes through {@link HttpClient.send}, which
 * runs it through the policies of `http/pipeline.ts`, in the order its `POLICIES` declares, to
 * undici: it resolves with a 2xx answer or throws a typed error that never carries the credential.
 */
import type { Dispatcher } from "undici";
import { RequestCredential, type CredentialHeader } from "./credential-header";
import { systemClock, type Clock } from "./clock";
import { exchangeOf, type Answered } from "./exchange";
import { httpPipeline } from "./pipeline";
import type { SendAttempt } from "./policy";
import { DEFAULT_RETRY_OPTIONS, type RetryOptions } from "./retry-ladder";
import type { HttpRequest, HttpResponse } from "./http-types";
import type { ClientSettingNames } from "../settings/settings";

/** How a client authenticates and how patient it is. */
export interface HttpClientOptions {
  /**
   * The header that carries the credential, e.g. `authorization` with scheme `Bearer`, and the
   * credential: a static value, or the source of Entra ID access tokens.
   */
  credential: CredentialHeader;
  /** The settings that name the URL and the credential, for clear errors. */
  settingNames: ClientSettingNames;
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

/** Sends requests for one service endpoint. */
export class HttpClient {
  /** Most pages one listing follows. */
  readonly maxPages: number;
  private readonly pipeline: SendAttempt;

  /**
   * Throws a `SettingsError` at once for a static credential that no HTTP header can carry.
   */
  constructor(private readonly options: HttpClientOptions) {
    this.maxPages = options.maxPages ?? DEFAULT_BOUNDS.maxPages;
    this.pipeline = httpPipeline({
      settingNames: options.settingNames,
      origin: options.origin,
      credential: options.credential,
      auth: new RequestCredential(options.credential),
      retry: { ...DEFAULT_RETRY_OPTIONS, ...options.retry },
      clock: options.clock ?? systemClock,
      random: options.random ?? Math.random,
      timeoutMs: options.timeoutMs ?? DEFAULT_BOUNDS.timeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_BOUNDS.maxResponseBytes,
      maxConcurrentRequests: options.maxConcurrentRequests,
      dispatcher: options.dispatcher,
    });
  }

  /** Sends the request, retrying as the ladder allows; resolves with a 2xx answer or throws. */
  async send(req: HttpRequest): Promise<HttpResponse> {
    const attempt = await this.pipeline(exchangeOf(req, this.options.headers));
    // The redaction policy throws every failure as its error: what comes back is a 2xx answer.
    return (attempt as Answered).response;
  }
}
