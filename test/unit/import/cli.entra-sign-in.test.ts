/**
 * `bizops-import` signs in as the resources do: with no token set, the Entra ID identity the
 * environment names (here a service principal and its secret, against the emulator's identity
 * provider) gets the access token, and the import reads with it.
 */
import {
  DEFAULT_COMPANY_ID,
  IDENTITY_TENANT_ID,
  SECRET_CLIENT,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { runCaptured } from "./support/run-captured";
import { EmulatorAdmin } from "../../support/emulator-admin";
import { trustEmulatorIdentity } from "../../support/trust-emulator-identity";

let emulator: Emulator;
let admin: EmulatorAdmin;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  admin = new EmulatorAdmin(emulator.url);
  trustEmulatorIdentity(emulator);
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => admin.reset());

const run = runCaptured;

const identity = (credential: string) => ({
  BIZOPS_RECORDS_URL: emulator.url,
  BIZOPS_RECORDS_ENTRA_CREDENTIAL: credential,
  BIZOPS_ENTRA_AUTHORITY_HOST: emulator.httpsUrl,
  BIZOPS_ENTRA_TENANT_ID: IDENTITY_TENANT_ID,
  BIZOPS_ENTRA_CLIENT_ID: SECRET_CLIENT.clientId,
  BIZOPS_ENTRA_CLIENT_SECRET: SECRET_CLIENT.secret,
});

describe("bizops-import with an Entra ID identity", () => {
  it("reads the company with the identity the environment names, no token set", async () => {
    const result = await run(
      ["--company", DEFAULT_COMPANY_ID, "--types", "currencies"],
      identity("clientSecret"),
    );
    expect(result.stderr).not.toContain("no records token");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('new bizops.records.Currency("eur"');
    expect(await admin.tokensIssued()).toEqual({ [SECRET_CLIENT.clientId]: 1 });
  });

  it("finds the company by name with that identity too", async () => {
    const result = await run(["--company-name", "CRONUS", "--types", "currencies"], identity("clientSecret"));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`is ${DEFAULT_COMPANY_ID}`);
  });

  it("names both ways to sign in when neither a token nor an identity is set", async () => {
    const result = await run(["--company", DEFAULT_COMPANY_ID], { BIZOPS_RECORDS_URL: emulator.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("no records token: set BIZOPS_RECORDS_TOKEN, or give --records-token");
    expect(result.stderr).toContain("BIZOPS_RECORDS_ENTRA_CREDENTIAL or BIZOPS_ENTRA_CREDENTIAL");
  });

  it("reports an identity setting that is wrong by name, before reading", async () => {
    const result = await run(["--company", DEFAULT_COMPANY_ID], identity("magicCredential"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"magicCredential", which is not an Entra ID credential');
  });
});
