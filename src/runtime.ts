/**
 * The entry that provider shims load at run time from the installed package. Keys are the kinds
 * that shims capture; a key, once shipped, stays, since state written by earlier versions names it.
 */
import type * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "./core/errors";
import { configureProvider } from "./core/provider-config";
import type { ResourceProviderImpl } from "./core/resource-provider";

// Each kind loads at its first use: a stack of records never loads the lifecycle client and its
// schemas, and the provider process starts sooner on every `pulumi` command.
/* eslint-disable @typescript-eslint/no-require-imports */
const PROVIDERS: Readonly<Record<string, () => ResourceProviderImpl>> = {
  "records:DisputeStatus": () =>
    (require("./records/dispute-status-provider") as typeof import("./records/dispute-status-provider"))
      .disputeStatusProvider,
  "records:Currency": () =>
    (require("./records/currency-provider") as typeof import("./records/currency-provider")).currencyProvider,
  "records:PurchaseCreditMemo": () =>
    (
      require("./records/purchase-credit-memo-provider") as typeof import("./records/purchase-credit-memo-provider")
    ).purchaseCreditMemoProvider,
  "lifecycle:DatabaseRefresh": () =>
    (
      require("./lifecycle/database-refresh-provider") as typeof import("./lifecycle/database-refresh-provider")
    ).databaseRefreshProvider,
  "lifecycle:DatabaseExport": () =>
    (require("./lifecycle/database-export-provider") as typeof import("./lifecycle/database-export-provider"))
      .databaseExportProvider,
};
/* eslint-enable */

/** Receives the stack config (secrets decrypted) once per provider process. */
export async function configure(req: pulumi.dynamic.ConfigureRequest): Promise<void> {
  configureProvider(req.config);
}

/** The implementation of one resource kind. */
export function provider(kind: string): ResourceProviderImpl {
  const load = PROVIDERS[kind];
  if (!load) {
    throw new BizopsError(`This version of pulumi-bizops has no resource kind "${kind}".`, {
      hint: "If a newer pulumi-bizops wrote this state, install that version.",
      code: "Unsupported",
    });
  }
  return load();
}
