/**
 * Which credential a bearer service uses (a static token or an Entra ID identity) and, for an
 * identity, its fields and scope. The first source (explicit, stack config, environment) that
 * names a token or an identity decides, and the identity's fields come from that source alone:
 * there, a service's own setting (`recordsEntraTenantId`, stack config and environment only)
 * wins over the shared one (`entraTenantId`); in the environment, the standard `AZURE_*`
 * variable and then Pulumi ESC's `ARM_*` one come last.
 */
import { createHash } from "node:crypto";
import * as z from "zod";
import {
  ENTRA_CREDENTIALS,
  ENTRA_SETTING_SOURCES,
  standardVariables,
  type EntraCredentialName,
  type EntraField,
  type EntraService,
  type EntraSettingName,
} from "../settings/entra-settings";
import { SettingsError } from "../errors/errors";
import {
  settingIn,
  SOURCE_ORDER,
  type SettingName,
  type SettingSources,
  type SourceName,
} from "../settings/settings";

/**
 * Each service's default scope. Records and data share take app-only tokens (`.default`); the
 * environment operations service takes delegated tokens only, for its `user_impersonation`
 * scope (the resource d365fo.tools asks for).
 */
export const DEFAULT_SCOPES: Record<EntraService, string> = {
  records: "https://api.businesscentral.dynamics.com/.default",
  dataShare: "https://management.azure.com/.default",
  lifecycle: "https://lcsapi.lcs.dynamics.com/user_impersonation",
  // Client credentials for the Power Platform API (programmability-authentication-v2.md;
  // tutorial-scheduled-copy-with-data-import.md): service principals first.
  powerPlatform: "https://api.powerplatform.com/.default",
};

// Delegated flows sign in against `common` unless a tenant is given, as d365fo.tools does.
const DELEGATED_DEFAULT_TENANT = "common";

/** An identity's fields as the settings give them (secrets included: never log this). */
export interface EntraIdentity {
  service: EntraService;
  credential: EntraCredentialName;
  scope: string;
  /** The setting that chose the credential, for messages. */
  chosenBy: SettingName;
  tenantId?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  clientCertificate?: string | undefined;
  clientCertificatePath?: string | undefined;
  clientCertificatePassword?: string | undefined;
  federatedTokenFile?: string | undefined;
  /** The federated token itself, instead of a file (a secret). */
  federatedToken?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  /** An `https:` URL; undefined for the public cloud. */
  authorityHost?: string | undefined;
}

/** A service's credential: a static token, or an identity; `source` is where it was chosen. */
export type CredentialChoice =
  | { kind: "token"; token: string; source: SourceName }
  | { kind: "entra"; identity: EntraIdentity; source: SourceName };

/**
 * Picks the service's credential from the first source (explicit, config, environment) that
 * names one: its static token, its own identity, or the shared identity.
 */
export function chooseCredential(
  service: EntraService,
  tokenSetting: SettingName,
  sources: SettingSources,
): CredentialChoice | undefined {
  const own: EntraSettingName = `${service}EntraCredential`;
  for (const source of SOURCE_ORDER) {
    const token = settingIn(source, tokenSetting, sources);
    if (token !== undefined) return { kind: "token", token, source };
    for (const name of [own, "entraCredential"] as const) {
      const credential = settingIn(source, name, sources);
      if (credential !== undefined)
        return { kind: "entra", identity: readIdentity(service, name, credential, sources, source), source };
    }
  }
  return undefined;
}

const credentialSchema = z.enum(ENTRA_CREDENTIALS);

function readIdentity(
  service: EntraService,
  chosenBy: EntraSettingName,
  rawCredential: string,
  sources: SettingSources,
  source: SourceName,
): EntraIdentity {
  const credential = credentialSchema.safeParse(rawCredential);
  if (!credential.success) {
    throw new SettingsError(
      `Setting ${chosenBy} is "${rawCredential}", which is not an Entra ID credential this package knows.`,
      {
        hint: `Use one of ${ENTRA_CREDENTIALS.join(", ")}.`,
      },
    );
  }
  const field = (name: EntraField) => entraField(service, name, sources, source);
  const identity: EntraIdentity = {
    service,
    credential: credential.data,
    chosenBy,
    scope: settingIn(source, `${service}EntraScope`, sources) ?? DEFAULT_SCOPES[service],
    tenantId: field("TenantId"),
    clientId: field("ClientId"),
    clientSecret: field("ClientSecret"),
    clientCertificate: field("ClientCertificate"),
    clientCertificatePath: field("ClientCertificatePath"),
    clientCertificatePassword: field("ClientCertificatePassword"),
    ...federatedToken(service, credential.data, sources, source),
    username: field("Username"),
    password: field("Password"),
    authorityHost: checkedAuthorityHost(service, sources, source),
  };
  if (credential.data === "usernamePassword" || credential.data === "deviceCode") {
    identity.tenantId ??= DELEGATED_DEFAULT_TENANT;
  }
  requireFields(identity, source);
  return identity;
}

/**
 * A field of the service's identity, from the source that named the identity: its own setting,
 * the shared one, and in the environment the standard variables last. A field set in another
 * source never joins in: an explicit identity never takes a secret from the environment.
 */
function entraField(
  service: EntraService,
  field: EntraField,
  sources: SettingSources,
  source: SourceName,
): string | undefined {
  return namedField(service, field, sources, source)?.value ?? standardField(field, sources, source);
}

/** A field as a `bizops` setting of the source gives it, and the setting's name. */
function namedField(
  service: EntraService,
  field: EntraField,
  sources: SettingSources,
  source: SourceName,
): { value: string; name: EntraSettingName } | undefined {
  for (const name of [`${service}Entra${field}`, `entra${field}`] as const) {
    const value = settingIn(source, name, sources);
    if (value !== undefined) return { value, name };
  }
  return undefined;
}

/** A field from the standard variables it falls back to, in the environment only. */
function standardField(field: EntraField, sources: SettingSources, source: SourceName): string | undefined {
  if (source !== "env") return undefined;
  for (const variable of standardVariables(field)) {
    const value = sources.env?.[variable];
    if (value) return value;
  }
  return undefined;
}

/**
 * A workload identity's federated token: a file (read again at each renewal) or the token itself.
 * Settings that name both are refused; of the standard variables, which fill in only when no
 * setting names either, the file (`AZURE_FEDERATED_TOKEN_FILE`, which a platform such as AKS
 * keeps fresh) wins over the token (`ARM_OIDC_TOKEN`).
 */
function federatedToken(
  service: EntraService,
  credential: EntraCredentialName,
  sources: SettingSources,
  source: SourceName,
): Pick<EntraIdentity, "federatedTokenFile" | "federatedToken"> {
  const file = namedField(service, "FederatedTokenFile", sources, source);
  const token = namedField(service, "FederatedToken", sources, source);
  if (file !== undefined && token !== undefined && credential === "workloadIdentity") {
    const where = (name: EntraSettingName) =>
      source === "explicit" ? `settings.${name}` : ENTRA_SETTING_SOURCES[name][source];
    throw new SettingsError(
      `The ${service} service's workloadIdentity names both a federated token file (${where(file.name)}) and a federated token (${where(token.name)}).`,
      { hint: "Give one of them: the file, which is read again at each renewal, or the token itself." },
    );
  }
  if (file !== undefined || token !== undefined)
    return { federatedTokenFile: file?.value, federatedToken: token?.value };
  const standardFile = standardField("FederatedTokenFile", sources, source);
  return standardFile !== undefined
    ? { federatedTokenFile: standardFile }
    : { federatedToken: standardField("FederatedToken", sources, source) };
}

// What each credential cannot do without; `|` means either field will do.
const REQUIRED: Record<EntraCredentialName, readonly (readonly EntraField[])[]> = {
  clientSecret: [["TenantId"], ["ClientId"], ["ClientSecret"]],
  clientCertificate: [["TenantId"], ["ClientId"], ["ClientCertificate", "ClientCertificatePath"]],
  workloadIdentity: [["TenantId"], ["ClientId"], ["FederatedTokenFile", "FederatedToken"]],
  managedIdentity: [],
  azureCli: [],
  default: [],
  usernamePassword: [["ClientId"], ["Username"], ["Password"]],
  deviceCode: [],
};

function requireFields(identity: EntraIdentity, source: SourceName): void {
  for (const anyOf of REQUIRED[identity.credential]) {
    if (anyOf.some((field) => identity[fieldKey(field)] !== undefined)) continue;
    // A resource's settings cannot hold the federated token itself (settings are kept in state,
    // and the token expires): name only what can be set where the identity was chosen.
    const settable = anyOf.filter((field) => !(source === "explicit" && field === "FederatedToken"));
    const names = settable.map((field) => describeField(identity.service, field)).join(", or ");
    throw new SettingsError(
      `The ${identity.service} service uses an Entra ID ${identity.credential} identity (${identity.chosenBy}), which needs ${names}.`,
      {
        hint: `Set it where ${identity.chosenBy} is set: an identity's fields come from the same place (the resource's settings, the stack config, or the environment).`,
      },
    );
  }
}

function fieldKey(
  field: EntraField,
): Exclude<keyof EntraIdentity, "service" | "credential" | "scope" | "chosenBy"> {
  return (field.charAt(0).toLowerCase() + field.slice(1)) as ReturnType<typeof fieldKey>;
}

function describeField(service: EntraService, field: EntraField): string {
  const shared = ENTRA_SETTING_SOURCES[`entra${field}`];
  const variables = [shared.env, ...standardVariables(field)].join(" or ");
  return `${shared.config} (or bizops:${service}Entra${field} for this service alone; environment ${variables})`;
}

function checkedAuthorityHost(
  service: EntraService,
  sources: SettingSources,
  source: SourceName,
): string | undefined {
  const raw = entraField(service, "AuthorityHost", sources, source);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError(`Setting entraAuthorityHost ("${raw}") is not a URL.`);
  }
  // The identity library refuses any other scheme (`authority_uri_insecure`); say so before it does.
  if (url.protocol !== "https:") {
    throw new SettingsError(
      `Setting entraAuthorityHost must be an https: URL, not ${url.protocol}//${url.host}.`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

/** Names the identity and scope without any secret, for errors. */
export function describeIdentity(identity: EntraIdentity): string {
  const facts = [
    identity.tenantId && `tenant ${identity.tenantId}`,
    identity.clientId && `client id ${identity.clientId}`,
    identity.username && `user ${identity.username}`,
    identity.authorityHost && `authority ${identity.authorityHost}`,
  ].filter(Boolean);
  const which = facts.length ? ` (${facts.join(", ")})` : "";
  return `the ${identity.service} service's Entra ID ${identity.credential} identity${which}, scope ${identity.scope}`;
}

/** The identity's secret values, to keep them out of any message. */
export function identitySecrets(identity: EntraIdentity): string[] {
  const values = [
    identity.clientSecret,
    identity.clientCertificate,
    identity.clientCertificatePassword,
    identity.password,
    identity.federatedToken,
  ];
  return values.filter((v): v is string => v !== undefined);
}

/**
 * A key for the process's token cache: the same identity (secrets included, hashed) and scope
 * share one token; a changed secret gets a new one.
 */
export function identityKey(identity: EntraIdentity): string {
  const { service: _service, chosenBy: _chosenBy, ...facts } = identity;
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex");
}
