import type * as pulumi from "@pulumi/pulumi";
import type {
  EntraIdentitySettings,
  EntraIdentitySettingsArgs,
  PowerPlatformEntraSettings,
  PowerPlatformEntraSettingsArgs,
} from "../core/settings/entra-settings-args";

/**
 * Where the Power Platform API is, and the credential for it, for one resource or call. Without
 * them the stack config (`bizops:powerPlatformUrl`, `bizops:powerPlatformToken` or an Entra ID
 * identity) is used, then the environment (`BIZOPS_POWERPLATFORM_URL`,
 * `BIZOPS_POWERPLATFORM_TOKEN`). A resource stores the whole object as a secret.
 */
export interface PowerPlatformSettings extends EntraIdentitySettings, PowerPlatformEntraSettings {
  /**
   * Base URL of the Power Platform API: `https:`, or `http:` to a loopback address (the emulator).
   * Default `https://api.powerplatform.com`. When set here, a token or an identity must be set here
   * too, so that a credential from the stack config never travels to another host.
   */
  powerPlatformUrl?: string;
  /**
   * Bearer token of the Power Platform API (audience `https://api.powerplatform.com`). Stored as a
   * secret, never logged. An Entra ID identity (`entraCredential`) is the usual way instead.
   */
  powerPlatformToken?: string;
  /**
   * `true` to have a preview ask the service about an operation that `pulumi up` would start: the
   * guard rails are checked against the service (the target's type, the source and target pair,
   * the region, an operation already running) and a copy or restore is validated with the service's
   * `ValidateOnly`, so that the preview fails where the `up` would be refused. Default `false`: a
   * preview sends nothing.
   */
  previewChecks?: string;
}

/** {@link PowerPlatformSettings}, each of which may be an Output. */
export interface PowerPlatformSettingsArgs extends EntraIdentitySettingsArgs, PowerPlatformEntraSettingsArgs {
  /** See {@link PowerPlatformSettings.powerPlatformUrl}. */
  powerPlatformUrl?: pulumi.Input<string>;
  /** See {@link PowerPlatformSettings.powerPlatformToken}. */
  powerPlatformToken?: pulumi.Input<string>;
  /** See {@link PowerPlatformSettings.previewChecks}. */
  previewChecks?: pulumi.Input<string>;
}
