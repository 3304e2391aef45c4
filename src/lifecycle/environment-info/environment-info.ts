/**
 * The lifecycle read functions: a project's environments with their types, an environment's
 * history, and the project's database backups. Each validates its arguments before any request,
 * reads every page, and waits out the service's rate limit (6 calls per project per minute) with a
 * message rather than failing. The `...Output` forms take inputs and return an Output.
 */
import * as pulumi from "@pulumi/pulumi";
import { outputForm, reporterFor } from "../../core/functions/invoke-options";
import type {
  GetEnvironmentHistoryArgs,
  GetEnvironmentHistoryOutputArgs,
  ListDatabaseBackupsArgs,
  ListDatabaseBackupsOutputArgs,
  ListEnvironmentsArgs,
  ListEnvironmentsOutputArgs,
  GetEnvironmentHistoryResult,
  ListDatabaseBackupsResult,
  ListEnvironmentsResult,
} from "../generated/lifecycle-types";

// The reading itself (zod, the client) is loaded at the first call, so that a program that only
// declares resources never loads it.
const reads = () => import("./environment-info-reads");

/**
 * Lists every environment of a project with its type (`Production`, `Sandbox`, ...), name and
 * deployment, following the pages to the last. A wait for the rate limit is shown under
 * `opts.parent`; the call runs in the program's process, so `provider`, `version` and
 * `pluginDownloadURL` change nothing.
 */
export async function listEnvironments(
  args: ListEnvironmentsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ListEnvironmentsResult> {
  return { environments: await (await reads()).listEnvironmentsFor(args, reporterFor(opts)) };
}

/**
 * Lists every operation of an environment's history, ongoing and past (refreshes, exports,
 * package deployments, those started by hand included), newest first as the service lists them.
 * `opts` as for {@link listEnvironments}.
 */
export async function getEnvironmentHistory(
  args: GetEnvironmentHistoryArgs,
  opts?: pulumi.InvokeOptions,
): Promise<GetEnvironmentHistoryResult> {
  return { operations: await (await reads()).getEnvironmentHistoryFor(args, reporterFor(opts)) };
}

/**
 * Lists every database backup of a project's asset library. Each carries `fileLocation`, a signed
 * download address: treat the result as a secret. `opts` as for {@link listEnvironments}.
 */
export async function listDatabaseBackups(
  args: ListDatabaseBackupsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ListDatabaseBackupsResult> {
  return { backups: await (await reads()).listDatabaseBackupsFor(args, reporterFor(opts)) };
}

/**
 * {@link listEnvironments} as an Output. It reads once the arguments are known and every resource
 * in `opts.dependsOn` exists (a preview reads too: it is a read, within the rate limit).
 */
export function listEnvironmentsOutput(
  args: ListEnvironmentsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListEnvironmentsResult> {
  return outputForm(args, opts, listEnvironments);
}

/** {@link getEnvironmentHistory} as an Output; `opts` as for {@link listEnvironmentsOutput}. */
export function getEnvironmentHistoryOutput(
  args: GetEnvironmentHistoryOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<GetEnvironmentHistoryResult> {
  return outputForm(args, opts, getEnvironmentHistory);
}

/**
 * {@link listDatabaseBackups} as an Output, a secret as a whole: each backup's `fileLocation` is a
 * signed download address. Take out the harmless fields with `pulumi.unsecret`. `opts` as for
 * {@link listEnvironmentsOutput}.
 */
export function listDatabaseBackupsOutput(
  args: ListDatabaseBackupsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListDatabaseBackupsResult> {
  return pulumi.secret(outputForm(args, opts, listDatabaseBackups));
}
