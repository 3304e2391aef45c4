/**
 * Lifecycle Services' names under each naming, and Microsoft's hosts for it. Only the version
 * header differs: the paths are the same under both.
 */
import type { NamedService } from "../core/clients/service-client";
import type { Naming } from "../core/settings/naming";

/**
 * The Lifecycle Services API endpoint of each Lifecycle Services geography ("Supported
 * geographies and endpoints", MicrosoftDocs/dynamics-365-unified-operations-public
 * articles/fin-ops-core/dev-itpro/deployment/deployment-options-geo.md).
 */
const LIFECYCLE_HOSTS = [
  "lcsapi.lcs.dynamics.com",
  "lcsapi.eu.lcs.dynamics.com",
  "lcsapi.fr.lcs.dynamics.com",
  "lcsapi.no.lcs.dynamics.com",
  "lcsapi.sa.lcs.dynamics.com",
  "lcsapi.ch.lcs.dynamics.com",
  "lcsapi.uae.lcs.dynamics.com",
  "lcsapi.gov.lcs.microsoftdynamics.us",
  "lcsapi.high.lcs.microsoftdynamics.us",
] as const;

/** Lifecycle Services' naming setting and Microsoft's hosts. */
export const LIFECYCLE_NAMING: NamedService = {
  setting: "lifecycleNaming",
  microsoftHosts: LIFECYCLE_HOSTS,
};

/**
 * The header that carries the API version, under each naming. Microsoft's pages list
 * `x-ms-version: 2017-09-15` as required on every route the client calls but the export
 * (database/api/v1/reference-create-refresh.md, reference-get-status.md, reference-list-backups.md;
 * lifecycle-services/api environment metadata, history and RSAT certificate pages;
 * reference-create-export.md lists none); the spec names it `x-svc-version`.
 */
export const LIFECYCLE_VERSION_HEADER: Readonly<Record<Naming, string>> = {
  microsoft: "x-ms-version",
  spec: "x-svc-version",
};
