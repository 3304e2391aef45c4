/**
 * The entry that provider shims load at run time from the installed package: the kinds are those
 * of resource-kinds.ts, by key, as shims capture them.
 */
import type * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "./core/errors/errors";
import { withAdvice } from "./core/provider/provider-advice";
import { configureProvider } from "./core/provider/provider-config";
import { RepeatedFailures } from "./core/provider/repeated-failures";
import type { ResourceProviderImpl } from "./core/provider/resource-provider";
import { kindOfKey } from "./resource-kinds";

// Each kind's implementation with its errors advised, made at its first call in the process.
const advised = new Map<string, ResourceProviderImpl>();
// A provider process serves one command: a reason every resource fails for is told in full once.
const failures = new RepeatedFailures();

/** Receives the stack config (secrets decrypted) once per provider process. */
export async function configure(req: pulumi.dynamic.ConfigureRequest): Promise<void> {
  configureProvider(req.config);
}

/**
 * The implementation of the resource kind whose key is `kind` (`<service>:<Name>`), its errors
 * saying what to do next (core/provider/provider-advice.ts).
 */
export function provider(kind: string): ResourceProviderImpl {
  const known = advised.get(kind);
  if (known) return known;
  const found = kindOfKey(kind);
  if (!found) {
    throw new BizopsError(`This version of pulumi-bizops has no resource kind "${kind}".`, {
      hint: "If a newer pulumi-bizops wrote this state, install that version.",
      code: "Unsupported",
    });
  }
  const impl = withAdvice(found.load(), { records: found.service === "records", failures });
  advised.set(kind, impl);
  return impl;
}
