import type * as pulumi from "@pulumi/pulumi";
import type {
  EntraIdentitySettings,
  DataShareEntraSettings,
  EntraIdentitySettingsArgs,
  DataShareEntraSettingsArgs,
} from "../core/settings/entra-settings-args";
import type { Naming } from "../core/settings/naming";

/**
 * Where the data share service is, and the token for it, for one call. Without them the stack
 * config (`bizops:dataShareUrl`, `bizops:dataShareToken`) is used, then the environment
 * (`BIZOPS_DATASHARE_URL`, `BIZOPS_DATASHARE_TOKEN`).
 */
export interface DataShareSettings extends EntraIdentitySettings, DataShareEntraSettings {
  /**
   * Base URL of the data share (management) service: `https:`, or `http:` to a loopback address
   * (the emulator). When set, `dataShareToken` must be set too. A `nextLink` to another origin is
   * refused.
   */
  dataShareUrl?: string;
  /** Bearer token of the data share service. Never logged. */
  dataShareToken?: string;
  /**
   * Which names the requests carry: `microsoft`, Microsoft's (the path's
   * `providers/Microsoft.DataShare`, as Azure Resource Manager serves the service), or `spec`, the
   * spec's (`providers/Platform.DataShare`, as the spec's service and the emulator take them).
   * Default: `microsoft` when the URL's host is Azure Resource Manager's in an Azure cloud, such as
   * `management.azure.com`; `spec` for any other host. With `dataShareUrl` set here, only a naming
   * set here counts.
   */
  dataShareNaming?: Naming;
}

/** {@link DataShareSettings}, each of which may be an Output (such as a secret from the stack config). */
export interface DataShareSettingsArgs extends EntraIdentitySettingsArgs, DataShareEntraSettingsArgs {
  /** See {@link DataShareSettings.dataShareUrl}. */
  dataShareUrl?: pulumi.Input<string>;
  /** See {@link DataShareSettings.dataShareToken}. */
  dataShareToken?: pulumi.Input<string>;
  /** See {@link DataShareSettings.dataShareNaming}. */
  dataShareNaming?: pulumi.Input<Naming>;
}

/**
 * Which share subscription's synchronizations to list, filtered and ordered by the service. The
 * arguments of `listSynchronizations`.
 */
export interface ListSynchronizationsArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: string;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: string;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: string;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: string;
  /** An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank. */
  filter?: string;
  /** An OData `$orderby` the service applies, such as `startTime desc`; not blank. */
  orderby?: string;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: DataShareSettings;
}

/**
 * Which share subscription's synchronizations to list, filtered and ordered by the service. The
 * arguments of `listSynchronizationsOutput`: each may be an Output.
 */
export interface ListSynchronizationsOutputArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: pulumi.Input<string>;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: pulumi.Input<string>;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: pulumi.Input<string>;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: pulumi.Input<string>;
  /** An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank. */
  filter?: pulumi.Input<string>;
  /** An OData `$orderby` the service applies, such as `startTime desc`; not blank. */
  orderby?: pulumi.Input<string>;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: pulumi.Input<DataShareSettingsArgs>;
}

/**
 * Which synchronization's data-set-level details to list. The arguments of
 * `listSynchronizationDetails`.
 */
export interface ListSynchronizationDetailsArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: string;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: string;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: string;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: string;
  /** The synchronization whose details to list, as `listSynchronizations` reports it; not blank. */
  synchronizationId: string;
  /** An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank. */
  filter?: string;
  /** An OData `$orderby` the service applies, such as `startTime desc`; not blank. */
  orderby?: string;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: DataShareSettings;
}

/**
 * Which synchronization's data-set-level details to list. The arguments of
 * `listSynchronizationDetailsOutput`: each may be an Output.
 */
export interface ListSynchronizationDetailsOutputArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: pulumi.Input<string>;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: pulumi.Input<string>;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: pulumi.Input<string>;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: pulumi.Input<string>;
  /** The synchronization whose details to list, as `listSynchronizations` reports it; not blank. */
  synchronizationId: pulumi.Input<string>;
  /** An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank. */
  filter?: pulumi.Input<string>;
  /** An OData `$orderby` the service applies, such as `startTime desc`; not blank. */
  orderby?: pulumi.Input<string>;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: pulumi.Input<DataShareSettingsArgs>;
}

/**
 * Which share subscription's source-share synchronization settings to list. The arguments of
 * `listSourceShareSynchronizationSettings`.
 */
export interface ListSourceShareSynchronizationSettingsArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: string;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: string;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: string;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: string;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: DataShareSettings;
}

/**
 * Which share subscription's source-share synchronization settings to list. The arguments of
 * `listSourceShareSynchronizationSettingsOutput`: each may be an Output.
 */
export interface ListSourceShareSynchronizationSettingsOutputArgs {
  /**
   * The subscription of the data share account: one path segment, not empty, not `.` or `..`,
   * without `/`, `\`, `?`, `#`, `%` or control characters.
   */
  subscriptionId: pulumi.Input<string>;
  /**
   * The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`,
   * `-`, `.`, `(` or `)`, not ending in `.`.
   */
  resourceGroupName: pulumi.Input<string>;
  /**
   * The data share account: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  accountName: pulumi.Input<string>;
  /**
   * The share subscription: one path segment, not empty, not `.` or `..`, without `/`, `\`,
   * `?`, `#`, `%` or control characters.
   */
  shareSubscriptionName: pulumi.Input<string>;
  /**
   * The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`,
   * `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`,
   * `BIZOPS_DATASHARE_TOKEN`).
   */
  settings?: pulumi.Input<DataShareSettingsArgs>;
}
