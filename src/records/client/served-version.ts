/**
 * Which API version serves a collection that two versions of the API serve (currencies: v2.0, and
 * v1.0 where only v1.0 is served): the one a setting names, or the one found by sending the request
 * itself on the newer version first. Business Central removed API v1.0 in 2026 release wave 1,
 * version 28.0 ("API (v1.0) for Business Central (removal)", dev-itpro/upgrade/
 * deprecated-features-w1.md in MicrosoftDocs/dynamics365smb-devitpro-pb), while Business Central
 * 15 and 16 on premises, and the spec's service, serve currencies on v1.0 only.
 */
import { RequestError } from "../../core/errors/errors";
import { listedSetting } from "../../core/settings/setting-origin";
import type { SettingName, SettingSources } from "../../core/settings/settings";

/** The older API version that serves a collection where its own is not served, and the setting that picks one. */
export interface OlderVersion {
  /** The API version, such as `v1.0`. */
  readonly version: string;
  /** The setting that names the version to use, with no detection. */
  readonly setting: SettingName;
}

/**
 * The 404 codes that may be about a record rather than a route: `Internal_RecordNotFound` (the
 * record is gone) and `BadRequest_ResourceNotFound` ("Resource not found for the segment ...", a
 * key that matches nothing, as well as a segment the route does not know). Every other 404
 * (`BadRequest_NotFound` "No HTTP resource was found that matches the request URI", or a 404 with
 * no body) may say that the route is not served (dev-itpro/webservices/dynamics-error-codes.md;
 * DESIGN.md 5a, "404 has two meanings").
 */
const MAY_BE_A_RECORD = new Set(["Internal_RecordNotFound", "BadRequest_ResourceNotFound"]);

/**
 * Whether the service answered that the route of the request is not served, so that nothing was
 * done. On a collection (a list, a create) there is no key for a 404 to be about, so
 * `BadRequest_ResourceNotFound` says that the route does not know the entity set; on a record,
 * only a 404 that cannot be about the record says so.
 */
export function routeUnserved(error: unknown, target: "collection" | "record"): error is RequestError {
  if (!(error instanceof RequestError) || error.status !== 404) return false;
  const code = error.serviceCode;
  if (code === undefined) return true;
  return target === "collection" ? code !== "Internal_RecordNotFound" : !MAY_BE_A_RECORD.has(code);
}

// The version found to serve a collection, by records base URL, company and collection. Only the
// older version is kept: the newer one is tried first anyway, so remembering it saves nothing.
const found = new Map<string, string>();

function placeKey(baseUrl: string, companyId: string, segment: string): string {
  return JSON.stringify([baseUrl, companyId.replace(/[{}]/g, "").toLowerCase(), segment]);
}

/** The version this process found to serve the collection at the place, if it found one. */
export function foundVersion(baseUrl: string, companyId: string, segment: string): string | undefined {
  return found.get(placeKey(baseUrl, companyId, segment));
}

/** Remembers, for the rest of the process, that the older version serves the collection at the place. */
export function rememberVersion(baseUrl: string, companyId: string, segment: string, version: string): void {
  found.set(placeKey(baseUrl, companyId, segment), version);
}

/**
 * The version `setting` names in `sources`, or undefined when none names one; a value not among
 * the setting's values is refused by name, before any request.
 */
export function pinnedVersion(setting: SettingName, sources: SettingSources): string | undefined {
  return listedSetting(
    setting,
    sources,
    "Leave it unset to let the provider find the version the service serves.",
  );
}
