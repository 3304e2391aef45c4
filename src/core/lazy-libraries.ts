/**
 * The two large libraries, loaded at their first use instead of at start-up. A program that only
 * declares resources, and a provider process that only checks and diffs (every preview), never
 * load them: measured on two cores, undici takes about 80 ms to load and `@azure/identity` about
 * 140 ms, once per process, and the engine starts a program and a provider process on every
 * `pulumi` command.
 */
import type * as Identity from "@azure/identity";
import type * as Undici from "undici";
import { keepCompiledModules } from "./compile-cache";

let undici: typeof Undici | undefined;
let identity: typeof Identity | undefined;

/** undici, for the one HTTP client. */
export function undiciLibrary(): typeof Undici {
  if (undici) return undici;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  undici = require("undici") as typeof Undici;
  keepCompiledModules();
  return undici;
}

/** `@azure/identity`, for the Entra ID credentials. */
export function identityLibrary(): typeof Identity {
  if (identity) return identity;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  identity = require("@azure/identity") as typeof Identity;
  // A process that signs in with Entra ID keeps its compiled code too (see compile-cache.ts).
  keepCompiledModules();
  return identity;
}
