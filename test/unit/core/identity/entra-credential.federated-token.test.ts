import { ClientAssertionCredential, WorkloadIdentityCredential } from "@azure/identity";
import { credentialFor } from "../../../../src/core/identity/entra-credential";
import {
  chooseCredential,
  describeIdentity,
  identitySecrets,
  type EntraIdentity,
} from "../../../../src/core/identity/entra-identity";
import { SettingsError } from "../../../../src/core/errors/errors";
import { SETTING_SOURCES } from "../../../../src/core/settings/settings";

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.federated-token-value.signature";
const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

function identity(choice: ReturnType<typeof chooseCredential>): EntraIdentity {
  if (choice?.kind !== "entra") throw new Error(`expected an identity, got ${choice?.kind}`);
  return choice.identity;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("a workload identity's federated token given as a string", () => {
  it("is a secret setting of its own, in stack config and the environment", () => {
    expect(SETTING_SOURCES.entraFederatedToken).toEqual({
      config: "bizops:entraFederatedToken",
      env: "BIZOPS_ENTRA_FEDERATED_TOKEN",
      secret: true,
    });
    expect(SETTING_SOURCES.recordsEntraFederatedToken.env).toBe("BIZOPS_RECORDS_ENTRA_FEDERATED_TOKEN");
  });

  it("is read from stack config, and signs in through a client assertion credential", () => {
    const cfg = config({
      "bizops:entraCredential": "workloadIdentity",
      "bizops:entraTenantId": "t1",
      "bizops:entraClientId": "c1",
      "bizops:entraFederatedToken": TOKEN,
    });
    const chosen = identity(chooseCredential("records", "recordsToken", { config: cfg }));
    expect(chosen).toMatchObject({ credential: "workloadIdentity", federatedToken: TOKEN });
    expect(chosen.federatedTokenFile).toBeUndefined();
    expect(credentialFor(chosen)).toBeInstanceOf(ClientAssertionCredential);
  });

  it("is read from BIZOPS_ENTRA_FEDERATED_TOKEN, and a file still signs in through the file credential", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
      BIZOPS_ENTRA_TENANT_ID: "t1",
      BIZOPS_ENTRA_CLIENT_ID: "c1",
    };
    const fromString = identity(
      chooseCredential("dataShare", "dataShareToken", {
        env: { ...env, BIZOPS_ENTRA_FEDERATED_TOKEN: TOKEN },
      }),
    );
    expect(fromString.federatedToken).toBe(TOKEN);
    const fromFile = identity(
      chooseCredential("dataShare", "dataShareToken", {
        env: { ...env, BIZOPS_ENTRA_FEDERATED_TOKEN_FILE: "/var/run/token" },
      }),
    );
    expect(credentialFor(fromFile)).toBeInstanceOf(WorkloadIdentityCredential);
  });

  it("is read, with the tenant and client, from the ARM_* variables a Pulumi ESC environment sets, last", () => {
    const esc = {
      ARM_USE_OIDC: "true",
      ARM_CLIENT_ID: "esc-client",
      ARM_TENANT_ID: "esc-tenant",
      ARM_OIDC_TOKEN: TOKEN,
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
    };
    expect(identity(chooseCredential("records", "recordsToken", { env: esc }))).toMatchObject({
      tenantId: "esc-tenant",
      clientId: "esc-client",
      federatedToken: TOKEN,
    });
    // AZURE_* comes before ARM_*, and a BIZOPS_* setting before both.
    const both = { ...esc, AZURE_CLIENT_ID: "azure-client", BIZOPS_ENTRA_TENANT_ID: "bizops-tenant" };
    expect(identity(chooseCredential("records", "recordsToken", { env: both }))).toMatchObject({
      tenantId: "bizops-tenant",
      clientId: "azure-client",
    });
    // An identity named in stack config takes nothing from the environment.
    const cfg = config({ "bizops:entraCredential": "workloadIdentity" });
    expect(() => chooseCredential("records", "recordsToken", { config: cfg, env: esc })).toThrow(
      /needs bizops:entraTenantId .*BIZOPS_ENTRA_TENANT_ID or AZURE_TENANT_ID or ARM_TENANT_ID/,
    );
  });

  it("refuses a file and a string named together, naming both settings and neither value", () => {
    const cfg = config({
      "bizops:entraCredential": "workloadIdentity",
      "bizops:entraTenantId": "t1",
      "bizops:entraClientId": "c1",
      "bizops:entraFederatedTokenFile": "/var/run/token",
      "bizops:recordsEntraFederatedToken": TOKEN,
    });
    const error = thrown(() => chooseCredential("records", "recordsToken", { config: cfg }));
    expect(error).toBeInstanceOf(SettingsError);
    expect(String(error)).toMatch(
      /names both a federated token file \(bizops:entraFederatedTokenFile\) and a federated token \(bizops:recordsEntraFederatedToken\)/,
    );
    expect(String(error)).not.toContain(TOKEN);
    const explicit = {
      entraCredential: "workloadIdentity",
      entraTenantId: "t1",
      entraClientId: "c1",
      entraFederatedTokenFile: "/var/run/token",
      entraFederatedToken: TOKEN,
    };
    expect(() => chooseCredential("records", "recordsToken", { explicit })).toThrow(
      /\(settings.entraFederatedTokenFile\) and a federated token \(settings.entraFederatedToken\)/,
    );
  });

  it("takes a setting over the standard variables, and of those the file over ESC's token", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
      BIZOPS_ENTRA_TENANT_ID: "t1",
      BIZOPS_ENTRA_CLIENT_ID: "c1",
      AZURE_FEDERATED_TOKEN_FILE: "/var/run/secrets/azure/tokens/azure-identity-token",
      ARM_OIDC_TOKEN: TOKEN,
    };
    const standard = identity(chooseCredential("records", "recordsToken", { env }));
    expect(standard.federatedTokenFile).toBe(env.AZURE_FEDERATED_TOKEN_FILE);
    expect(standard.federatedToken).toBeUndefined();
    const named = identity(
      chooseCredential("records", "recordsToken", { env: { ...env, BIZOPS_ENTRA_FEDERATED_TOKEN: "named" } }),
    );
    expect(named).toMatchObject({ federatedToken: "named", federatedTokenFile: undefined });
  });

  it("names what is missing when a workload identity has neither", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
      BIZOPS_ENTRA_TENANT_ID: "t",
      BIZOPS_ENTRA_CLIENT_ID: "c",
    };
    expect(() => chooseCredential("records", "recordsToken", { env })).toThrow(
      /needs bizops:entraFederatedTokenFile .*, or bizops:entraFederatedToken .*BIZOPS_ENTRA_FEDERATED_TOKEN or ARM_OIDC_TOKEN/,
    );
  });

  it("names only the token file when a resource's settings choose the workload identity, as settings cannot hold the token", () => {
    const explicit = { entraCredential: "workloadIdentity", entraTenantId: "t", entraClientId: "c" };
    const error = thrown(() => chooseCredential("records", "recordsToken", { explicit }));
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toMatch(/needs bizops:entraFederatedTokenFile /);
    expect((error as Error).message).not.toContain("entraFederatedToken ");
  });

  it("is kept out of the identity's description and counted among its secrets", () => {
    const env = {
      BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
      BIZOPS_ENTRA_TENANT_ID: "t1",
      BIZOPS_ENTRA_CLIENT_ID: "c1",
      BIZOPS_ENTRA_FEDERATED_TOKEN: TOKEN,
    };
    const chosen = identity(chooseCredential("records", "recordsToken", { env }));
    expect(describeIdentity(chosen)).not.toContain(TOKEN);
    expect(identitySecrets(chosen)).toContain(TOKEN);
  });
});
