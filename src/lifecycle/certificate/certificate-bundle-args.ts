import type * as pulumi from "@pulumi/pulumi";
import type { EntraIdentitySettings, LifecycleEntraSettings } from "../../core/settings/entra-settings-args";
import type { LifecycleSettingsArgs } from "../lifecycle-settings-args";
import type { Naming } from "../../core/settings/naming";

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

/** Which environment's certificate bundle to fetch. The arguments of `getCertificateBundle`. */
export interface GetCertificateBundleArgs {
  /** The project: a positive whole number. */
  projectId: number;
  /** The environment whose certificate to fetch: a GUID, with or without hyphens. */
  environmentId: string;
  /**
   * How long, in all, to wait out 429 answers (`Retry-After`) before giving up: whole seconds from
   * 0 to 3600. Default 300. The service allows one fetch per environment per minute, shared with
   * its web page.
   */
  maxWaitSeconds?: number;
  /**
   * The environment operations service for this call only; otherwise the stack config
   * (`bizops:lifecycleUrl`, `bizops:lifecycleToken`), then the environment (`BIZOPS_LIFECYCLE_URL`,
   * `BIZOPS_LIFECYCLE_TOKEN`).
   */
  settings?: LifecycleSettings;
}

/**
 * Which environment's certificate bundle to fetch. The arguments of `getCertificateBundleOutput`:
 * each may be an Output.
 */
export interface GetCertificateBundleOutputArgs {
  /** The project: a positive whole number. */
  projectId: pulumi.Input<number>;
  /** The environment whose certificate to fetch: a GUID, with or without hyphens. */
  environmentId: pulumi.Input<string>;
  /**
   * How long, in all, to wait out 429 answers (`Retry-After`) before giving up: whole seconds from
   * 0 to 3600. Default 300. The service allows one fetch per environment per minute, shared with
   * its web page.
   */
  maxWaitSeconds?: pulumi.Input<number>;
  /**
   * The environment operations service for this call only; otherwise the stack config
   * (`bizops:lifecycleUrl`, `bizops:lifecycleToken`), then the environment (`BIZOPS_LIFECYCLE_URL`,
   * `BIZOPS_LIFECYCLE_TOKEN`).
   */
  settings?: pulumi.Input<LifecycleSettingsArgs>;
}
