/**
 * undici, loaded at its first use instead of at start-up: a program that only declares resources,
 * and a provider process that only checks and diffs (every preview), never need it, and the engine
 * starts a program and a provider process on every `pulumi` command. It is loaded through its
 * package entry, so any release that keeps its public API works.
 */
import type * as Undici from "undici";

/** What the HTTP client takes from undici: its connection pools, and its request on a dispatcher. */
export interface UndiciParts {
  Agent: typeof Undici.Agent;
  EnvHttpProxyAgent: typeof Undici.EnvHttpProxyAgent;
  request(
    dispatcher: Undici.Dispatcher,
    options: Undici.Dispatcher.RequestOptions,
  ): Promise<Undici.Dispatcher.ResponseData>;
}

let undici: UndiciParts | undefined;

/** undici's pool and request, for the one HTTP client. */
export function undiciLibrary(): UndiciParts {
  if (undici) return undici;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  const library = require("undici") as typeof Undici;
  undici = {
    Agent: library.Agent,
    EnvHttpProxyAgent: library.EnvHttpProxyAgent,
    request: (dispatcher, options) => dispatcher.request(options),
  };
  return undici;
}
