import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccessTokenAuthority } from "./signing/access-tokens";

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
  /**
   * The response header that carries the request id for this service; a function when its name depends
   * on the request (the naming the request uses).
   */
  readonly requestIdHeader: string | ((exchange: Exchange) => string);
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

/** What a service is made from: its credentials and options as the emulator was started with them. */
interface ServiceSettings<O, T> {
  /** Its credentials, each the one given or its default. */
  readonly tokens: T;
  /** The emulator's options: the service reads its own members. */
  readonly options: O;
  /** Signs (identity service) and verifies (bearer services) the emulator's access tokens. */
  readonly accessTokens: AccessTokenAuthority;
}

/** Where the running emulator listens, as a service's start-up lines name it. */
interface ServiceAddresses {
  /** The base URL over http, such as `http://127.0.0.1:8787`. */
  readonly url: string;
  /** The base URL of the same services over https, such as `https://127.0.0.1:8788`. */
  readonly httpsUrl: string;
}

/** How a flag of `bizops-emulator` reads in its `--help`, and the environment variable that also sets it. */
export interface FlagText {
  /** The flag without its dashes, such as `records-page-size`. */
  readonly name: string;
  /** What its value is, such as `N` or `PATH`. */
  readonly placeholder: string;
  /** What it sets; the usage adds the environment variable. */
  readonly help: string;
  /** The environment variable read when the flag is not given, such as `BIZOPS_EMULATOR_RECORDS_PAGE_SIZE`. */
  readonly env?: string;
}

/**
 * How the command line reads a flag's text: as it is, or as a number it checks (`port` 0 to 65535,
 * `count` a whole number from 0, `positive` a whole number from 1, `rate` a number from 0 to 1).
 */
export type FlagReading = "text" | "port" | "count" | "positive" | "rate";

/** A flag that sets one of the options `O`; `set` may refuse the value with a `RangeError`, shown with the usage. */
export type OptionFlag<O> =
  | (FlagText & { readonly reads: "text"; set(options: O, value: string): void })
  | (FlagText & { readonly reads: Exclude<FlagReading, "text">; set(options: O, value: number): void });

/** A credential a service accepts: its value when the emulator's options leave it out, and its flag. */
export interface TokenDeclaration {
  /** The value accepted by default. Not a secret: a test value. */
  readonly default: string;
  /** The flag (and environment variable) that sets it; absent when only `startEmulator({ tokens })` does. */
  readonly flag?: FlagText;
}

/**
 * How the server makes a service, and what the service adds to the emulator: `O` holds its members of
 * `startEmulator`'s options (each optional), `T` its credentials as `startEmulator({ tokens })` names
 * them. The emulator's options and credentials are those of every service `services.ts` lists, side by side.
 */
export interface ServiceDefinition<O extends object, T extends object> {
  /** Its credentials by name, with their defaults and flags. */
  readonly tokens: { readonly [K in keyof T]: TokenDeclaration };
  /** Its flags of `bizops-emulator`, each setting one of its options. */
  readonly flags?: readonly OptionFlag<O>[];
  /**
   * The port its options ask the server's https listener to take (the one listener serves every
   * service); any free port when no service asks.
   */
  httpsPort?(options: O): number | undefined;
  /**
   * Refuses options the service cannot run with (a `RangeError`), before any service is made, any state
   * file read or any port taken.
   */
  checkOptions?(options: O): void;
  /** Makes the service with its store, seeded. */
  create(settings: ServiceSettings<O, T>): EmulatedService;
  /**
   * What `bizops-emulator` prints about the service once the emulator listens, a line each (without
   * its newline), after the command's own lines: what a first client needs that is not `url` (where
   * it finds the service otherwise, the seed's ids it starts from).
   */
  startupLines?(where: ServiceAddresses): readonly string[];
}

/**
 * A service as the server holds it in its list: its options and credentials are some of the emulator's
 * (`O`, `T`), and its credentials' declarations are looked up by name.
 */
export type ListedService<O extends object, T extends object> = Omit<ServiceDefinition<O, T>, "tokens"> & {
  readonly tokens: Readonly<Record<string, TokenDeclaration>>;
};

/** The options of every service of a list, side by side: each service's own members. */
export type OptionsOfAll<L extends readonly unknown[]> = L extends readonly [infer D, ...infer Rest]
  ? (D extends ServiceDefinition<infer O, object> ? O : never) & OptionsOfAll<Rest>
  : unknown;

/** The credentials of every service of a list, side by side. */
export type TokensOfAll<L extends readonly unknown[]> = L extends readonly [infer D, ...infer Rest]
  ? (D extends ServiceDefinition<object, infer T> ? T : never) & TokensOfAll<Rest>
  : unknown;

/**
 * The names the data share, language and lifecycle services answer under: `both` (the default) takes
 * the spec's names (`providers/Platform.DataShare`, `Svc-Subscription-Key`, `x-svc-version`) and
 * Microsoft's (`providers/Microsoft.DataShare`, `Ocp-Apim-Subscription-Key`, `x-ms-version`);
 * `microsoft` takes only Microsoft's and refuses the spec's as Microsoft's service does.
 */
export type ServiceNaming = "both" | "microsoft";

/** Every {@link ServiceNaming}, in the order the flag's help lists them. */
const SERVICE_NAMINGS: readonly ServiceNaming[] = ["both", "microsoft"];

/** The member of `startEmulator`'s options that the services answering under two namings share. */
export interface NamingStartOptions {
  /**
   * `"microsoft"` makes the data share, language and lifecycle services answer only under Microsoft's
   * names, refusing the spec's as Microsoft's services do; `"both"` (the default) takes either.
   */
  naming?: ServiceNaming;
}

/** The naming the options choose; a value that is none of {@link SERVICE_NAMINGS} is a `RangeError`. */
export function namingOf(options: NamingStartOptions): ServiceNaming {
  const naming = options.naming ?? "both";
  if (!SERVICE_NAMINGS.includes(naming)) {
    throw new RangeError(`naming must be one of ${SERVICE_NAMINGS.join(", ")}, not '${String(naming)}'.`);
  }
  return naming;
}

/**
 * The `--naming` flag. Each service that reads the option lists this one declaration among its flags;
 * the command takes it once.
 */
export const NAMING_FLAG: OptionFlag<NamingStartOptions> = {
  name: "naming",
  placeholder: SERVICE_NAMINGS.join("|"),
  help:
    "the names the data share, language and lifecycle services answer under: both (the default), or " +
    "microsoft alone, refusing the spec's names as Microsoft's services do",
  env: "BIZOPS_EMULATOR_NAMING",
  reads: "text",
  set: (options, value) => {
    if (!(SERVICE_NAMINGS as readonly string[]).includes(value)) {
      throw new RangeError(`invalid --naming '${value}' (${SERVICE_NAMINGS.join(", ")})`);
    }
    options.naming = value as ServiceNaming;
  },
};
