/**
 * Which API versions serve the currencies, chosen at start, so that a client meets the services
 * that run today: Business Central 28 and later, which removed API v1.0 ("API (v1.0) for Business
 * Central (removal)", 2026 release wave 1, MicrosoftDocs/dynamics365smb-devitpro-pb
 * dev-itpro/upgrade/deprecated-features-w1.md); Business Central 15 and 16 on premises, which serve
 * the currencies on API v1.0 only; or both, as the versions between them do. The currencies keep
 * their SystemId key on both (dev-itpro/api-reference/v2.0/transition-to-api-v2.0.md lists the
 * resources whose key changed, and currencies are not among them).
 */
import { CURRENCIES } from "./collections/currencies";

/** The API versions that serve the currencies. */
export const CURRENCY_API_VERSIONS = ["both", "v2.0", "v1.0"] as const;

/**
 * `v2.0`: as Business Central 28 and later, with no API v1.0 at all; `v1.0`: as Business Central
 * 15 and 16, with no currencies on API v2.0; `both`: on either.
 */
export type CurrencyApiVersions = (typeof CURRENCY_API_VERSIONS)[number];

/** Whether `value` names the API versions of the currencies. */
export function isCurrencyApiVersions(value: string): value is CurrencyApiVersions {
  return (CURRENCY_API_VERSIONS as readonly string[]).includes(value);
}

/**
 * Whether a standard API path (not an extension's) is a route the chosen service does not have:
 * under `v2.0` every path of API v1.0, which the service removed whole (the companies listing
 * included); under `v1.0` the currencies' path on API v2.0. Such a path answers as any route the
 * service has not, `BadRequest_NotFound` (the server's own 404 for a path no service owns).
 */
export function removedRoute(
  served: CurrencyApiVersions,
  path: { version: string; collection?: string; custom: boolean },
): boolean {
  if (path.custom) return false;
  if (served === "v2.0") return path.version === "v1.0";
  if (served === "v1.0") return path.version === "v2.0" && path.collection === CURRENCIES;
  return false;
}
