import { randomUUID } from "node:crypto";
import { createServer, ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { TLSSocket } from "node:tls";
import type { AddressInfo } from "node:net";
import { AccessTokenAuthority } from "./signing/access-tokens";
import { ADMIN_PREFIX, handleAdmin, type AdminContext } from "./admin";
import { FaultInjector, type ChaosOptions, type FaultRule } from "./faults";
import { sendJson } from "./http-helpers";
import { createLoopbackTlsCertificate } from "./signing/tls-certificate";
import { RequestCounter } from "./request-counter";
import {
  pathNotFoundError,
  renderCommonError,
  ServiceError,
  type EmulatedService,
  type Exchange,
  type OptionsOfAll,
  type ListedService,
  type TokensOfAll,
} from "./service";
import SERVICES from "./services";
import { createLazyTlsListener } from "./signing/tls-listener";

/**
 * Credentials the emulated services accept, by name: those of every service `services.ts` lists, as its
 * folder declares them (`<service>/options.ts`).
 */
export type EmulatorTokens = TokensOfAll<typeof SERVICES>;

// The list as the kernel holds it: each service reads its own members of the options and credentials.
const LISTED: readonly ListedService<EmulatorOptions, EmulatorTokens>[] = SERVICES;

function defaultTokens(): EmulatorTokens {
  const defaults: Record<string, string> = {};
  for (const service of LISTED) {
    for (const [name, token] of Object.entries(service.tokens)) defaults[name] = token.default;
  }
  // EmulatorTokens is made of the same declarations, so every one of its names has its default here.
  return defaults as unknown as EmulatorTokens;
}

/** The credentials used when {@link EmulatorOptions.tokens} leaves one out. Not secrets: test values. */
export const EMULATOR_DEFAULT_TOKENS: Readonly<EmulatorTokens> = Object.freeze(defaultTokens());

/**
 * Options of {@link startEmulator}: the server's own, and those of every service `services.ts` lists, as
 * its folder declares them (`<service>/options.ts`).
 */
export interface EmulatorOptions extends OptionsOfAll<typeof SERVICES> {
  /** TCP port; 0 (the default) picks any free port. */
  port?: number;
  /** Address to listen on; `127.0.0.1` by default. */
  host?: string;
  /** Credentials to accept instead of {@link EMULATOR_DEFAULT_TOKENS}. */
  tokens?: Partial<EmulatorTokens>;
  /** Random faults at this rate on every service route (not the admin routes), seeded to play again. */
  chaos?: ChaosOptions;
}

/** A running emulator. */
export interface Emulator {
  /** Base URL, such as `http://127.0.0.1:8787` (no trailing slash). */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** Base URL of the same services over https, such as `https://127.0.0.1:8788`. */
  readonly httpsUrl: string;
  /**
   * The https listener's self-signed certificate (PEM), for `NODE_EXTRA_CA_CERTS`. Made at the first
   * https connection or the first read of this property.
   */
  readonly httpsCertificatePem: string;
  /** Stops listening, ends open connections and pending faults. Safe to call more than once. */
  close(): Promise<void>;
}

/** Request-id header for paths no service owns (and admin paths). */
const DEFAULT_REQUEST_ID_HEADER = "x-svc-request-id";

interface ServerContext {
  readonly services: readonly EmulatedService[];
  readonly counter: RequestCounter;
  readonly faults: FaultInjector;
  readonly admin: AdminContext;
}

function parseRequestUrl(raw: string): URL {
  try {
    // Concatenating (not resolving) keeps a path such as `//x` a path instead of a host.
    return new URL(raw.startsWith("/") ? `http://emulator${raw}` : "http://emulator/");
  } catch {
    return new URL("http://emulator/");
  }
}

function toExchange(req: IncomingMessage, res: ServerResponse): Exchange {
  const url = parseRequestUrl(req.url ?? "/");
  const scheme = (req.socket as Partial<TLSSocket>).encrypted === true ? "https" : "http";
  const baseUrl = `${scheme}://${req.headers.host ?? "127.0.0.1"}`;
  return { req, res, url, baseUrl, method: (req.method ?? "GET").toUpperCase() };
}

function sendFailure(res: ServerResponse, error: unknown, render: (e: ServiceError) => unknown): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  if (error instanceof ServiceError) {
    sendJson(res, error.status, render(error), error.headers);
    return;
  }
  // A bug in the emulator: answer like a real 500 and keep the details in the emulator's own log.
  console.error("bizops emulator: unexpected error", error);
  const internal = new ServiceError(
    500,
    "InternalServerError",
    "An unexpected error occurred in the emulator.",
  );
  sendJson(res, 500, render(internal));
}

async function dispatch(context: ServerContext, exchange: Exchange): Promise<void> {
  const pathname = exchange.url.pathname;
  const service = context.services.find((candidate) => candidate.owns(pathname));
  const requestIdHeader = service?.requestIdHeader ?? DEFAULT_REQUEST_ID_HEADER;
  const idHeader = typeof requestIdHeader === "string" ? requestIdHeader : requestIdHeader(exchange);
  exchange.res.setHeader(idHeader, randomUUID());
  service?.prepare?.(exchange);
  const render = service === undefined ? renderCommonError : (e: ServiceError) => service.renderError(e);
  try {
    if (pathname.startsWith(ADMIN_PREFIX)) {
      await handleAdmin(exchange, context.admin);
      return;
    }
    // Counted before faults and authentication: tests count every call a client made.
    context.counter.count(exchange.method, service?.routeName(pathname) ?? "(unknown)");
    const fault = context.faults.plan(exchange);
    if (fault?.when === "before" && (await context.faults.before(exchange, fault.rule, render))) return;
    if (service === undefined) throw pathNotFoundError();
    if (fault?.when === "after") {
      await applyThenLose(context, service, exchange, fault.rule, render);
      return;
    }
    await service.handle(exchange);
  } catch (error) {
    sendFailure(exchange.res, error, render);
  }
}

/**
 * The service handles the request into a response that goes nowhere (the write is applied all the
 * same); then the client gets the fault instead of the answer.
 */
async function applyThenLose(
  context: ServerContext,
  service: EmulatedService,
  exchange: Exchange,
  rule: FaultRule,
  render: (error: ServiceError) => unknown,
): Promise<void> {
  const nowhere = new ServerResponse(exchange.req);
  try {
    await service.handle({ ...exchange, res: nowhere });
  } catch {
    // A refused write applied nothing; its answer is lost all the same.
  }
  context.faults.lose(exchange, rule, render);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The URL host part for a listening address; wildcard addresses are reached through loopback. */
function urlHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

function closer(servers: readonly Server[], faults: FaultInjector): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const closeOne = (server: Server) =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error === undefined ? resolve() : reject(error)));
      // Keep-alive connections would otherwise hold close() open until they time out.
      server.closeAllConnections();
    });
  return () => {
    faults.close();
    closing ??= Promise.all(servers.map(closeOne)).then(() => undefined);
    return closing;
  };
}

function createContext(tokens: EmulatorTokens, options: EmulatorOptions): ServerContext {
  // Every service checks its options before any is made: a bad option touches no state file.
  for (const definition of LISTED) definition.checkOptions?.(options);
  const accessTokens = new AccessTokenAuthority();
  const services = LISTED.map((definition) => definition.create({ tokens, options, accessTokens }));
  const counter = new RequestCounter();
  const faults = new FaultInjector(options.chaos);
  return { services, counter, faults, admin: { counter, faults, services } };
}

/** The port of the https listener: the one a service's options ask for, else any free port. */
function httpsPort(options: EmulatorOptions): number {
  for (const definition of LISTED) {
    const port = definition.httpsPort?.(options);
    if (port !== undefined) return port;
  }
  return 0;
}

// `{ records: undefined }` must not erase a default.
function definedTokens(tokens: Partial<EmulatorTokens> | undefined): Partial<EmulatorTokens> {
  return Object.fromEntries(Object.entries(tokens ?? {}).filter(([, value]) => value !== undefined));
}

/**
 * Starts the emulator of the services on one port, in memory (or kept in {@link EmulatorOptions.stateFile}).
 * Each service starts with the seed its folder declares.
 *
 * @example
 * const emulator = await startEmulator();
 * // ... point BIZOPS_RECORDS_URL at emulator.url ...
 * await emulator.close();
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const tokens: EmulatorTokens = { ...EMULATOR_DEFAULT_TOKENS, ...definedTokens(options.tokens) };
  const host = options.host ?? "127.0.0.1";
  const context = createContext(tokens, options);
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    void dispatch(context, toExchange(req, res));
  };
  const server = createServer(handler);
  // The same services over https, for clients that refuse plain http.
  const tls = createLazyTlsListener(handler, () => createLoopbackTlsCertificate());
  const tlsServer = tls.server;
  await listen(server, options.port ?? 0, host);
  try {
    await listen(tlsServer, httpsPort(options), host);
  } catch (error) {
    server.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const tlsPort = (tlsServer.address() as AddressInfo).port;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    httpsUrl: `https://${urlHost(host)}:${tlsPort}`,
    get httpsCertificatePem() {
      return tls.certificatePem();
    },
    close: closer([server, tlsServer], context.faults),
  };
}
