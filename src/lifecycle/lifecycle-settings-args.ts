import type * as pulumi from "@pulumi/pulumi";
import type {
  EntraIdentitySettings,
  EntraIdentitySettingsArgs,
  LifecycleEntraSettings,
  LifecycleEntraSettingsArgs,
} from "../core/settings/entra-settings-args";
import type { Naming } from "../core/settings/naming";

/**
 * Where the environment operations service is, and the token for it, for one resource or call.
 * Without them the stack config (`bizops:lifecycleUrl`, `bizops:lifecycleToken`) is used, then the
 * environment (`BIZOPS_LIFECYCLE_URL`, `BIZOPS_LIFECYCLE_TOKEN`). A resource stores the whole
 * object as a secret.
 */
export interface LifecycleSettingsArgs extends EntraIdentitySettingsArgs, LifecycleEntraSettingsArgs {
  /**
   * Base URL of the environment operations service: `https:`, or `http:` to a loopback address
   * (the emulator). When set, {@link LifecycleSettingsArgs.lifecycleToken} must be set too, so that a
   * token from the stack config never travels to another host.
   */
  lifecycleUrl?: pulumi.Input<string>;
  /** Bearer token of the environment operations service. Stored as a secret, never logged. */
  lifecycleToken?: pulumi.Input<string>;
  /**
   * Which names the requests carry: `microsoft`, Microsoft's (the version header
   * `x-ms-version`, as Lifecycle Services takes it), or `spec`, the spec's (`x-svc-version`, as the
   * spec's service and the emulator take it). Default: `microsoft` when the URL's host is a
   * Lifecycle Services API endpoint, such as `lcsapi.lcs.dynamics.com`; `spec` for any other host.
   * With `lifecycleUrl` set here, only a naming set here counts.
   */
  lifecycleNaming?: pulumi.Input<Naming>;
  /**
   * `"true"` to have a preview check what `pulumi up` would check before starting a refresh or an
   * export: the environments' types (no production target), the 24-hour quota and an operation
   * still running, read from the service, so that the preview fails where the `up` would be
   * refused. Default `"false"`: a preview sends nothing.
   */
  previewChecks?: pulumi.Input<string>;
}

/** Where the environment operations service is, and the token for it, for one call. */
export interface LifecycleSettings extends EntraIdentitySettings, LifecycleEntraSettings {
  /**
   * Base URL of the environment operations service: `https:`, or `http:` to a loopback address
   * (the emulator). When set, `lifecycleToken` must be set too.
   */
  lifecycleUrl?: string;
  /** Bearer token of the environment operations service. Never logged. */
  lifecycleToken?: string;
  /** See {@link LifecycleSettingsArgs.lifecycleNaming}. */
  lifecycleNaming?: Naming;
  /** See {@link LifecycleSettingsArgs.previewChecks}. */
  previewChecks?: string;
}
