/**
 * The names of the Entra ID settings. Each identity field has a shared setting (`entraTenantId`,
 * `bizops:entraTenantId`, `BIZOPS_ENTRA_TENANT_ID`) that every bearer service uses, and, in stack
 * config and the environment, one per service (`bizops:lifecycleEntraTenantId`,
 * `BIZOPS_LIFECYCLE_ENTRA_TENANT_ID`) that wins for that service, so that one stack can give one
 * service an identity of its own. A resource's or function's `settings` belong to one service
 * already, so they take the shared names only. Scopes exist per service only, since each service
 * has its own audience.
 */

/** The Entra ID credentials a setting can name, each one class of `@azure/identity`. */
export const ENTRA_CREDENTIALS = [
  "clientSecret",
  "clientCertificate",
  "workloadIdentity",
  "managedIdentity",
  "azureCli",
  "default",
  "usernamePassword",
  "deviceCode",
] as const;
export type EntraCredentialName = (typeof ENTRA_CREDENTIALS)[number];

/** The services that take Entra ID access tokens. */
const ENTRA_SERVICES = ["records", "dataShare", "lifecycle", "powerPlatform"] as const;
export type EntraService = (typeof ENTRA_SERVICES)[number];

/**
 * Each identity field: its environment suffix, whether it holds a secret, the standard variable
 * of `@azure/identity` read after the `BIZOPS_*` ones, and last the `ARM_*` variable that a Pulumi
 * ESC environment sets from its `azure-login` provider. Those are the ones the provider's page
 * (pulumi.com/docs/esc/providers/login/azure-login) maps its outputs to: `ARM_CLIENT_ID`,
 * `ARM_TENANT_ID` and `ARM_OIDC_TOKEN` (`${azure.login.oidc.token}`), beside `ARM_USE_OIDC` and
 * `ARM_SUBSCRIPTION_ID`, which no identity field needs.
 */
export const ENTRA_FIELDS = {
  Credential: { env: "CREDENTIAL", secret: false, azure: undefined },
  TenantId: { env: "TENANT_ID", secret: false, azure: "AZURE_TENANT_ID", arm: "ARM_TENANT_ID" },
  ClientId: { env: "CLIENT_ID", secret: false, azure: "AZURE_CLIENT_ID", arm: "ARM_CLIENT_ID" },
  ClientSecret: { env: "CLIENT_SECRET", secret: true, azure: "AZURE_CLIENT_SECRET" },
  ClientCertificate: { env: "CLIENT_CERTIFICATE", secret: true, azure: undefined },
  ClientCertificatePath: {
    env: "CLIENT_CERTIFICATE_PATH",
    secret: false,
    azure: "AZURE_CLIENT_CERTIFICATE_PATH",
  },
  ClientCertificatePassword: {
    env: "CLIENT_CERTIFICATE_PASSWORD",
    secret: true,
    azure: "AZURE_CLIENT_CERTIFICATE_PASSWORD",
  },
  FederatedTokenFile: { env: "FEDERATED_TOKEN_FILE", secret: false, azure: "AZURE_FEDERATED_TOKEN_FILE" },
  // The token itself, for a CI secret or an ESC environment that holds it and writes no file;
  // `@azure/identity` reads no variable for it.
  FederatedToken: { env: "FEDERATED_TOKEN", secret: true, azure: undefined, arm: "ARM_OIDC_TOKEN" },
  Username: { env: "USERNAME", secret: false, azure: "AZURE_USERNAME" },
  Password: { env: "PASSWORD", secret: true, azure: "AZURE_PASSWORD" },
  AuthorityHost: { env: "AUTHORITY_HOST", secret: false, azure: "AZURE_AUTHORITY_HOST" },
} as const satisfies Record<string, EntraFieldSource>;
export type EntraField = keyof typeof ENTRA_FIELDS;

/** Where one identity field is read from in the environment, besides its `BIZOPS_*` names. */
interface EntraFieldSource {
  env: string;
  secret: boolean;
  azure: string | undefined;
  arm?: string;
}

/** The standard variables a field falls back to in the environment, in order. */
export function standardVariables(field: EntraField): string[] {
  const f: EntraFieldSource = ENTRA_FIELDS[field];
  return [f.azure, f.arm].filter((name): name is string => name !== undefined);
}

/** A shared identity setting, such as `entraTenantId`. */
export type SharedEntraSetting = `entra${EntraField}`;
/** A service's own identity setting, such as `recordsEntraTenantId`, or its scope. */
type ServiceEntraSetting = `${EntraService}Entra${EntraField | "Scope"}`;
export type EntraSettingName = SharedEntraSetting | ServiceEntraSetting;

// Environment prefixes follow the services' existing variables (`BIZOPS_DATASHARE_URL`).
const ENV_PREFIX: Record<EntraService, string> = {
  records: "RECORDS_",
  dataShare: "DATASHARE_",
  lifecycle: "LIFECYCLE_",
  powerPlatform: "POWERPLATFORM_",
};

/**
 * Identity fields that are stack config and environment settings only, never a resource's or
 * function's `settings`. A resource's `settings` are stored in state and used again by later
 * refreshes and destroys: a federated token lives minutes, so it would be stored only to fail
 * them, and a new one at each run would show the resource as changed.
 */
export const NOT_IN_RESOURCE_SETTINGS = ["FederatedToken"] as const satisfies readonly EntraField[];
/** An identity field a resource's or function's `settings` take. */
type ResourceEntraField = Exclude<EntraField, (typeof NOT_IN_RESOURCE_SETTINGS)[number]>;

/**
 * The identity settings a resource or function of `service` takes in its `settings`: the shared
 * identity fields, but for {@link NOT_IN_RESOURCE_SETTINGS}, and the service's scope. Its own
 * prefixed copies are stack config and environment names only (see service-identity-settings.ts
 * for state that still holds them).
 */
export function entraSettingNames<S extends EntraService>(
  service: S,
): (`entra${ResourceEntraField}` | `${S}EntraScope`)[] {
  const fields = (Object.keys(ENTRA_FIELDS) as EntraField[]).filter(
    (field): field is ResourceEntraField => !(NOT_IN_RESOURCE_SETTINGS as readonly string[]).includes(field),
  );
  return [...fields.map((field) => `entra${field}` as const), `${service}EntraScope` as const];
}

/**
 * The shared setting a service's own identity setting stands for (`recordsEntraTenantId` →
 * `entraTenantId`), or undefined for any other name (a scope included).
 */
export function sharedNameOf(name: string): SharedEntraSetting | undefined {
  for (const service of ENTRA_SERVICES) {
    const prefix = `${service}Entra`;
    if (!name.startsWith(prefix)) continue;
    const field = name.slice(prefix.length);
    if (Object.hasOwn(ENTRA_FIELDS, field)) return `entra${field as EntraField}`;
  }
  return undefined;
}

/** Where a setting is read from. */
export interface SettingSource {
  config: string;
  env: string;
  secret: boolean;
}

/** Every Entra ID setting with its stack-config key and environment variable. */
export const ENTRA_SETTING_SOURCES = buildSources();

function buildSources(): Record<EntraSettingName, SettingSource> {
  const out: Record<string, SettingSource> = {};
  const add = (name: string, env: string, secret: boolean) => {
    out[name] = { config: `bizops:${name}`, env: `BIZOPS_${env}`, secret };
  };
  for (const [field, f] of Object.entries(ENTRA_FIELDS)) add(`entra${field}`, `ENTRA_${f.env}`, f.secret);
  for (const service of ENTRA_SERVICES) {
    for (const [field, f] of Object.entries(ENTRA_FIELDS)) {
      add(`${service}Entra${field}`, `${ENV_PREFIX[service]}ENTRA_${f.env}`, f.secret);
    }
    add(`${service}EntraScope`, `${ENV_PREFIX[service]}ENTRA_SCOPE`, false);
  }
  return out;
}
