/**
 * Record list functions: every record of a type in a company, or those an OData `$filter` keeps,
 * from every page (`@odata.nextLink` is followed to the end), in the service's order. Arguments
 * are checked before any request. The `...Output` forms take inputs and return an Output.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../core/invoke-options";
import type {
  ListCurrenciesArgs,
  ListCurrenciesOutputArgs,
  ListCurrenciesResult,
  ListDisputeStatusesArgs,
  ListDisputeStatusesOutputArgs,
  ListDisputeStatusesResult,
  ListPurchaseCreditMemosArgs,
  ListPurchaseCreditMemosOutputArgs,
  ListPurchaseCreditMemosResult,
} from "./list-args";
import type { ListedKind } from "./list-all";

export type {
  CurrencyRecord,
  DisputeStatusRecord,
  ListCurrenciesArgs,
  ListCurrenciesOutputArgs,
  ListCurrenciesResult,
  ListDisputeStatusesArgs,
  ListDisputeStatusesOutputArgs,
  ListDisputeStatusesResult,
  ListPurchaseCreditMemosArgs,
  ListPurchaseCreditMemosOutputArgs,
  ListPurchaseCreditMemosResult,
  ListRecordsArgs,
  ListRecordsOutputArgs,
  PurchaseCreditMemoRecord,
} from "./list-args";

/**
 * Every dispute status of the company that matches `filter`. `opts` is taken for the shape every
 * Pulumi function has; the read runs in the program, so no provider, parent or version applies.
 */
export async function listDisputeStatuses(
  args: ListDisputeStatusesArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListDisputeStatusesResult> {
  return { value: await listAll("disputeStatuses", args, "records.listDisputeStatuses") };
}

/** Every currency of the company that matches `filter`; see {@link listDisputeStatuses} on `opts`. */
export async function listCurrencies(
  args: ListCurrenciesArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListCurrenciesResult> {
  return { value: await listAll("currencies", args, "records.listCurrencies") };
}

/**
 * Every purchase credit memo of the company that matches `filter`, whatever its status (filter
 * with `status eq 'Draft'` for the ones that can still change); see {@link listDisputeStatuses} on `opts`.
 */
export async function listPurchaseCreditMemos(
  args: ListPurchaseCreditMemosArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListPurchaseCreditMemosResult> {
  return { value: await listAll("purchaseCreditMemos", args, "records.listPurchaseCreditMemos") };
}

/** {@link listDisputeStatuses} as an Output; it reads after the resources of `opts.dependsOn`. */
export function listDisputeStatusesOutput(
  args: ListDisputeStatusesOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListDisputeStatusesResult> {
  return outputForm(args, opts, listDisputeStatuses);
}

/** {@link listCurrencies} as an Output; it reads after the resources of `opts.dependsOn`. */
export function listCurrenciesOutput(
  args: ListCurrenciesOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListCurrenciesResult> {
  return outputForm(args, opts, listCurrencies);
}

/** {@link listPurchaseCreditMemos} as an Output; it reads after the resources of `opts.dependsOn`. */
export function listPurchaseCreditMemosOutput(
  args: ListPurchaseCreditMemosOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListPurchaseCreditMemosResult> {
  return outputForm(args, opts, listPurchaseCreditMemos);
}

// The reading itself (zod, the client) is loaded at the first call, so that a program that only
// declares resources never loads it: about 90 ms of every `preview` and `up`, measured on two cores.
async function listAll<K extends ListedKind>(kind: K, args: unknown, fn: string) {
  const listing = await import("./list-all");
  return listing.listAll(kind, args, fn);
}
