import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * An error that a service answers with. Handlers throw it; the server renders it in the shape of the
 * service that owns the request, so every service keeps its own error body in one place.
 */
export class ServiceError extends Error {
  /**
   * @param status - HTTP status to answer with.
   * @param code - the service's error code.
   * @param message - human-readable text; must never contain a credential.
   * @param headers - extra response headers (for example `WWW-Authenticate` or `Retry-After`).
   */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

/** One HTTP request as a service handler sees it. */
export interface Exchange {
  /** The raw request (headers, body stream). */
  readonly req: IncomingMessage;
  /** The response to write. */
  readonly res: ServerResponse;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** The request URL, resolved against the emulator's own address. */
  readonly url: URL;
  /** The emulator's base URL as the client addressed it (no trailing slash), for links in bodies. */
  readonly baseUrl: string;
}

/**
 * One emulated service mounted on the shared server. Lifecycle, data share and language services are
 * added by writing another file that implements this interface and listing it in the server's route table.
 */
export interface EmulatedService {
  /** Short name, for messages. */
  readonly name: string;
  /** The response header that carries the request id for this service. */
  readonly requestIdHeader: string;
  /** True when the path belongs to this service. */
  owns(pathname: string): boolean;
  /**
   * Sets the headers every response of the service carries, before faults and authentication run, so
   * that injected faults and rejections carry them too. Optional: most services need only the request id.
   */
  prepare?(exchange: Exchange): void;
  /** The route part of a request-count key (`"<METHOD> <route>"`), such as `disputeStatus`. */
  routeName(pathname: string): string;
  /** The JSON body this service answers an error with. */
  renderError(error: ServiceError): unknown;
  /** Answers one request (authentication included); may throw {@link ServiceError}. */
  handle(exchange: Exchange): Promise<void>;
  /** Forgets all data the service holds. */
  reset(): void;
}
