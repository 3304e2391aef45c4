/**
 * The process's connection pools: keep-alive connections to the services, through the proxy the
 * environment names (`HTTPS_PROXY` for https URLs, `HTTP_PROXY` for http ones and for https when
 * no HTTPS_PROXY is set, `NO_PROXY` for hosts reached directly, `*` for all; lower-case names
 * first). undici tunnels each connection through the proxy (CONNECT): over https the proxy relays
 * encrypted bytes and never reads a request or its credential. This machine's loopback (the only
 * place plain http may go) is always reached directly: a proxy elsewhere cannot reach it, and a
 * credential sent over plain http must not cross the network.
 */
import type { Dispatcher } from "undici";
import { SettingsError } from "../errors/errors";
import { isLoopback } from "../settings/base-url";
import { undiciLibrary } from "./undici-library";

// Providers make many small calls to one host: connections are kept and reused.
const POOL = { keepAliveTimeout: 10_000, connections: 16 };

type Environment = Readonly<Record<string, string | undefined>>;

/** The proxies an environment names, or undefined when it names none (or `NO_PROXY=*`). */
export function proxiesOf(
  env: Environment,
): { httpProxy: string; httpsProxy: string; noProxy: string } | undefined {
  const noProxy = noProxyEntries(env);
  const httpProxy = proxyUrl(env, "http_proxy", "HTTP_PROXY");
  const httpsProxy = proxyUrl(env, "https_proxy", "HTTPS_PROXY") || httpProxy;
  if ((httpProxy === "" && httpsProxy === "") || noProxy.includes("*")) return undefined;
  return { httpProxy, httpsProxy, noProxy: noProxy.join(",") };
}

/** The variable that names a proxy for `protocol` (`https:`), for messages; undefined when none does. */
export function proxyVariableFor(protocol: string, env: Environment = process.env): string | undefined {
  // Read without checking the values: a message about one failure must not fail on another.
  const named = (lower: string, upper: string) => (env[lower] ?? env[upper] ?? "").trim() !== "";
  if (noProxyEntries(env).includes("*")) return undefined;
  if (protocol === "https:" && named("https_proxy", "HTTPS_PROXY")) return "HTTPS_PROXY";
  return named("http_proxy", "HTTP_PROXY") ? "HTTP_PROXY" : undefined;
}

/** The hosts NO_PROXY (or no_proxy) lists. */
function noProxyEntries(env: Environment): string[] {
  return (env.no_proxy ?? env.NO_PROXY ?? "").split(/[,\s]+/).filter((entry) => entry !== "");
}

/** A proxy variable's value, checked: an http: or https: URL, or empty. */
function proxyUrl(env: Environment, lower: string, upper: string): string {
  const value = (env[lower] ?? env[upper] ?? "").trim();
  if (value === "") return "";
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed?.protocol === "http:" || parsed?.protocol === "https:") return value;
  // The value may hold a user and password: only its form is named.
  throw new SettingsError(`${upper} must be the proxy's URL, such as http://proxy.example.com:3128.`, {
    hint: `Set ${upper} (or ${lower}) to the proxy's http: or https: URL, or unset it to connect directly, then run the command again.`,
  });
}

/** The pool of a request to each URL: direct to the loopback and where no proxy is named. */
export interface ConnectionPools {
  forUrl(url: URL): Dispatcher;
}

/** The connection pools for the environment `env`. */
export function connectionPools(env: Environment): ConnectionPools {
  const { Agent, EnvHttpProxyAgent } = undiciLibrary();
  const direct = new Agent(POOL);
  const proxies = proxiesOf(env);
  if (proxies === undefined) return { forUrl: () => direct };
  const proxied = new EnvHttpProxyAgent({ ...POOL, ...proxies });
  return { forUrl: (url) => (isLoopback(url.hostname) ? direct : proxied) };
}
