/**
 * The two large libraries, loaded at their first use instead of at start-up. A program that only
 * declares resources, and a provider process that only checks and diffs (every preview), never
 * load them: measured on two cores, undici's package entry takes about 80 ms to load (the two
 * files we take from it, far less: see loadUndiciParts) and `@azure/identity` about 140 ms, once
 * per process, and the engine starts a program and a provider process on every `pulumi` command.
 */
import type * as Identity from "@azure/identity";
import type * as Undici from "undici";
import { keepCompiledModules } from "./compile-cache";

/** What the HTTP client takes from undici: its connection pool, and its request on a dispatcher. */
export interface UndiciParts {
  Agent: typeof Undici.Agent;
  request(
    dispatcher: Undici.Dispatcher,
    options: Undici.Dispatcher.RequestOptions,
  ): Promise<Undici.Dispatcher.ResponseData>;
}

let undici: UndiciParts | undefined;
let identity: typeof Identity | undefined;

/** undici's pool and request, for the one HTTP client. */
export function undiciLibrary(): UndiciParts {
  if (undici) return undici;
  undici = loadUndiciParts();
  keepCompiledModules();
  return undici;
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded at first use, see above */
function loadUndiciParts(): UndiciParts {
  try {
    // The two files that hold them: undici's package entry also loads fetch, WebSocket, cookies
    // and the mocks, and through them Node's own bundled copy of undici. Measured in a provider
    // process (after @pulumi/pulumi, compile cache warm): 25 files in about 7 ms, against 110
    // files in about 35 ms. undici's package.json has no `exports` map, so these paths resolve;
    // undici 6 and 7 both keep them there.
    const Agent = require("undici/lib/dispatcher/agent") as typeof Undici.Agent;
    const request = require("undici/lib/api/api-request") as (
      this: Undici.Dispatcher,
      options: Undici.Dispatcher.RequestOptions,
    ) => Promise<Undici.Dispatcher.ResponseData>;
    return { Agent, request: (dispatcher, options) => request.call(dispatcher, options) };
  } catch {
    // A release that moved them still has both behind its package entry.
    const full = require("undici") as typeof Undici;
    return { Agent: full.Agent, request: (dispatcher, options) => dispatcher.request(options) };
  }
}
/* eslint-enable */

/** `@azure/identity`, for the Entra ID credentials. */
export function identityLibrary(): typeof Identity {
  if (identity) return identity;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  identity = require("@azure/identity") as typeof Identity;
  // A process that signs in with Entra ID keeps its compiled code too (see compile-cache.ts).
  keepCompiledModules();
  return identity;
}
