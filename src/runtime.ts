/**
 * The entry that provider shims load at run time from the installed package: the kinds are those
 * of resource-kinds.ts, by key, as shims capture them.
 */
import type * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "./core/errors";
import { configureProvider } from "./core/provider-config";
import type { ResourceProviderImpl } from "./core/resource-provider";
import { kindOfKey } from "./resource-kinds";

/** Receives the stack config (secrets decrypted) once per provider process. */
export async function configure(req: pulumi.dynamic.ConfigureRequest): Promise<void> {
  configureProvider(req.config);
}

/** The implementation of the resource kind whose key is `kind` (`<service>:<Name>`). */
export function provider(kind: string): ResourceProviderImpl {
  const found = kindOfKey(kind);
  if (!found) {
    throw new BizopsError(`This version of pulumi-bizops has no resource kind "${kind}".`, {
      hint: "If a newer pulumi-bizops wrote this state, install that version.",
      code: "Unsupported",
    });
  }
  return found.load();
}
