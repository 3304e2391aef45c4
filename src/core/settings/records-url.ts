/**
 * What the records URL must not end with: the API path that the records client puts after it on
 * every request (`{recordsUrl}/api/v2.0/companies(...)/...`, or a custom API's
 * `{recordsUrl}/api/<publisher>/<group>/<version>/...`). Business Central's documentation gives
 * the endpoint with its `/api/v2.0`; a base that keeps it doubles the path, and every request is
 * answered 404.
 */

// On Business Central online: `/api/<version>` or `/api/<publisher>/<group>/<version>` (a version
// is `v2.0` or `beta`), and a `/companies` or `/companies(<id>)` copied with it, at the end of the
// path. Elsewhere (on-premises, or a gateway whose own paths may end so) only the documented
// endpoint's `/api/v2.0`, with what may be copied with it.
const API_SUFFIX = /\/api(?:\/[^/]+\/[^/]+)?\/(?:v\d+\.\d+|beta)(?:\/companies(?:\([^/]*\))?)?\/?$/i;
const STANDARD_SUFFIX = /\/api\/v2\.0(?:\/companies(?:\([^/]*\))?)?\/?$/i;
const ONLINE_HOST = "api.businesscentral.dynamics.com";

/** The refusal of a records URL that ends with an API path, with what to set instead. */
interface RecordsUrlProblem {
  /** Worded to follow the setting's name. */
  problem: string;
  hint: string;
}

/** The problem with `raw` (already a valid base URL) as the records URL, or undefined. */
export function recordsUrlProblem(raw: string): RecordsUrlProblem | undefined {
  const url = new URL(raw);
  const pattern = url.hostname.toLowerCase() === ONLINE_HOST ? API_SUFFIX : STANDARD_SUFFIX;
  const suffix = pattern.exec(url.pathname)?.[0].replace(/\/$/, "");
  if (suffix === undefined) return undefined;
  return {
    problem: `ends with ${suffix}, which the provider adds to every request itself: remove ${suffix} from its end`,
    hint: "Set it to the environment's base, such as https://api.businesscentral.dynamics.com/v2.0/<tenant>/<environment> (node_modules/pulumi-bizops/docs/connect-business-central.md).",
  };
}
