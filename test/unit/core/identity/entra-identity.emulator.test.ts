import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ClientSecretCredential } from "@azure/identity";
import { IdentityError, RequestError } from "../../../../src/core/errors/errors";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { DataShareClient } from "../../../../src/datashare/client";
import {
  CERTIFICATE_CLIENT,
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  IDENTITY_TENANT_ID,
  PASSWORD_USER,
  SECRET_CLIENT,
  SEED_LIFECYCLE_PROJECT_ID,
  SEED_ENV_TEST,
  SEED_DATASHARE_REF,
  startEmulator,
  WORKLOAD_CLIENT,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../../../support/emulator-admin";
import { trustEmulatorIdentity } from "../../../support/trust-emulator-identity";

// The real identity library talks to the emulator's https listener: trust its certificate, as
// NODE_EXTRA_CA_CERTS does for a provider process.
let emulator: Emulator;
let admin: EmulatorAdmin;
const dir = mkdtempSync(join(tmpdir(), "bizops-identity-"));

beforeAll(async () => {
  emulator = await startEmulator();
  admin = new EmulatorAdmin(emulator.url);
  trustEmulatorIdentity(emulator);
});
afterAll(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => admin.reset());

function env(extra: Record<string, string>): Record<string, string> {
  return {
    BIZOPS_RECORDS_URL: emulator.url,
    BIZOPS_LIFECYCLE_URL: emulator.url,
    BIZOPS_DATASHARE_URL: emulator.url,
    BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
    BIZOPS_ENTRA_TENANT_ID: IDENTITY_TENANT_ID,
    ...extra,
  };
}

const listCompanies = (client: RecordsClient) =>
  (client as unknown as { http: { send(r: unknown): Promise<{ status: number }> } }).http.send({
    operation: "records.companies.list",
    method: "GET",
    url: `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/purchaseCreditMemos`,
    idempotent: true,
  });

describe("bearer services checking the identity provider's tokens", () => {
  const url = () => `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/purchaseCreditMemos`;
  const call = (token: string) => fetch(url(), { headers: { authorization: `Bearer ${token}` } });
  const tokenFor = (scope: string) =>
    new ClientSecretCredential(IDENTITY_TENANT_ID, SECRET_CLIENT.clientId, SECRET_CLIENT.secret, {
      authorityHost: emulator.httpsUrl,
      disableInstanceDiscovery: true,
    }).getToken(scope);

  it("take a token for their audience, still take the static token, and refuse a forged or expired one", async () => {
    const token = (await tokenFor("https://api.businesscentral.dynamics.com/.default")).token;
    expect((await call(token)).status).toBe(200);
    expect((await call(EMULATOR_DEFAULT_TOKENS.records)).status).toBe(200);
    const [header, claims] = token.split(".");
    expect((await call(`${header}.${claims}.${Buffer.from("forged").toString("base64url")}`)).status).toBe(
      401,
    );
    await admin.setTokenLifetime(1);
    // The emulator signs and checks tokens by this process's clock: held still, a one-second token
    // is surely alive when first used, however slow the calls; then moved past its end.
    jest.useFakeTimers({
      // Only Date: the calls' own timers keep running.
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      // A new credential object: the library's own cache would hand back the first token.
      const shortLived = (await tokenFor("https://api.businesscentral.dynamics.com/.default")).token;
      expect((await call(shortLived)).status).toBe(200);
      jest.setSystemTime(Date.now() + 1000);
      expect((await call(shortLived)).status).toBe(401);
    } finally {
      jest.useRealTimers();
      await admin.setTokenLifetime(3600);
    }
  });
});

describe("the emulator's identity provider with @azure/identity", () => {
  it("issues a token for a client secret that the records service takes", async () => {
    const client = RecordsClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
        BIZOPS_ENTRA_CLIENT_ID: SECRET_CLIENT.clientId,
        BIZOPS_ENTRA_CLIENT_SECRET: SECRET_CLIENT.secret,
      }),
    });
    await expect(listCompanies(client)).resolves.toMatchObject({ status: 200 });
    expect(await admin.tokensIssued()).toEqual({ [SECRET_CLIENT.clientId]: 1 });
  });

  it("issues a token for a client certificate", async () => {
    const client = RecordsClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "clientCertificate",
        BIZOPS_ENTRA_CLIENT_ID: CERTIFICATE_CLIENT.clientId,
        BIZOPS_ENTRA_CLIENT_CERTIFICATE: await admin.clientCertificatePem(),
      }),
    });
    await expect(listCompanies(client)).resolves.toMatchObject({ status: 200 });
  });

  it("issues a token for a federated token file", async () => {
    const file = join(dir, "federated-token");
    writeFileSync(file, await admin.federatedToken());
    const client = DataShareClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "workloadIdentity",
        BIZOPS_ENTRA_CLIENT_ID: WORKLOAD_CLIENT.clientId,
        BIZOPS_ENTRA_FEDERATED_TOKEN_FILE: file,
      }),
    });
    const first = await client.listSynchronizations(SEED_DATASHARE_REF).next();
    expect(first.done).toBe(false);
  });

  it("signs a user in with a password through a public client, against common", async () => {
    const client = LifecycleClient.fromSources({
      env: env({
        BIZOPS_ENTRA_TENANT_ID: "",
        BIZOPS_LIFECYCLE_ENTRA_CREDENTIAL: "usernamePassword",
        BIZOPS_LIFECYCLE_ENTRA_CLIENT_ID: PASSWORD_USER.clientId,
        BIZOPS_LIFECYCLE_ENTRA_USERNAME: PASSWORD_USER.username,
        BIZOPS_LIFECYCLE_ENTRA_PASSWORD: PASSWORD_USER.password,
      }),
    });
    const bundle = await client.fetchCertificate({
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environmentId: SEED_ENV_TEST,
    });
    expect(bundle.IsSuccess).toBe(true);
  });

  it("fails a wrong secret with the identity, the scope, AADSTS7000215 and what to check, never the secret", async () => {
    const client = RecordsClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
        BIZOPS_ENTRA_CLIENT_ID: SECRET_CLIENT.clientId,
        BIZOPS_ENTRA_CLIENT_SECRET: "not-the-secret-value",
      }),
    });
    const error = await listCompanies(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    const text = String(error);
    expect(text).toContain(`client id ${SECRET_CLIENT.clientId}`);
    expect(text).toContain("scope https://api.businesscentral.dynamics.com/.default");
    expect(text).toMatch(/AADSTS7000215.*secret's value, not its id/);
    expect(text).not.toContain("not-the-secret-value");
  });

  it("fails an expired secret with AADSTS7000222", async () => {
    const client = RecordsClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
        BIZOPS_ENTRA_CLIENT_ID: SECRET_CLIENT.clientId,
        BIZOPS_ENTRA_CLIENT_SECRET: SECRET_CLIENT.expiredSecret,
      }),
    });
    await expect(listCompanies(client)).rejects.toThrow(/AADSTS7000222.*has expired: create a new one/);
  });

  it("answers 401 to a token for another audience, and the error says to check the scope", async () => {
    const client = RecordsClient.fromSources({
      env: env({
        BIZOPS_ENTRA_CREDENTIAL: "clientSecret",
        BIZOPS_ENTRA_CLIENT_ID: SECRET_CLIENT.clientId,
        BIZOPS_ENTRA_CLIENT_SECRET: SECRET_CLIENT.secret,
        BIZOPS_RECORDS_ENTRA_SCOPE: "https://management.azure.com/.default",
      }),
    });
    const error = await listCompanies(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(String(error)).toMatch(
      /HTTP 401.*refused the token of .*scope https:\/\/management.azure.com\/.default.*audience/,
    );
    expect(await admin.tokensIssued()).toEqual({ [SECRET_CLIENT.clientId]: 2 });
  });
});
