/**
 * The data share functions. Each validates its arguments before any request, follows `nextLink`
 * to the end, and returns every item in the service's order. The `...Output` forms take inputs
 * and return an Output, for use inside a program.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm, traceCall } from "../core/functions/invoke-options";
import type {
  ListSourceShareSynchronizationSettingsArgs,
  ListSourceShareSynchronizationSettingsOutputArgs,
  ListSynchronizationDetailsArgs,
  ListSynchronizationDetailsOutputArgs,
  ListSynchronizationsArgs,
  ListSynchronizationsOutputArgs,
  ListSourceShareSynchronizationSettingsResult,
  ListSynchronizationDetailsResult,
  ListSynchronizationsResult,
} from "./generated/datashare-types";

// The reading itself (zod, the client) is loaded at the first call, so that a program that only
// declares resources never loads it.
const reads = () => import("./synchronization-reads");

/**
 * Lists every synchronization of a share subscription, following `nextLink` to the last page.
 * `opts.parent` is the resource the function's debug line is shown under; the call runs in the
 * program's process, so `provider`, `version` and `pluginDownloadURL` change nothing.
 */
export async function listSynchronizations(
  args: ListSynchronizationsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ListSynchronizationsResult> {
  const value = await (await reads()).readSynchronizations(args);
  traceCall(opts, `datashare.listSynchronizations: ${value.length} synchronization(s).`);
  return { value };
}

/**
 * Lists every data-set-level detail of one synchronization, following `nextLink` to the last
 * page. `opts` as for {@link listSynchronizations}.
 */
export async function listSynchronizationDetails(
  args: ListSynchronizationDetailsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ListSynchronizationDetailsResult> {
  const value = await (await reads()).readSynchronizationDetails(args);
  traceCall(opts, `datashare.listSynchronizationDetails: ${value.length} detail(s).`);
  return { value };
}

/**
 * Lists every source-share synchronization setting of a share subscription. `opts` as for
 * {@link listSynchronizations}.
 */
export async function listSourceShareSynchronizationSettings(
  args: ListSourceShareSynchronizationSettingsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ListSourceShareSynchronizationSettingsResult> {
  const value = await (await reads()).readSourceShareSynchronizationSettings(args);
  traceCall(opts, `datashare.listSourceShareSynchronizationSettings: ${value.length} setting(s).`);
  return { value };
}

/**
 * {@link listSynchronizations} as an Output. It runs once the arguments are known and every
 * resource in `opts.dependsOn` exists; until then (in a preview) the result is unknown.
 */
export function listSynchronizationsOutput(
  args: ListSynchronizationsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListSynchronizationsResult> {
  return outputForm(args, opts, listSynchronizations);
}

/** {@link listSynchronizationDetails} as an Output; `opts` as for {@link listSynchronizationsOutput}. */
export function listSynchronizationDetailsOutput(
  args: ListSynchronizationDetailsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListSynchronizationDetailsResult> {
  return outputForm(args, opts, listSynchronizationDetails);
}

/**
 * {@link listSourceShareSynchronizationSettings} as an Output; `opts` as for
 * {@link listSynchronizationsOutput}.
 */
export function listSourceShareSynchronizationSettingsOutput(
  args: ListSourceShareSynchronizationSettingsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListSourceShareSynchronizationSettingsResult> {
  return outputForm(args, opts, listSourceShareSynchronizationSettings);
}
