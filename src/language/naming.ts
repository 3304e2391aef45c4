/**
 * The translator's names under each naming, and Microsoft's hosts for it. Only the key's headers
 * differ: the path and the query are the same under both.
 */
import type { CredentialNames, NamedService } from "../core/clients/service-client";
import type { Naming } from "../core/settings/naming";

/**
 * Microsoft's Translator hosts: the global endpoint and the geography endpoints ("Base URLs",
 * MicrosoftDocs/azure-ai-docs articles/ai-services/translator/text-translation/reference/v3/reference.md),
 * a resource's custom endpoint `<name>.cognitiveservices.azure.com` (the same page, Switzerland),
 * and the sovereign clouds' endpoints: US Government `api.cognitive.microsofttranslator.us` and
 * custom endpoints `*.cognitiveservices.azure.us`, China `api.translator.azure.cn`
 * (articles/ai-services/translator/sovereign-clouds.md).
 */
const TRANSLATOR_HOSTS = [
  "api.cognitive.microsofttranslator.com",
  "api-nam.cognitive.microsofttranslator.com",
  "api-apc.cognitive.microsofttranslator.com",
  "api-eur.cognitive.microsofttranslator.com",
  "*.cognitiveservices.azure.com",
  "api.cognitive.microsofttranslator.us",
  "*.cognitiveservices.azure.us",
  "api.translator.azure.cn",
] as const;

/**
 * The key's header and the region's beside it, under each naming, lower case. Under each, the key
 * travels under one header name only.
 */
export const TRANSLATOR_KEY_NAMES: Readonly<Record<Naming, CredentialNames>> = {
  // Translator v3 reference, "Authentication" (and every sample call of reference.md and
  // sovereign-clouds.md): `Ocp-Apim-Subscription-Key`, and `Ocp-Apim-Subscription-Region` for a
  // regional or multi-service key.
  microsoft: {
    header: "ocp-apim-subscription-key",
    companions: { "ocp-apim-subscription-region": "translatorRegion" },
  },
  // The spec's sample call: `Svc-Subscription-Key`; its region header follows the key's naming.
  spec: {
    header: "svc-subscription-key",
    companions: { "svc-subscription-region": "translatorRegion" },
  },
};

/** The translator's naming setting, Microsoft's hosts, and the key's names under each naming. */
export const TRANSLATOR_NAMING: NamedService = {
  setting: "translatorNaming",
  microsoftHosts: TRANSLATOR_HOSTS,
  credential: TRANSLATOR_KEY_NAMES,
};

/**
 * Microsoft's answer to a request without `Ocp-Apim-Subscription-Key` (a key sent as
 * `Svc-Subscription-Key`): 401 with this code (Translator v3 reference, status codes).
 */
export const MISSING_KEY_CODE = "401000";
