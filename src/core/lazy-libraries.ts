/**
 * The two large libraries, loaded at their first use instead of at start-up. A program that only
 * declares resources, and a provider process that only checks and diffs (every preview), never
 * load them: measured on two cores, undici takes about 80 ms to load and `@azure/identity` about
 * 140 ms, once per process, and the engine starts a program and a provider process on every
 * `pulumi` command.
 */
import type * as Identity from "@azure/identity";
import type * as Undici from "undici";

let undici: typeof Undici | undefined;
let identity: typeof Identity | undefined;

/** undici, for the one HTTP client. */
export function undiciLibrary(): typeof Undici {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  undici ??= require("undici") as typeof Undici;
  return undici;
}

/** `@azure/identity`, for the Entra ID credentials. */
export function identityLibrary(): typeof Identity {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  identity ??= require("@azure/identity") as typeof Identity;
  return identity;
}
