/**
 * `listCompanies`: the companies of the environment the records settings name, to find the
 * `companyId` every record takes. Arguments are checked before any request; the reading loads at
 * the first call.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import type {
  ListCompaniesArgs,
  ListCompaniesOutputArgs,
  ListCompaniesResult,
} from "./generated/records-types";

/**
 * Every company of the environment, from every page (`GET {recordsUrl}/api/v2.0/companies`).
 * `opts` is taken for the shape every Pulumi function has; the read runs in the program, so no
 * provider, parent or version applies.
 */
export async function listCompanies(
  args: ListCompaniesArgs = {},
  _opts?: pulumi.InvokeOptions,
): Promise<ListCompaniesResult> {
  const reads = await import("./list-companies-reads");
  return { value: await reads.listAllCompanies(args, "records.listCompanies") };
}

/** {@link listCompanies} as an Output; it reads after the resources of `opts.dependsOn`. */
export function listCompaniesOutput(
  args: ListCompaniesOutputArgs = {},
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListCompaniesResult> {
  return outputForm(args, opts, listCompanies);
}
