/**
 * `--company-name`: the company's id, found through the companies listing of the environment.
 * Exactly one company must match; otherwise the error lists the companies there are, so the next
 * run can name one of them (or give its id with `--company`).
 */
import { BizopsError } from "../core/errors/errors";
import type { ListedCompany } from "../records/client/companies-client";

/** What the import needs of the records client to find a company by name. */
export interface CompanyLister {
  companies(): AsyncGenerator<ListedCompany[]>;
}

/** The form names compare in: the service's company names differ by more than case and spaces. */
const comparable = (name: string): string => name.trim().toLowerCase();

/**
 * The id of the one company whose `name` is `wanted` (in any case, spaces around ignored), or, when
 * no `name` is, whose `displayName` is: `CRONUS US` and `CRONUS USA, Inc.` both find that company.
 */
export async function companyIdByName(client: CompanyLister, wanted: string): Promise<string> {
  const companies: ListedCompany[] = [];
  for await (const page of client.companies()) companies.push(...page);
  const key = comparable(wanted);
  const byName = companies.filter((c) => comparable(c.name) === key);
  const matches =
    byName.length > 0
      ? byName
      : companies.filter((c) => c.displayName !== undefined && comparable(c.displayName) === key);
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length > 1) {
    throw new BizopsError(
      `--company-name ${JSON.stringify(wanted)} matches ${matches.length} companies: ${describe(matches)}.`,
      {
        code: "InvalidInput",
        hint: "Give the one to read with --company and its id.",
      },
    );
  }
  throw new BizopsError(
    companies.length === 0
      ? `--company-name ${JSON.stringify(wanted)}: the environment lists no company.`
      : `--company-name ${JSON.stringify(wanted)} matches none of the ${companies.length} companies of the environment: ${describe(companies)}.`,
    {
      code: "NotFound",
      hint:
        companies.length === 0
          ? "Check BIZOPS_RECORDS_URL (or --records-url): it names the environment, and the identity must be allowed to see its companies."
          : "Run again with --company-name and one of these names, or --company and its id.",
    },
  );
}

/** The companies as a message lists them: name, display name when it differs, and id. */
function describe(companies: readonly ListedCompany[]): string {
  return companies
    .map((c) => {
      const shown = c.displayName !== undefined && c.displayName !== c.name ? ` (${c.displayName})` : "";
      return `${JSON.stringify(c.name)}${shown} ${c.id}`;
    })
    .join(", ");
}
