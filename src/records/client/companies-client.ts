/**
 * The companies of the environment: `GET {recordsUrl}/api/v2.0/companies`, the one records route
 * outside a company (MicrosoftDocs/dynamics365smb-devitpro-pb
 * dev-itpro/api-reference/v2.0/api/dynamics_company_get.md), paged like any collection.
 */
import * as z from "zod";
import { RequestError, type RequestErrorDetails } from "../../core/errors/errors";
import { pagesOf } from "../../core/clients/paging";
import { urlOf } from "../../core/clients/path-segment";
import { parseResponse } from "../../core/clients/response-shape";
import { RecordsClient } from "./records-client";
import { companySchema } from "./company-schema";

/** A company as the service lists it. */
export type ListedCompany = z.infer<typeof companySchema>;

const OPERATION = "records.companies.list";
const PAGE = z.object({ value: z.array(companySchema), "@odata.nextLink": z.string().nullish() });

/** The records client with the listing of companies; the same settings, identity and limits. */
export class CompaniesClient extends RecordsClient {
  /** Every company of the environment, one page at a time, following `@odata.nextLink`. */
  companies(options: { signal?: AbortSignal } = {}): AsyncGenerator<ListedCompany[]> {
    const fetchPage = async (url: string) => {
      const response = await this.http.send({
        operation: OPERATION,
        method: "GET",
        url,
        idempotent: true,
        signal: options.signal,
        failure: companiesFailure(this.urlSetting),
      });
      const page = parseResponse(PAGE, response, OPERATION);
      return { value: page.value, nextLink: page["@odata.nextLink"] ?? undefined };
    };
    return pagesOf(
      OPERATION,
      () => fetchPage(urlOf(this.endpoint.baseUrl, "api", "v2.0", "companies")),
      fetchPage,
      {
        origin: this.origin,
        signal: options.signal,
        maxPages: this.http.maxPages,
      },
    );
  }
}

/**
 * A 404 for the listing means the base URL leads to no environment: the usual slip is a URL that
 * already ends in `/api/v2.0`, or one without the tenant or environment.
 */
function companiesFailure(urlSetting: string): (facts: RequestErrorDetails) => RequestError {
  return (facts) =>
    facts.status === 404
      ? new RequestError({
          ...facts,
          code: "Rejected",
          hint: `The service answered 404 for the companies of the environment: check ${urlSetting}. It is the environment's base, without /api/v2.0, such as https://api.businesscentral.dynamics.com/v2.0/<tenant>/<environment> (node_modules/pulumi-bizops/docs/connect-business-central.md).`,
        })
      : new RequestError(facts);
}
