/**
 * `listCompanies`: the companies of the environment the records settings name, to find the
 * `companyId` every record takes. Arguments are checked before any request; the reading loads at
 * the first call.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import type { RecordsSettings, RecordsSettingsArgs } from "../resources/records-settings-args";

/** A company of the environment, as the service lists it. */
export interface Company {
  /** The company's id (a GUID): the `companyId` of its records. */
  id: string;
  /** The company's name, such as `CRONUS US`. */
  name: string;
  /** The name shown on the company's documents, such as `CRONUS USA, Inc.`. */
  displayName?: string;
  /** Any other property the service returns (`systemVersion`, `businessProfileId`, `systemCreatedAt`, ...); kept as it came. */
  [property: string]: unknown;
}

/** Arguments of `listCompanies`. */
export interface ListCompaniesArgs {
  /**
   * Where the records service is, and the token or identity for it, for this call; otherwise
   * stack config `bizops:*`, then `BIZOPS_*` environment variables.
   */
  settings?: RecordsSettings;
}

/** {@link ListCompaniesArgs} for `listCompaniesOutput`: each field may be an Input. */
export interface ListCompaniesOutputArgs {
  /** See {@link ListCompaniesArgs.settings}. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}

/** Every company of the environment, from every page. */
export interface ListCompaniesResult {
  /** The companies, from every page, in the service's order. */
  value: Company[];
}

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
