/**
 * The names of the Entra ID settings. Each identity field has a shared setting (`entraTenantId`,
 * `bizops:entraTenantId`, `BIZOPS_ENTRA_TENANT_ID`) that every bearer service uses, and one per
 * service (`lifecycleEntraTenantId`, `bizops:lifecycleEntraTenantId`,
 * `BIZOPS_LIFECYCLE_ENTRA_TENANT_ID`) that wins for that service, so that one service can name
 * its own identity. Scopes exist per service only, since each service has its own audience.
 */

/** The services that take Entra ID access tokens. */
const ENTRA_SERVICES = ["records", "dataShare", "lifecycle"] as const;
export type EntraService = (typeof ENTRA_SERVICES)[number];

/**
 * Each identity field: its environment suffix, whether it holds a secret, and the standard
 * variable of `@azure/identity` read last of all.
 */
export const ENTRA_FIELDS = {
  Credential: { env: "CREDENTIAL", secret: false, azure: undefined },
  TenantId: { env: "TENANT_ID", secret: false, azure: "AZURE_TENANT_ID" },
  ClientId: { env: "CLIENT_ID", secret: false, azure: "AZURE_CLIENT_ID" },
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
  Username: { env: "USERNAME", secret: false, azure: "AZURE_USERNAME" },
  Password: { env: "PASSWORD", secret: true, azure: "AZURE_PASSWORD" },
  AuthorityHost: { env: "AUTHORITY_HOST", secret: false, azure: "AZURE_AUTHORITY_HOST" },
} as const;
export type EntraField = keyof typeof ENTRA_FIELDS;

/** A shared identity setting, such as `entraTenantId`. */
export type SharedEntraSetting = `entra${EntraField}`;
/** A service's own identity setting, such as `recordsEntraTenantId`, or its scope. */
export type ServiceEntraSetting = `${EntraService}Entra${EntraField | "Scope"}`;
export type EntraSettingName = SharedEntraSetting | ServiceEntraSetting;

// Environment prefixes follow the services' existing variables (`BIZOPS_DATASHARE_URL`).
const ENV_PREFIX: Record<EntraService, string> = {
  records: "RECORDS_",
  dataShare: "DATASHARE_",
  lifecycle: "LIFECYCLE_",
};

/** The identity settings `service` reads: the shared ones, its own, and its scope. */
export function entraSettingNames<S extends EntraService>(
  service: S,
): (SharedEntraSetting | `${S}Entra${EntraField | "Scope"}`)[] {
  const fields = Object.keys(ENTRA_FIELDS) as EntraField[];
  return [
    ...fields.map((field) => `entra${field}` as const),
    ...fields.map((field) => `${service}Entra${field}` as const),
    `${service}EntraScope` as const,
  ];
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
