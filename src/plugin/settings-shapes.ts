/**
 * The settings in the package schema: the provider configuration (`bizops:*`, every setting the
 * code reads, from src/core/settings/settings.ts and client-bounds.ts) and the `settings` object each
 * service's resources and functions take (the names its zod schema takes). What each setting holds
 * is said in the words of the TSDoc of the TypeScript `settings` types (generated/tsdoc.ts); where
 * it is read from in the environment comes from SETTING_SOURCES.
 */
import { CLIENT_BOUNDS } from "../core/clients/client-bounds";
import {
  ENTRA_FIELDS,
  entraSettingNames,
  type EntraField,
  type EntraService,
} from "../core/settings/entra-settings";
import { SETTING_SOURCES, type SettingName } from "../core/settings/settings";
import { documented } from "./generated/tsdoc";
import { shape, text, whole, type ObjectShape, type PropertySpec } from "./schema-shapes";

const identity = documented("EntraIdentitySettings");

/** What each shared identity field holds, in the words of its TSDoc (the settings page says more). */
const ENTRA_DOCS: Record<EntraField, string> = {
  ...(Object.fromEntries(
    (Object.keys(ENTRA_FIELDS) as EntraField[])
      .filter((field) => field !== "FederatedToken")
      .map((field) => [field, identity.of(`entra${field}`)]),
  ) as Record<Exclude<EntraField, "FederatedToken">, string>),
  // The token itself is stack config and environment only (NOT_IN_RESOURCE_SETTINGS): no
  // TypeScript `settings` type has it, so it is documented here.
  FederatedToken: "The federated identity token itself (`workloadIdentity`).",
};

const recordsSettings = documented("RecordsSettingsArgs");
const lifecycleSettings = documented("LifecycleSettingsArgs");
const dataShareSettings = documented("DataShareSettings");
const translatorSettings = documented("TranslatorSettings");
// An Args type's Entra ID scope only points to the plain type's doc: the table names the plain one.
const recordsScope = documented("RecordsEntraSettings");
const lifecycleScope = documented("LifecycleEntraSettings");
const powerPlatformSettings = documented("PowerPlatformSettings");

/** A service's own setting: its URL, its token or key, its region, its Entra ID scope. */
type ServiceSettingName = Exclude<SettingName, `entra${string}` | `${EntraService}Entra${EntraField}`>;

/** What each service's own setting holds, in the words of the TSDoc of the service's settings. */
const SERVICE_DOCS: Record<ServiceSettingName, string> = {
  recordsUrl: recordsSettings.of("recordsUrl"),
  recordsToken: recordsSettings.of("recordsToken"),
  recordsEntraScope: recordsScope.of("recordsEntraScope"),
  currencyApiVersion: recordsSettings.of("currencyApiVersion"),
  adoptExistingRecords: recordsSettings.of("adoptExistingRecords"),
  lifecycleUrl: lifecycleSettings.of("lifecycleUrl"),
  lifecycleToken: lifecycleSettings.of("lifecycleToken"),
  lifecycleEntraScope: lifecycleScope.of("lifecycleEntraScope"),
  powerPlatformUrl: powerPlatformSettings.of("powerPlatformUrl"),
  powerPlatformToken: powerPlatformSettings.of("powerPlatformToken"),
  powerPlatformEntraScope: powerPlatformSettings.of("powerPlatformEntraScope"),
  previewChecks: powerPlatformSettings.of("previewChecks"),
  dataShareUrl: dataShareSettings.of("dataShareUrl"),
  dataShareToken: dataShareSettings.of("dataShareToken"),
  dataShareEntraScope: dataShareSettings.of("dataShareEntraScope"),
  translatorUrl: translatorSettings.of("translatorUrl"),
  translatorKey: translatorSettings.of("translatorKey"),
  translatorRegion: translatorSettings.of("translatorRegion"),
  dataShareNaming: dataShareSettings.of("dataShareNaming"),
  lifecycleNaming: lifecycleSettings.of("lifecycleNaming"),
  translatorNaming: translatorSettings.of("translatorNaming"),
};

const SERVICE_WORDS: Record<EntraService, string> = {
  records: "records service",
  dataShare: "data share service",
  lifecycle: "environment operations service",
  powerPlatform: "Power Platform API",
};

/** What a setting holds, in words, from its name. */
function settingDoc(name: SettingName): string {
  if (name in SERVICE_DOCS) return SERVICE_DOCS[name as ServiceSettingName];
  const [, service, field] = /^(records|dataShare|lifecycle|powerPlatform)?(?:E|e)ntra(.+)$/.exec(name)!;
  const doc = ENTRA_DOCS[field as EntraField];
  // A service's own copy of a shared identity setting, as stack config and environment name only.
  return service ? `${doc} For the ${SERVICE_WORDS[service as EntraService]} only.` : doc;
}

/** A setting as a schema property: text, a secret when the setting holds one. */
function settingProperty(name: SettingName): PropertySpec {
  const where = SETTING_SOURCES[name];
  return {
    ...text(`${settingDoc(name)} Environment: \`${where.env}\`.`),
    ...(where.secret ? { secret: true } : {}),
  };
}

// CLIENT_BOUNDS (src/core/clients) is a table of keys, not a documented TypeScript type: its words are here.
const BOUND_DOCS: Record<keyof typeof CLIENT_BOUNDS, string> = {
  maxAttempts: "Attempts in all after a fault, the first included (default 4; 1 to 20).",
  maxElapsedMs: "Time budget of the retries from the first attempt, seconds (default 330; 1 to 3600).",
  timeoutMs: "Deadline of one attempt, headers and body together, seconds (default 480; 1 to 3600).",
  maxResponseBytes: "Largest answer body, MiB (default 64; 1 to 1024).",
  maxPages: "Most pages one listing follows (default 10,000; 1 to 1,000,000).",
  recordsMaxConcurrentRequests: "Records requests in flight at once per credential (default 5; 1 to 100).",
};

/** The provider configuration: every `bizops:*` key the code reads, by key without the namespace. */
export function configVariables(): Record<string, PropertySpec> {
  const out: Record<string, PropertySpec> = {};
  for (const name of Object.keys(SETTING_SOURCES) as SettingName[]) {
    out[SETTING_SOURCES[name].config.slice("bizops:".length)] = settingProperty(name);
  }
  for (const [name, bound] of Object.entries(CLIENT_BOUNDS)) {
    out[bound.config.slice("bizops:".length)] = whole(
      `${BOUND_DOCS[name as keyof typeof CLIENT_BOUNDS]} Environment: \`${bound.env}\`.`,
    );
  }
  return out;
}

/** A service's `settings` object: its URL and credential, and the identity settings it takes. */
function serviceSettings(
  description: string,
  names: readonly SettingName[],
  service: EntraService | undefined,
): ObjectShape {
  const all = [...names, ...(service ? entraSettingNames(service) : [])];
  return shape(description, Object.fromEntries(all.map((name) => [name, settingProperty(name)])));
}

/** The settings types, by token without the package. */
export function settingsTypes(): Record<string, ObjectShape> {
  return {
    "records:RecordsSettings": serviceSettings(
      recordsSettings.doc,
      ["recordsUrl", "recordsToken", "currencyApiVersion", "adoptExistingRecords"],
      "records",
    ),
    "lifecycle:LifecycleSettings": serviceSettings(
      lifecycleSettings.doc,
      ["lifecycleUrl", "lifecycleToken", "lifecycleNaming", "previewChecks"],
      "lifecycle",
    ),
    "lifecycle:PowerPlatformSettings": serviceSettings(
      powerPlatformSettings.doc,
      ["powerPlatformUrl", "powerPlatformToken", "previewChecks"],
      "powerPlatform",
    ),
    "datashare:DataShareSettings": serviceSettings(
      dataShareSettings.doc,
      ["dataShareUrl", "dataShareToken", "dataShareNaming"],
      "dataShare",
    ),
    "language:TranslatorSettings": serviceSettings(
      translatorSettings.doc,
      ["translatorUrl", "translatorKey", "translatorRegion", "translatorNaming"],
      undefined,
    ),
  };
}
