/**
 * What `listCompanies` does once called: check the arguments, then read every page of the
 * companies. Loaded at the function's first call (see `list-companies.ts`).
 */
import { programSettingSources } from "../../core/functions/config-reader";
import { parseFunctionArgs } from "../../core/functions/function-args";
import { CompaniesClient, type ListedCompany } from "../client/companies-client";
import { listCompaniesArgs } from "./generated/records-schemas";

/** Every company of the environment the arguments' settings (or the stack's) name; `fn` names the call in errors. */
export async function listAllCompanies(args: unknown, fn: string): Promise<ListedCompany[]> {
  const parsed = parseFunctionArgs(listCompaniesArgs, args ?? {}, fn);
  const client = CompaniesClient.fromSources(programSettingSources(parsed.settings));
  const companies: ListedCompany[] = [];
  for await (const page of client.companies()) companies.push(...page);
  return companies;
}
