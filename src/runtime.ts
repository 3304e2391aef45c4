/**
 * The entry that provider shims load at run time from the installed package. Keys are the kinds
 * that shims capture; a key, once shipped, stays, since state written by earlier versions names it.
 */
import type * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "./core/errors";
import { configureProvider } from "./core/provider-config";
import type { ResourceProviderImpl } from "./core/resource-provider";
import { databaseExportProvider } from "./lifecycle/database-export-provider";
import { databaseRefreshProvider } from "./lifecycle/database-refresh-provider";
import { currencyProvider } from "./records/currency-provider";
import { disputeStatusProvider } from "./records/dispute-status-provider";
import { purchaseCreditMemoProvider } from "./records/purchase-credit-memo-provider";

const PROVIDERS: Readonly<Record<string, ResourceProviderImpl>> = {
  "records:DisputeStatus": disputeStatusProvider,
  "records:Currency": currencyProvider,
  "records:PurchaseCreditMemo": purchaseCreditMemoProvider,
  "lifecycle:DatabaseRefresh": databaseRefreshProvider,
  "lifecycle:DatabaseExport": databaseExportProvider,
};

/** Receives the stack config (secrets decrypted) once per provider process. */
export async function configure(req: pulumi.dynamic.ConfigureRequest): Promise<void> {
  configureProvider(req.config);
}

/** The implementation of one resource kind. */
export function provider(kind: string): ResourceProviderImpl {
  const impl = PROVIDERS[kind];
  if (!impl) {
    throw new BizopsError(`This version of pulumi-bizops has no resource kind "${kind}".`, {
      hint: "If a newer pulumi-bizops wrote this state, install that version.",
      code: "Unsupported",
    });
  }
  return impl;
}
