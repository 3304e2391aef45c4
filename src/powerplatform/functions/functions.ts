/**
 * The Power Platform read functions: environments with their Finance and Operations details, the
 * environments a copy or restore may overwrite, an environment's backups and operations. Each
 * validates its arguments before any request; the `...Output` forms take inputs and return an
 * Output (a preview reads too: they are reads).
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import type {
  EnvironmentReadArgs,
  EnvironmentReadOutputArgs,
  GetCandidatesArgs,
  GetCandidatesOutputArgs,
  GetCandidatesResult,
  ListEnvironmentBackupsResult,
  ListEnvironmentOperationsResult,
  ListFinOpsEnvironmentsArgs,
  ListFinOpsEnvironmentsOutputArgs,
  ListFinOpsEnvironmentsResult,
} from "../generated/powerplatform-types";

// The reading itself (zod, the client) is loaded at the first call.
const reads = () => import("./function-reads");

/**
 * Lists the Power Platform environments with Finance and Operations that the identity may see,
 * with each one's linked F&O environment and deployment type (`UnifiedSandbox`, `LCSProduction`,
 * ...). The call runs in the program's process: `opts` changes nothing.
 */
export async function listFinOpsEnvironments(
  args: ListFinOpsEnvironmentsArgs = {},
  _opts?: pulumi.InvokeOptions,
): Promise<ListFinOpsEnvironmentsResult> {
  return { environments: await (await reads()).listFinOpsEnvironmentsFor(args) };
}

/** Lists the environments a copy from `sourceEnvironmentId` may overwrite, as the service says. */
export async function getCopyCandidates(
  args: GetCandidatesArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<GetCandidatesResult> {
  return { candidates: await (await reads()).getCopyCandidatesFor(args) };
}

/** Lists the environments a restore of `sourceEnvironmentId`'s backups may overwrite, as the service says. */
export async function getRestoreCandidates(
  args: GetCandidatesArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<GetCandidatesResult> {
  return { candidates: await (await reads()).getRestoreCandidatesFor(args) };
}

/** Lists an environment's backups, manual ones with their labels. */
export async function listEnvironmentBackups(
  args: EnvironmentReadArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListEnvironmentBackupsResult> {
  return { backups: await (await reads()).listEnvironmentBackupsFor(args) };
}

/** Lists an environment's operations (copies, restores, ...), newest first, with their status. */
export async function listEnvironmentOperations(
  args: EnvironmentReadArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListEnvironmentOperationsResult> {
  return { operations: await (await reads()).listEnvironmentOperationsFor(args) };
}

/** {@link listFinOpsEnvironments} as an Output. */
export function listFinOpsEnvironmentsOutput(
  args: ListFinOpsEnvironmentsOutputArgs = {},
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListFinOpsEnvironmentsResult> {
  return outputForm(args, opts, listFinOpsEnvironments);
}

/** {@link getCopyCandidates} as an Output. */
export function getCopyCandidatesOutput(
  args: GetCandidatesOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<GetCandidatesResult> {
  return outputForm(args, opts, getCopyCandidates);
}

/** {@link getRestoreCandidates} as an Output. */
export function getRestoreCandidatesOutput(
  args: GetCandidatesOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<GetCandidatesResult> {
  return outputForm(args, opts, getRestoreCandidates);
}

/** {@link listEnvironmentBackups} as an Output. */
export function listEnvironmentBackupsOutput(
  args: EnvironmentReadOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListEnvironmentBackupsResult> {
  return outputForm(args, opts, listEnvironmentBackups);
}

/** {@link listEnvironmentOperations} as an Output. */
export function listEnvironmentOperationsOutput(
  args: EnvironmentReadOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListEnvironmentOperationsResult> {
  return outputForm(args, opts, listEnvironmentOperations);
}
