/**
 * The process's connection pool: keep-alive connections to the services, through the proxy the
 * environment names, as the Entra ID sign-in's requests go (`HTTPS_PROXY` for https URLs,
 * `HTTP_PROXY` for http ones, `NO_PROXY` for hosts reached directly; lower-case names too). undici
 * tunnels each connection through the proxy (CONNECT), so the proxy relays bytes to the service's
 * host and never reads a request or its credential as a proxy of plain HTTP would.
 */
import type { Dispatcher } from "undici";
import { undiciLibrary } from "./undici-library";

// Providers make many small calls to one host: connections are kept and reused.
const POOL = { keepAliveTimeout: 10_000, connections: 16 };

// A proxy elsewhere cannot reach this machine's loopback: a service on it (the emulator) is
// reached directly whatever NO_PROXY says.
const LOOPBACK = ["127.0.0.1", "localhost", "::1", "[::1]"];

/** The proxies an environment names, or undefined when it names none. */
export function proxiesOf(
  env: Readonly<Record<string, string | undefined>>,
): { httpProxy: string; httpsProxy: string; noProxy: string } | undefined {
  const httpProxy = env.http_proxy ?? env.HTTP_PROXY ?? "";
  const httpsProxy = env.https_proxy ?? env.HTTPS_PROXY ?? "";
  if (httpProxy === "" && httpsProxy === "") return undefined;
  const named = (env.no_proxy ?? env.NO_PROXY ?? "").split(/[,\s]+/).filter((entry) => entry !== "");
  return { httpProxy, httpsProxy, noProxy: [...named, ...LOOPBACK].join(",") };
}

/** A connection pool for the environment `env`: through its proxies when it names any. */
export function connectionPool(env: Readonly<Record<string, string | undefined>>): Dispatcher {
  const { Agent, EnvHttpProxyAgent } = undiciLibrary();
  const proxies = proxiesOf(env);
  return proxies === undefined ? new Agent(POOL) : new EnvHttpProxyAgent({ ...POOL, ...proxies });
}
