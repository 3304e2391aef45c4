/**
 * The settings in the package schema: the provider configuration (`bizops:*`, every setting the
 * code reads, from src/core/settings/settings.ts and client-bounds.ts) and the `settings` object each
 * service's resources and functions take (the names its zod schema takes).
 */
import { CLIENT_BOUNDS } from "../core/clients/client-bounds";
import { ENTRA_CREDENTIALS, entraSettingNames, type EntraService } from "../core/settings/entra-settings";
import { SETTING_SOURCES, type SettingName } from "../core/settings/settings";
import { shape, text, whole, type ObjectShape, type PropertySpec } from "./schema-shapes";

/** The names, quoted as code, as "`a`, `b` or `c`". */
function oneOf(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : quoted.join("");
}

/** What each shared identity field holds (the settings page says more). */
const ENTRA_DOCS: Record<string, string> = {
  Credential: `Which Entra ID identity signs in instead of a static token: ${oneOf(ENTRA_CREDENTIALS)}.`,
  TenantId: "The directory (tenant) id or domain the identity belongs to.",
  ClientId: "The application (client) id of the identity.",
  ClientSecret: "The client secret of the app registration (`clientSecret`).",
  ClientCertificate: "The client certificate with its private key, as PEM text (`clientCertificate`).",
  ClientCertificatePath: "A file holding the client certificate with its private key, PEM.",
  ClientCertificatePassword: "The password of an encrypted certificate key.",
  FederatedTokenFile: "The file the CI system writes its identity token to (`workloadIdentity`).",
  FederatedToken: "The federated identity token itself (`workloadIdentity`).",
  Username: "The user who signs in (`usernamePassword`).",
  Password: "The user's password (`usernamePassword`).",
  AuthorityHost: "The Entra ID authority host, `https:` only; the public cloud's when unset.",
  Scope: "The scope asked for the service's tokens; the service's default when unset.",
};

const SERVICE_WORDS: Record<string, string> = {
  records: "records service",
  dataShare: "data share service",
  lifecycle: "environment operations service",
  translator: "translator service",
};

/** What a setting holds, in words, from its name. */
function settingDoc(name: string): string {
  const entra = /^(records|dataShare|lifecycle)?(?:E|e)ntra(.+)$/.exec(name);
  if (entra) {
    const [, service, field] = entra;
    const doc = ENTRA_DOCS[field!] ?? "An Entra ID identity setting.";
    return service ? `${doc} For the ${SERVICE_WORDS[service]} only.` : doc;
  }
  const service = /^(records|dataShare|lifecycle|translator)(Url|Token|Key|Region)$/.exec(name);
  if (service) {
    const words = SERVICE_WORDS[service[1]!];
    if (service[2] === "Url")
      return `Base URL of the ${words}: \`https:\`, or \`http:\` to a loopback address.`;
    if (service[2] === "Region")
      return `The Azure region of a regional or multi-service key of the ${words}.`;
    return `The bearer token or key of the ${words}.`;
  }
  return name;
}

/** A setting as a schema property: text, a secret when the setting holds one. */
function settingProperty(name: SettingName): PropertySpec {
  const where = SETTING_SOURCES[name];
  return {
    ...text(`${settingDoc(name)} Environment: \`${where.env}\`.`),
    ...(where.secret ? { secret: true } : {}),
  };
}

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
  words: string,
  names: readonly SettingName[],
  service: EntraService | undefined,
): ObjectShape {
  const all = [...names, ...(service ? entraSettingNames(service) : [])];
  return shape(
    `Where the ${words} is and how to authenticate to it, for one resource or call; without them the provider configuration, then the environment. A resource stores them as a secret.`,
    Object.fromEntries(all.map((name) => [name, settingProperty(name)])),
  );
}

/** The settings types, by token without the package. */
export function settingsTypes(): Record<string, ObjectShape> {
  return {
    "records:RecordsSettings": serviceSettings("records service", ["recordsUrl", "recordsToken"], "records"),
    "lifecycle:LifecycleSettings": serviceSettings(
      "environment operations service",
      ["lifecycleUrl", "lifecycleToken"],
      "lifecycle",
    ),
    "datashare:DataShareSettings": serviceSettings(
      "data share service",
      ["dataShareUrl", "dataShareToken"],
      "dataShare",
    ),
    "language:TranslatorSettings": serviceSettings(
      "translator service",
      ["translatorUrl", "translatorKey", "translatorRegion"],
      undefined,
    ),
  };
}
