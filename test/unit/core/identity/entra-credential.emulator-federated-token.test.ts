/**
 * A workload identity signs in with its federated token given as a string (no file), against the
 * emulator's identity provider, which checks the token as Entra ID checks a federated credential:
 * from stack config, from the environment, and from the variables a Pulumi ESC environment sets.
 */
import { inspect } from "node:util";
import { IdentityError, SettingsError } from "../../../../src/core/errors/errors";
import { DataShareClient } from "../../../../src/datashare/client";
import { RecordsClient } from "../../../../src/records/client/records-client";
import {
  DEFAULT_COMPANY_ID,
  IDENTITY_TENANT_ID,
  SEED_DATASHARE_REF,
  startEmulator,
  WORKLOAD_CLIENT,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../../../support/emulator-admin";
import { trustEmulatorIdentity } from "../../../support/trust-emulator-identity";

let emulator: Emulator;
let admin: EmulatorAdmin;

beforeAll(async () => {
  emulator = await startEmulator();
  admin = new EmulatorAdmin(emulator.url);
  trustEmulatorIdentity(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => admin.reset());

const listCreditMemos = (client: RecordsClient) =>
  (client as unknown as { http: { send(r: unknown): Promise<{ status: number }> } }).http.send({
    operation: "records.purchaseCreditMemos.list",
    method: "GET",
    url: `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/purchaseCreditMemos`,
    idempotent: true,
  });

/** Every face of an error a user or a log may see. */
function faces(error: unknown): string {
  const e = error as Error;
  return [e.message, String(e), inspect(e, { depth: 10 }), e.stack ?? "", JSON.stringify(e)].join("\n");
}

describe("a workload identity whose federated token is a string", () => {
  it("signs in from stack config", async () => {
    const token = await admin.federatedToken();
    const values: Record<string, string> = {
      "bizops:recordsUrl": emulator.url,
      "bizops:entraCredential": "workloadIdentity",
      "bizops:entraAuthorityHost": emulator.httpsUrl,
      "bizops:entraTenantId": IDENTITY_TENANT_ID,
      "bizops:entraClientId": WORKLOAD_CLIENT.clientId,
      "bizops:entraFederatedToken": token,
    };
    const client = RecordsClient.fromSources({ config: { get: (key) => values[key] } });
    await expect(listCreditMemos(client)).resolves.toMatchObject({ status: 200 });
    expect(await admin.tokensIssued()).toEqual({ [WORKLOAD_CLIENT.clientId]: 1 });
  });

  it("signs in from BIZOPS_ENTRA_FEDERATED_TOKEN", async () => {
    const client = DataShareClient.fromSources({
      env: {
        BIZOPS_DATASHARE_URL: emulator.url,
        BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
        BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
        BIZOPS_ENTRA_TENANT_ID: IDENTITY_TENANT_ID,
        BIZOPS_ENTRA_CLIENT_ID: WORKLOAD_CLIENT.clientId,
        BIZOPS_ENTRA_FEDERATED_TOKEN: await admin.federatedToken(),
      },
    });
    const first = await client.listSynchronizations(SEED_DATASHARE_REF).next();
    expect(first.done).toBe(false);
  });

  it("signs in from the ARM_* variables of a Pulumi ESC environment's azure-login", async () => {
    const client = RecordsClient.fromSources({
      env: {
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
        BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
        ARM_USE_OIDC: "true",
        ARM_TENANT_ID: IDENTITY_TENANT_ID,
        ARM_CLIENT_ID: WORKLOAD_CLIENT.clientId,
        ARM_OIDC_TOKEN: await admin.federatedToken(),
      },
    });
    await expect(listCreditMemos(client)).resolves.toMatchObject({ status: 200 });
    expect(await admin.tokensIssued()).toEqual({ [WORKLOAD_CLIENT.clientId]: 1 });
  });

  it("refuses a file and a string together before any sign-in, naming both and echoing neither", async () => {
    const token = await admin.federatedToken();
    const error = (() => {
      try {
        RecordsClient.fromSources({
          env: {
            BIZOPS_RECORDS_URL: emulator.url,
            BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
            BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
            BIZOPS_ENTRA_TENANT_ID: IDENTITY_TENANT_ID,
            BIZOPS_ENTRA_CLIENT_ID: WORKLOAD_CLIENT.clientId,
            BIZOPS_ENTRA_FEDERATED_TOKEN_FILE: "/var/run/federated-token",
            BIZOPS_ENTRA_FEDERATED_TOKEN: token,
          },
        });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect(String(error)).toMatch(/BIZOPS_ENTRA_FEDERATED_TOKEN_FILE.*BIZOPS_ENTRA_FEDERATED_TOKEN\)/);
    expect(faces(error)).not.toContain(token);
    expect(await admin.tokensIssued()).toEqual({});
  });

  it("fails a token the federated credential does not match with the identity, never the token", async () => {
    const token = await admin.federatedToken({ subject: "repo:someone/else:ref:refs/heads/main" });
    const client = RecordsClient.fromSources({
      env: {
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
        BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
        BIZOPS_ENTRA_TENANT_ID: IDENTITY_TENANT_ID,
        BIZOPS_ENTRA_CLIENT_ID: WORKLOAD_CLIENT.clientId,
        BIZOPS_ENTRA_FEDERATED_TOKEN: token,
      },
    });
    const error = await listCreditMemos(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(String(error)).toContain(`client id ${WORKLOAD_CLIENT.clientId}`);
    expect(faces(error)).not.toContain(token);
  });
});
