/**
 * The data share service's names under each naming, and Microsoft's hosts for it: Microsoft's
 * data share service is a provider of Azure Resource Manager, reached at Resource Manager's host
 * of the Azure cloud.
 */
import type { NamedService } from "../core/clients/service-client";
import type { Naming } from "../core/settings/naming";

/**
 * Azure Resource Manager in each Azure cloud: global (the `host` of DataShare.json,
 * Azure/azure-rest-api-specs specification/datashare/resource-manager/Microsoft.DataShare/stable/2021-08-01),
 * US Government and China (Resource Manager's resource id per cloud, MicrosoftDocs/azure-docs
 * articles/active-directory/managed-identities-azure-resources/services-support-managed-identities.md;
 * the same hosts as `az cloud list` names `resourceManager`). Azure Germany closed in October 2021.
 */
const RESOURCE_MANAGER_HOSTS = [
  "management.azure.com",
  "management.usgovcloudapi.net",
  "management.chinacloudapi.cn",
] as const;

/** The data share service's naming setting and Microsoft's hosts. */
export const DATASHARE_NAMING: NamedService = {
  setting: "dataShareNaming",
  microsoftHosts: RESOURCE_MANAGER_HOSTS,
};

/** The resource provider namespace in every path, under each naming. */
export const DATASHARE_PROVIDER: Readonly<Record<Naming, string>> = {
  // DataShare.json's paths: `/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.DataShare/...`.
  microsoft: "Microsoft.DataShare",
  // The spec's paths.
  spec: "Platform.DataShare",
};

/**
 * Resource Manager's answer to a namespace it has no provider for (a `Platform.DataShare` path):
 * a 404 with this code, "The resource namespace '...' is invalid." (as MicrosoftDocs/azure-docs
 * articles/data-lake-store/data-lake-store-get-started-powershell.md quotes it).
 */
export const UNKNOWN_NAMESPACE_CODE = "InvalidResourceNamespace";
