/** The settings a data share function takes: where the service is, and how to authenticate to it. */
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
