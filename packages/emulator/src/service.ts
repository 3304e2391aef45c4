import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccessTokenAuthority } from "./signing/access-tokens";
import type { EmulatorOptions, EmulatorTokens } from "./server";

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

/**
 * The common error shape, `{"error":{"code","message"}}`: the records service's, the admin routes'
 * and that of paths no service owns.
 */
export function renderCommonError(error: ServiceError): unknown {
  return { error: { code: error.code, message: error.message } };
}

/** A 400 `BadRequest` in the common error shape (admin routes, records, the emulator's own checks). */
export function badRequest(message: string): ServiceError {
  return new ServiceError(400, "BadRequest", message);
}

/** A 404 `BadRequest_NotFound` in the common error shape. */
export function notFound(message: string): ServiceError {
  return new ServiceError(404, "BadRequest_NotFound", message);
}

/** The 404 for a path that names nothing the emulator (or the records service) serves. */
export function pathNotFoundError(): ServiceError {
  return notFound("No HTTP resource was found that matches the request URI.");
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

/** A service's admin routes under `/_admin/` (no authentication): how tests stage and inspect its data. */
export interface AdminRoutes {
  /** True when the admin path belongs to this service. */
  owns(pathname: string): boolean;
  /** Answers one admin request; may throw {@link ServiceError} (rendered in the admin error shape). */
  handle(exchange: Exchange): Promise<void>;
}

/**
 * One emulated service mounted on the shared server: its path space, its error shape, its data and its
 * admin routes. A service lives in a folder of its own and is listed once, in `services.ts`.
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
  /** The service's admin routes, when it has any. */
  readonly admin?: AdminRoutes;
  /** Puts the service's data back to its starting content (its seed). */
  reset(): void;
}

/** What a service is made from: the credentials and the options the emulator was started with. */
interface ServiceSettings {
  readonly tokens: EmulatorTokens;
  readonly options: EmulatorOptions;
  /** Signs (identity service) and verifies (bearer services) the emulator's access tokens. */
  readonly accessTokens: AccessTokenAuthority;
}

/** How the server makes a service. */
export interface ServiceDefinition {
  /**
   * Refuses options the service cannot run with (a `RangeError`), before any service is made, any state
   * file read or any port taken.
   */
  checkOptions?(options: EmulatorOptions): void;
  /** Makes the service with its store, seeded. */
  create(settings: ServiceSettings): EmulatedService;
}
