/**
 * `@azure/identity`, loaded at its first use instead of at start-up: a program that only declares
 * resources, and a provider process that only checks and diffs (every preview), never need it, and
 * the engine starts a program and a provider process on every `pulumi` command. It is loaded
 * through its package entry, so any release that keeps its public API works.
 */
import type * as Identity from "@azure/identity";

let identity: typeof Identity | undefined;

/** `@azure/identity`, for the Entra ID credentials. */
export function identityLibrary(): typeof Identity {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  identity ??= require("@azure/identity") as typeof Identity;
  return identity;
}
