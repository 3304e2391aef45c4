/**
 * Record list functions: every record of a type in a company, or those an OData `$filter` keeps,
 * from every page (`@odata.nextLink` is followed to the end), in the service's order. Arguments
 * are checked before any request. The `...Output` forms take inputs and return an Output.
 */
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { programSettingSources } from "../core/config-reader";
import { parseFunctionArgs } from "../core/function-args";
import { outputForm } from "../core/invoke-options";
import { RecordsClient } from "./client";
import { CREDIT_MEMO, CURRENCY, DISPUTE_STATUS, type RecordCollection } from "./collections";
import {
  listRecordsArgs,
  type ListCurrenciesArgs,
  type ListCurrenciesOutputArgs,
  type ListCurrenciesResult,
  type ListDisputeStatusesArgs,
  type ListDisputeStatusesOutputArgs,
  type ListDisputeStatusesResult,
  type ListPurchaseCreditMemosArgs,
  type ListPurchaseCreditMemosOutputArgs,
  type ListPurchaseCreditMemosResult,
} from "./list-args";

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
  return { value: await listAll(DISPUTE_STATUS, args, "records.listDisputeStatuses") };
}

/** Every currency of the company that matches `filter`; see {@link listDisputeStatuses} on `opts`. */
export async function listCurrencies(
  args: ListCurrenciesArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListCurrenciesResult> {
  return { value: await listAll(CURRENCY, args, "records.listCurrencies") };
}

/**
 * Every purchase credit memo of the company that matches `filter`, whatever its status (filter
 * with `status eq 'Draft'` for the ones that can still change); see {@link listDisputeStatuses} on `opts`.
 */
export async function listPurchaseCreditMemos(
  args: ListPurchaseCreditMemosArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListPurchaseCreditMemosResult> {
  return { value: await listAll(CREDIT_MEMO, args, "records.listPurchaseCreditMemos") };
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

async function listAll<S extends z.ZodType>(
  collection: RecordCollection<S>,
  args: unknown,
  fn: string,
): Promise<z.infer<S>[]> {
  const parsed = parseFunctionArgs(listRecordsArgs, args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const records: z.infer<S>[] = [];
  for await (const page of client.list(collection, parsed.companyId, { filter: parsed.filter })) {
    records.push(...page);
  }
  return records;
}
