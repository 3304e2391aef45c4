/** The settings the language function takes: where the translator service is, and its key. */
import type * as pulumi from "@pulumi/pulumi";
import type { Naming } from "../core/settings/naming";

/**
 * Where the translator service is, and the key for it, for one call. Without them the stack config
 * (`bizops:translatorUrl`, `bizops:translatorKey`, `bizops:translatorRegion`) is used, then the
 * environment (`BIZOPS_TRANSLATOR_URL`, `BIZOPS_TRANSLATOR_KEY`, `BIZOPS_TRANSLATOR_REGION`).
 */
export interface TranslatorSettings {
  /**
   * Base URL of the translator service: `https:`, or `http:` to a loopback address (the
   * emulator). When set, `translatorKey` must be set too.
   */
  translatorUrl?: string;
  /** Subscription key of the translator service. Never logged. */
  translatorKey?: string;
  /**
   * The Azure region of the translator resource, such as `westeurope`: needed with a regional or
   * multi-service key, sent beside it. Read from the same place as the key.
   */
  translatorRegion?: string;
  /**
   * Which names the requests carry: `microsoft`, Microsoft's (the key as
   * `Ocp-Apim-Subscription-Key`, the region as `Ocp-Apim-Subscription-Region`, as Microsoft's
   * Translator takes them), or `spec`, the spec's (`Svc-Subscription-Key`,
   * `Svc-Subscription-Region`, as the spec's service and the emulator take them). Either way the
   * key travels under one header name only. Default: `microsoft` when the URL's host is one of
   * Microsoft's Translator endpoints, such as `api.cognitive.microsofttranslator.com` or a
   * `*.cognitiveservices.azure.com` custom endpoint; `spec` for any other host. With
   * `translatorUrl` set here, only a naming set here counts.
   */
  translatorNaming?: Naming;
}

/** {@link TranslatorSettings}, each of which may be an Output (such as a secret from the stack config). */
export interface TranslatorSettingsArgs {
  /** See {@link TranslatorSettings.translatorUrl}. */
  translatorUrl?: pulumi.Input<string>;
  /** See {@link TranslatorSettings.translatorKey}. */
  translatorKey?: pulumi.Input<string>;
  /** See {@link TranslatorSettings.translatorRegion}. */
  translatorRegion?: pulumi.Input<string>;
  /** See {@link TranslatorSettings.translatorNaming}. */
  translatorNaming?: pulumi.Input<Naming>;
}
