/**
 * Turns a failed import into one clear message: an unknown company, a refused token, a service
 * that kept throttling, or whatever else the client reports (never a token or a header).
 */
import { isBizopsError, requestFactsOf } from "../core/errors/errors";

/** Where the import was reading when it failed. */
export interface ImportContext {
  /** The company read; unknown while `--company-name` is being looked up. */
  companyId: string | undefined;
  url: string;
}

/** The message printed for an error, with what to do next. */
export function explainError(error: unknown, context: ImportContext): string {
  if (isBizopsError(error)) return explainBizopsError(error, context);
  return error instanceof Error ? error.message : String(error);
}

function explainBizopsError(error: Error, { companyId, url }: ImportContext): string {
  switch (requestFactsOf(error).status) {
    case 404:
      // Before the company is known, a 404 is the listing's: its own hint says what to check.
      if (companyId === undefined) return error.message;
      return `No company ${companyId} at ${url} (${error.message}) Check --company: it is the company's id, a GUID (records.listCompanies, or --company-name, finds it by name).`;
    case 401:
    case 403:
      return `The records service at ${url} refused the token (${error.message}) Check --records-token or BIZOPS_RECORDS_TOKEN, or the Entra ID identity the environment names (its app registration's permission for Dynamics 365 Business Central, and its entry on Business Central's Microsoft Entra Applications page), and that it may read this company.`;
    case 429:
      return `The records service at ${url} kept answering 429 Too Many Requests, waited out as it asked until the retry bounds ran out (${error.message}) Run the import again later, or allow longer waits with BIZOPS_RETRY_MAX_ELAPSED_SECONDS and BIZOPS_RETRY_MAX_ATTEMPTS.`;
    default:
      return error.message;
  }
}
