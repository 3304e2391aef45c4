import {
  AzureCliCredential,
  ClientCertificateCredential,
  ClientSecretCredential,
  DefaultAzureCredential,
  DeviceCodeCredential,
  ManagedIdentityCredential,
  UsernamePasswordCredential,
  WorkloadIdentityCredential,
} from "@azure/identity";
import { credentialFor } from "../../../../src/core/identity/entra-credential";
import {
  chooseCredential,
  DEFAULT_SCOPES,
  type EntraIdentity,
} from "../../../../src/core/identity/entra-identity";
import { SettingsError } from "../../../../src/core/errors/errors";
import { parseFunctionArgs } from "../../../../src/core/functions/function-args";
import { listSynchronizationsArgs } from "../../../../src/datashare/generated/datashare-schemas";
import { SEED_DATASHARE_REF } from "pulumi-bizops-emulator";
import { resolveBearerEndpoint } from "../../../../src/core/clients/service-endpoint";
import { SETTING_SOURCES, settingsSchema } from "../../../../src/core/settings/settings";
import { lifecycleSettings } from "../../../../src/lifecycle/schemas";
import { recordsSettings } from "../../../../src/records/definitions/record-base";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const SP = {
  BIZOPS_ENTRA_TENANT_ID: "t1",
  BIZOPS_ENTRA_CLIENT_ID: "c1",
  BIZOPS_ENTRA_CLIENT_SECRET: "s3cret-value",
};

function identity(choice: ReturnType<typeof chooseCredential>): EntraIdentity {
  if (choice?.kind !== "entra") throw new Error(`expected an identity, got ${choice?.kind}`);
  return choice.identity;
}

describe("Entra ID settings", () => {
  it("names every identity setting after the service, in stack config and the environment", () => {
    expect(SETTING_SOURCES.entraClientSecret).toEqual({
      config: "bizops:entraClientSecret",
      env: "BIZOPS_ENTRA_CLIENT_SECRET",
      secret: true,
    });
    expect(SETTING_SOURCES.dataShareEntraTenantId.env).toBe("BIZOPS_DATASHARE_ENTRA_TENANT_ID");
    expect(SETTING_SOURCES.lifecycleEntraScope.config).toBe("bizops:lifecycleEntraScope");
    expect(SETTING_SOURCES.lifecycleEntraPassword.secret).toBe(true);
    expect(
      settingsSchema.safeParse({ recordsEntraCredential: "clientSecret", entraTenantId: "t" }).success,
    ).toBe(true);
  });

  it("takes the shared identity fields and the service's scope in a resource's settings", () => {
    expect(
      recordsSettings.safeParse({
        entraCredential: "workloadIdentity",
        entraFederatedTokenFile: "/var/run/token",
        recordsEntraScope: "api://records/.default",
      }).success,
    ).toBe(true);
    expect(lifecycleSettings.safeParse({ entraUsername: "ops@contoso.example" }).success).toBe(true);
    expect(lifecycleSettings.safeParse({ recordsEntraScope: "api://records/.default" }).success).toBe(false);
    // A function's settings refuse a service's own copy by name, with the shared name to use.
    const args = { ...SEED_DATASHARE_REF, settings: { dataShareEntraTenantId: "t" } };
    expect(() => parseFunctionArgs(listSynchronizationsArgs, args, "listSynchronizations")).toThrow(
      /settings\.dataShareEntraTenantId: .*use entraTenantId instead of dataShareEntraTenantId/,
    );
    // Settings written by earlier releases still read.
    expect(recordsSettings.safeParse({ recordsUrl: "https://r.example", recordsToken: "t" }).success).toBe(
      true,
    );
  });

  it("refuses a federated token in a resource's or function's settings, naming stack config and the environment", () => {
    // Settings are stored in state, where a token of minutes would outlive itself.
    for (const settings of [
      { entraCredential: "workloadIdentity", entraFederatedToken: "eyJ.token" },
      { lifecycleEntraFederatedToken: "eyJ.token" },
    ]) {
      const result = lifecycleSettings.safeParse(settings);
      expect(result.success).toBe(false);
      const message = result.error?.issues.map((issue) => issue.message).join("; ") ?? "";
      expect(message).toMatch(/cannot be given in a resource's or function's settings/);
      expect(message).toContain("bizops:entraFederatedToken");
      expect(message).toContain("BIZOPS_ENTRA_FEDERATED_TOKEN");
      expect(message).not.toContain("eyJ.token");
    }
    expect(recordsSettings.safeParse({ entraFederatedToken: "eyJ.token" }).success).toBe(false);
    const args = { ...SEED_DATASHARE_REF, settings: { entraFederatedToken: "eyJ.token" } };
    expect(() => parseFunctionArgs(listSynchronizationsArgs, args, "listSynchronizations")).toThrow(
      /settings\.entraFederatedToken: entraFederatedToken cannot be given in a resource's or function's settings/,
    );
    // Stack config still takes it.
    expect(settingsSchema.safeParse({ entraFederatedToken: "eyJ.token" }).success).toBe(true);
  });

  it("takes the credential from the first source that names one, a static token or an identity", () => {
    const env = { ...SP, BIZOPS_ENTRA_CREDENTIAL: "clientSecret", BIZOPS_RECORDS_TOKEN: "env-token" };
    expect(chooseCredential("records", "recordsToken", { env })?.kind).toBe("token");
    const cfg = config({ "bizops:entraCredential": "azureCli" });
    expect(identity(chooseCredential("records", "recordsToken", { config: cfg, env })).credential).toBe(
      "azureCli",
    );
    const explicit = { recordsToken: "explicit-token" };
    expect(chooseCredential("records", "recordsToken", { explicit, config: cfg, env })?.kind).toBe("token");
    expect(chooseCredential("records", "recordsToken", { env: {} })).toBeUndefined();
  });

  it("lets one service name its own identity over the shared one, field by field", () => {
    const env = {
      ...SP,
      BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
      BIZOPS_LIFECYCLE_ENTRA_CREDENTIAL: "usernamePassword",
      BIZOPS_LIFECYCLE_ENTRA_CLIENT_ID: "public-client",
      BIZOPS_LIFECYCLE_ENTRA_USERNAME: "ops@contoso.example",
      BIZOPS_LIFECYCLE_ENTRA_PASSWORD: "pa55word",
    };
    const lifecycle = identity(chooseCredential("lifecycle", "lifecycleToken", { env }));
    expect(lifecycle).toMatchObject({
      credential: "usernamePassword",
      clientId: "public-client",
      tenantId: "t1",
    });
    expect(lifecycle.scope).toBe("https://lcsapi.lcs.dynamics.com/user_impersonation");
    const records = identity(chooseCredential("records", "recordsToken", { env }));
    expect(records).toMatchObject({
      credential: "clientSecret",
      clientId: "c1",
      scope: DEFAULT_SCOPES.records,
    });
  });

  it("signs delegated flows in against common unless a tenant is given", () => {
    const env = {
      BIZOPS_LIFECYCLE_ENTRA_CREDENTIAL: "usernamePassword",
      BIZOPS_LIFECYCLE_ENTRA_CLIENT_ID: "public-client",
      BIZOPS_LIFECYCLE_ENTRA_USERNAME: "ops@contoso.example",
      BIZOPS_LIFECYCLE_ENTRA_PASSWORD: "pa55word",
    };
    expect(identity(chooseCredential("lifecycle", "lifecycleToken", { env })).tenantId).toBe("common");
  });

  it("reads the standard AZURE_* variables last", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
      BIZOPS_ENTRA_CLIENT_ID: "bizops-client",
      AZURE_CLIENT_ID: "azure-client",
      AZURE_TENANT_ID: "azure-tenant",
      AZURE_FEDERATED_TOKEN_FILE: "/var/run/token",
    };
    expect(identity(chooseCredential("dataShare", "dataShareToken", { env }))).toMatchObject({
      clientId: "bizops-client",
      tenantId: "azure-tenant",
      federatedTokenFile: "/var/run/token",
      scope: "https://management.azure.com/.default",
    });
  });

  it("takes a scope and an authority host, and refuses an authority that is not https", () => {
    const env = {
      ...SP,
      BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
      BIZOPS_RECORDS_ENTRA_SCOPE: "api://records/.default",
      BIZOPS_ENTRA_AUTHORITY_HOST: "https://login.microsoftonline.us/",
    };
    expect(identity(chooseCredential("records", "recordsToken", { env }))).toMatchObject({
      scope: "api://records/.default",
      authorityHost: "https://login.microsoftonline.us",
    });
    const insecure = { ...env, BIZOPS_ENTRA_AUTHORITY_HOST: "http://127.0.0.1:8443" };
    expect(() => chooseCredential("records", "recordsToken", { env: insecure })).toThrow(
      /must be an https: URL/,
    );
  });

  it("names the missing field's settings, and an unknown kind's choices, without any secret", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
      BIZOPS_ENTRA_TENANT_ID: "t1",
      BIZOPS_ENTRA_CLIENT_SECRET: "s3cret-value",
    };
    const missing = () => chooseCredential("records", "recordsToken", { env });
    expect(missing).toThrow(SettingsError);
    expect(missing).toThrow(
      /needs bizops:entraClientId \(or bizops:recordsEntraClientId .*BIZOPS_ENTRA_CLIENT_ID or AZURE_CLIENT_ID/,
    );
    expect(
      String(
        (() => {
          try {
            missing();
          } catch (e) {
            return e;
          }
          return undefined;
        })(),
      ),
    ).not.toContain("s3cret-value");
    expect(() =>
      chooseCredential("records", "recordsToken", { env: { BIZOPS_ENTRA_CREDENTIAL: "certificate" } }),
    ).toThrow(/"certificate", which is not an Entra ID credential.*clientSecret, clientCertificate/);
  });

  it("names the token setting and the identity settings when a service has neither", () => {
    const env = { BIZOPS_RECORDS_URL: "https://records.example" };
    expect(() => resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { env })).toThrow(
      /Missing setting recordsToken.*BIZOPS_RECORDS_TOKEN, or give an Entra ID identity instead \(bizops:entraCredential or bizops:recordsEntraCredential/,
    );
  });

  it("never sends a configured identity's token to a URL one resource chose", () => {
    const env = {
      ...SP,
      BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
      BIZOPS_RECORDS_URL: "https://records.example",
    };
    const explicit = { recordsUrl: "https://elsewhere.example" };
    expect(() => resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { explicit, env })).toThrow(
      /settings.recordsUrl is set without settings.recordsToken or settings.entraCredential/,
    );
    // An explicit identity takes its fields from the explicit settings alone.
    const halfNamed = { ...explicit, entraCredential: "clientSecret" };
    expect(() =>
      resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { explicit: halfNamed, env }),
    ).toThrow(/needs bizops:entraTenantId/);
    const named = {
      ...halfNamed,
      entraTenantId: "t2",
      entraClientId: "c2",
      entraClientSecret: "another-secret",
    };
    const endpoint = resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { explicit: named, env });
    expect(endpoint.baseUrl).toBe("https://elsewhere.example");
    expect(typeof endpoint.credential).toBe("object");
  });

  it("takes an identity's fields from the source that names it, whatever the other sources hold", () => {
    // The environment names a service's own client id; the stack config names the identity.
    const env = { BIZOPS_RECORDS_ENTRA_CLIENT_ID: "from-env", AZURE_TENANT_ID: "azure-tenant" };
    const config = {
      get: (key: string) =>
        ({
          "bizops:entraCredential": "clientSecret",
          "bizops:entraTenantId": "config-tenant",
          "bizops:entraClientId": "from-config",
          "bizops:entraClientSecret": "config-secret",
        })[key],
    };
    const chosen = identity(chooseCredential("records", "recordsToken", { config, env }));
    expect(chosen).toMatchObject({ clientId: "from-config", tenantId: "config-tenant" });
    // Named in the environment, the identity reads the environment, AZURE_* last.
    const fromEnv = identity(
      chooseCredential("records", "recordsToken", {
        env: { ...env, BIZOPS_ENTRA_CREDENTIAL: "clientSecret", BIZOPS_ENTRA_CLIENT_SECRET: "env-secret" },
      }),
    );
    expect(fromEnv).toMatchObject({ clientId: "from-env", tenantId: "azure-tenant" });
  });

  it("shares one token source per identity and scope in the process", () => {
    const env = {
      ...SP,
      BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
      BIZOPS_RECORDS_URL: "https://records.example",
    };
    const a = resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { env });
    const b = resolveBearerEndpoint("records", "recordsUrl", "recordsToken", { env });
    const other = resolveBearerEndpoint("records", "recordsUrl", "recordsToken", {
      env: { ...env, BIZOPS_RECORDS_ENTRA_SCOPE: "api://other/.default" },
    });
    expect(a.credential).toBe(b.credential);
    expect(other.credential).not.toBe(a.credential);
  });

  it("builds the @azure/identity class of each kind", () => {
    const base = {
      service: "records",
      scope: "s",
      chosenBy: "entraCredential",
      tenantId: "t",
      clientId: "c",
    } as const;
    const of = (extra: Partial<EntraIdentity>) =>
      credentialFor({ ...base, credential: "azureCli", ...extra });
    expect(of({ credential: "clientSecret", clientSecret: "x" })).toBeInstanceOf(ClientSecretCredential);
    expect(of({ credential: "clientCertificate", clientCertificatePath: "/tmp/c.pem" })).toBeInstanceOf(
      ClientCertificateCredential,
    );
    expect(of({ credential: "workloadIdentity", federatedTokenFile: "/tmp/t" })).toBeInstanceOf(
      WorkloadIdentityCredential,
    );
    expect(of({ credential: "managedIdentity" })).toBeInstanceOf(ManagedIdentityCredential);
    expect(of({ credential: "azureCli" })).toBeInstanceOf(AzureCliCredential);
    expect(of({ credential: "default" })).toBeInstanceOf(DefaultAzureCredential);
    expect(of({ credential: "usernamePassword", username: "u", password: "p" })).toBeInstanceOf(
      UsernamePasswordCredential,
    );
    expect(of({ credential: "deviceCode" })).toBeInstanceOf(DeviceCodeCredential);
  });
});
