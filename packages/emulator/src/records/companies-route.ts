/**
 * The companies listing, `GET /api/{version}/companies`: the one records route outside a company,
 * as MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/api/dynamics_company_get.md
 * shows it. Each company carries every property of the company resource
 * (dev-itpro/api-reference/v2.0/resources/dynamics_company.md); those the emulator does not keep
 * are written as the service writes a value never set.
 */
import { sendJson } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import { pathNotFoundError, ServiceError, type Exchange } from "../service";
import type { Company } from "./store/companies";
import type { RecordStore } from "./store/store";

const COMPANIES_PATH = /^\/api\/(v\d+\.\d+)\/companies\/?$/;

// The service's blanks: a GUID never set, a datetime never set (0001-01-01), an empty code.
const BLANK_GUID = "00000000-0000-0000-0000-000000000000";
const BLANK_DATETIME = "0001-01-01T00:00:00Z";

/** Whether `pathname` is the companies listing of an API version, such as `/api/v2.0/companies`. */
export function isCompaniesPath(pathname: string): boolean {
  return COMPANIES_PATH.test(pathname);
}

type Handler = (exchange: Exchange, store: RecordStore) => void;

const listCompanies: Handler = (exchange, store) => {
  const version = COMPANIES_PATH.exec(exchange.url.pathname)?.[1] ?? "v2.0";
  // One page: an environment holds a handful of companies, and the client follows a nextLink anyway.
  sendJson(exchange.res, 200, {
    "@odata.context": `${exchange.baseUrl}/api/${version}/$metadata#companies`,
    value: store.companies().map(companyToWire),
  });
};

const ROUTES: RouteTable<Handler> = { companies: { GET: listCompanies } };

/** Answers a request of the companies listing; only GET is served, as on the service. */
export function answerCompanies(exchange: Exchange, store: RecordStore): void {
  const handler = pickRoute(ROUTES, "companies", exchange.method, {
    notFound: pathNotFoundError,
    methodNotAllowed: (asked, allow) =>
      new ServiceError(
        405,
        "BadRequest_MethodNotAllowed",
        `The HTTP method '${asked}' is not allowed on this resource.`,
        { Allow: allow.join(", ") },
      ),
  });
  handler(exchange, store);
}

/** A company as the listing shows it: the emulator keeps an id and a name, which is also its display name. */
function companyToWire(company: Company): Record<string, unknown> {
  return {
    id: company.id,
    systemVersion: "",
    timestamp: 0,
    name: company.name,
    displayName: company.name,
    businessProfileId: "",
    systemCreatedAt: BLANK_DATETIME,
    systemCreatedBy: BLANK_GUID,
    systemModifiedAt: BLANK_DATETIME,
    systemModifiedBy: BLANK_GUID,
  };
}
