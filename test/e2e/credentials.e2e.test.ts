import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CERTIFICATE_CLIENT,
  DEFAULT_COMPANY_ID,
  IDENTITY_TENANT_ID,
  PASSWORD_USER,
  SECRET_CLIENT,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  WORKLOAD_CLIENT,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, StackError, type StackResult } from "./support/harness";

// A user's program: a dispute status when `e2e:code` is set, a waited-for refresh when
// `e2e:refreshTarget` is; the credential comes from stack config alone.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
if (cfg.get("code")) {
  const status = new bizops.records.DisputeStatus("status", {
    companyId: cfg.require("companyId"),
    code: cfg.require("code"),
    displayName: "Disputed by an Entra ID identity",
  });
  exports.recordId = status.recordId;
}
if (cfg.get("refreshTarget")) {
  const refresh = new bizops.lifecycle.DatabaseRefresh("refresh", {
    projectId: cfg.requireNumber("projectId"),
    sourceEnvironmentId: cfg.require("refreshSource"),
    targetEnvironmentId: cfg.require("refreshTarget"),
    waitForCompletion: { timeoutMinutes: 5, pollSeconds: 1 },
  });
  exports.refreshStatus = refresh.operationStatus;
}
`;

// Every access token the emulator signs starts with this (base64url of '{"typ"').
const JWT_START = "eyJ0eXAi";
// The lifetime of each access token in the long-wait test, and the lifecycle status step: a
// refresh completes after two steps, so the wait spans three and a half token lifetimes.
const TOKEN_LIFETIME_SECONDS = 4;
const LIFECYCLE_STEP_MS = 7_000;

describeWithPulumi("Entra ID identities through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  const dir = mkdtempSync(join(tmpdir(), "bizops-credentials-"));
  const secrets: string[] = [SECRET_CLIENT.secret, SECRET_CLIENT.expiredSecret, PASSWORD_USER.password];
  const previousCa = process.env.NODE_EXTRA_CA_CERTS;

  const secret = (value: string) => ({ value, secret: true });
  const failure = (run: Promise<StackResult>) =>
    run.then(
      () => {
        throw new Error("the update was expected to fail");
      },
      (error: unknown) => {
        if (!(error instanceof StackError)) throw error;
        return error.message;
      },
    );

  /** Stack config of a records stack whose identity is given by `identity`. */
  async function recordsStack(stack: string, identity: Record<string, unknown>, code: string): Promise<void> {
    await program.configure(stack, {
      "bizops:recordsUrl": emulator.url,
      "bizops:entraAuthorityHost": emulator.httpsUrl,
      "bizops:entraTenantId": IDENTITY_TENANT_ID,
      "e2e:companyId": DEFAULT_COMPANY_ID,
      "e2e:code": code,
      ...identity,
    });
  }

  beforeAll(async () => {
    emulator = await startEmulator({ lifecycle: { stepMs: LIFECYCLE_STEP_MS } });
    admin = new EmulatorAdmin(emulator.url);
    // The provider process trusts the identity provider's certificate as any Node process would.
    const ca = join(dir, "identity-ca.pem");
    writeFileSync(ca, emulator.httpsCertificatePem);
    process.env.NODE_EXTRA_CA_CERTS = ca;
    program = new ProgramDir().install(PROGRAM);
  });

  afterAll(async () => {
    if (previousCa === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = previousCa;
    await emulator?.close();
    program?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates a record with a client secret from stack config", async () => {
    await recordsStack(
      "secret",
      {
        "bizops:entraCredential": "clientSecret",
        "bizops:entraClientId": SECRET_CLIENT.clientId,
        "bizops:entraClientSecret": secret(SECRET_CLIENT.secret),
      },
      "E-SECRET",
    );
    const up = await program.run("up", "secret");
    const record = await admin.record(DEFAULT_COMPANY_ID, "disputeStatus", String(up.outputs?.recordId));
    expect(record).toMatchObject({ code: "E-SECRET" });
    expect((await admin.tokensIssued())[SECRET_CLIENT.clientId]).toBeGreaterThanOrEqual(1);
  });

  it("creates a record with a client certificate from stack config", async () => {
    const pem = await admin.clientCertificatePem();
    secrets.push(pem.slice(pem.indexOf("-----BEGIN PRIVATE KEY-----")));
    await recordsStack(
      "certificate",
      {
        "bizops:entraCredential": "clientCertificate",
        "bizops:entraClientId": CERTIFICATE_CLIENT.clientId,
        "bizops:entraClientCertificate": secret(pem),
      },
      "E-CERT",
    );
    const up = await program.run("up", "certificate");
    expect(up.outputs?.recordId).toEqual(expect.any(String));
  });

  it("creates a record with the federated token file of a CI workload", async () => {
    const file = join(dir, "federated-token");
    writeFileSync(file, await admin.federatedToken());
    await recordsStack(
      "workload",
      {
        "bizops:entraCredential": "workloadIdentity",
        "bizops:entraClientId": WORKLOAD_CLIENT.clientId,
        "bizops:entraFederatedTokenFile": file,
      },
      "E-OIDC",
    );
    const up = await program.run("up", "workload");
    expect(up.outputs?.recordId).toEqual(expect.any(String));
  });

  it("waits for a refresh across three token lifetimes with a password sign-in, renewing once per lifetime", async () => {
    await admin.setTokenLifetime(TOKEN_LIFETIME_SECONDS);
    await program.configure("delegated", {
      "bizops:lifecycleUrl": emulator.url,
      "bizops:entraAuthorityHost": emulator.httpsUrl,
      "bizops:lifecycleEntraCredential": "usernamePassword",
      "bizops:lifecycleEntraClientId": PASSWORD_USER.clientId,
      "bizops:lifecycleEntraUsername": PASSWORD_USER.username,
      "bizops:lifecycleEntraPassword": secret(PASSWORD_USER.password),
      "e2e:projectId": SEED_LIFECYCLE_PROJECT_ID,
      "e2e:refreshSource": SEED_ENV_PRODUCTION,
      "e2e:refreshTarget": SEED_ENV_UAT,
    });
    const before = (await admin.tokensIssued())[PASSWORD_USER.clientId] ?? 0;
    await admin.resetRequests();
    const started = Date.now();
    const up = await program.run("up", "delegated");
    const elapsedMs = Date.now() - started;
    await admin.setTokenLifetime(3600);
    expect(up.outputs?.refreshStatus).toBe("Completed");
    const issued = ((await admin.tokensIssued())[PASSWORD_USER.clientId] ?? 0) - before;
    const { byRoute } = await admin.requests();
    // The lifecycle service's requests alone: the identity provider's routes are counted too.
    const requests = Object.entries(byRoute)
      .filter(([route]) => !/oauth2|openid|discovery/.test(route))
      .reduce((sum, [, n]) => sum + n, 0);
    // The wait spans more than three lifetimes: at least one token per lifetime...
    expect(issued).toBeGreaterThanOrEqual(3);
    // ...but a token is renewed only after three quarters of its life: never one per request,
    // and never more than the time the run took allows (no renewal forced by a 401).
    expect(issued).toBeLessThan(requests);
    expect(issued).toBeLessThanOrEqual(Math.floor(elapsedMs / (TOKEN_LIFETIME_SECONDS * 750)) + 1);
  });

  it("fails a token for another audience with the service's 401 and says to check the scope", async () => {
    await recordsStack(
      "audience",
      {
        "bizops:entraCredential": "clientSecret",
        "bizops:entraClientId": SECRET_CLIENT.clientId,
        "bizops:entraClientSecret": secret(SECRET_CLIENT.secret),
        "bizops:recordsEntraScope": "https://management.azure.com/.default",
      },
      "E-AUD",
    );
    const message = await failure(program.run("up", "audience"));
    expect(message).toMatch(/HTTP 401/);
    expect(message).toMatch(/refused the token of the records service's Entra ID clientSecret identity/);
    expect(message).toMatch(/scope is the service's audience/);
  });

  it("fails an expired secret with AADSTS7000222, the identity and what to do", async () => {
    await recordsStack(
      "expired",
      {
        "bizops:entraCredential": "clientSecret",
        "bizops:entraClientId": SECRET_CLIENT.clientId,
        "bizops:entraClientSecret": secret(SECRET_CLIENT.expiredSecret),
      },
      "E-EXPIRED",
    );
    const message = await failure(program.run("up", "expired"));
    expect(message).toMatch(
      /Could not get an Entra ID token for the records service's Entra ID clientSecret identity/,
    );
    expect(message).toContain(`client id ${SECRET_CLIENT.clientId}`);
    expect(message).toMatch(/AADSTS7000222/);
    expect(message).toMatch(/create a new one and update the setting/);
  });

  it("never lets a secret or a token into state, output or logs", () => {
    const seen = [...program.stateFiles(), ...program.transcript].join("\n");
    expect(seen).toContain("E-SECRET");
    for (const value of secrets) expect(seen).not.toContain(value);
    expect(seen).not.toContain(JWT_START);
  });
});
