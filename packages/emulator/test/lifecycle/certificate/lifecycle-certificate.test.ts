import { createHash, X509Certificate } from "node:crypto";
import { createSecureContext } from "node:tls";
import { LIFECYCLE_VERSION_EOL } from "pulumi-bizops-emulator";
import { isoUtcSeconds, longUtcText } from "../../../src/lifecycle/certificate/lifecycle-certificate";
import { admin, type Json, type Reply } from "../../support/emulator-client";
import {
  certificateUrl,
  CLOCK_START,
  expectRefused,
  expectSuccess,
  lifecycle,
  lifecycleAdmin,
  LOWER_GUID,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  useLifecycleEmulator,
} from "../support/lifecycle-client";
import { readZip } from "../support/zip-reader";

const { emulator, clock } = useLifecycleEmulator();

const DAY_MS = 24 * 60 * 60 * 1000;

interface CertificateData {
  CertificateZipEncoded: string;
  CertificateSecretEncoded: string;
  CertificateThumbprint: string;
  ExpirationDateTimeUTC: string;
  ExpirationISODateTimeUTC: string;
  Filename: string;
}

function fetchCertificate(environmentId: string = SEED_ENV_UAT): Promise<Reply> {
  return lifecycle("GET", certificateUrl(emulator, environmentId));
}

async function certificateData(environmentId: string = SEED_ENV_UAT): Promise<CertificateData> {
  return expectSuccess(await fetchCertificate(environmentId)) as unknown as CertificateData;
}

/** The files of the zip, by name. */
function unzip(data: CertificateData): Map<string, Buffer> {
  const files = readZip(Buffer.from(data.CertificateZipEncoded, "base64"));
  return new Map(files.map((file) => [file.name, file.data]));
}

function expectTooSoon(reply: Reply, seconds: number): void {
  expect(reply.status).toBe(429);
  expect(reply.headers.get("retry-after")).toBe(String(seconds));
  expect(reply.body).toEqual({
    IsSuccess: false,
    OperationActivityId: expect.stringMatching(LOWER_GUID),
    ErrorMessage: `Too many requests: the certificate of an environment can be downloaded once per minute. Retry after ${seconds} seconds.`,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  });
}

describe("lifecycle: certificate fetch", () => {
  it("answers the certificate fields, with a zip named after the environment", async () => {
    const reply = await fetchCertificate();
    const data = expectSuccess(reply) as Json;
    expect(Object.keys(data).sort()).toEqual([
      "CertificateSecretEncoded",
      "CertificateThumbprint",
      "CertificateZipEncoded",
      "ExpirationDateTimeUTC",
      "ExpirationISODateTimeUTC",
      "Filename",
    ]);
    expect(data.Filename).toBe("contoso-uat-rsat-certificate.zip");
    expect(data.CertificateThumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(reply.headers.get("x-svc-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("zips {env}.pfx and {env}.cer; the thumbprint is the SHA-1 of the .cer", async () => {
    const data = await certificateData();
    const files = unzip(data);
    expect([...files.keys()].sort()).toEqual(["contoso-uat.cer", "contoso-uat.pfx"]);
    const cer = files.get("contoso-uat.cer") ?? Buffer.alloc(0);
    const x509 = new X509Certificate(cer);
    expect(data.CertificateThumbprint).toBe(x509.fingerprint.replace(/:/g, ""));
    expect(data.CertificateThumbprint).toBe(createHash("sha1").update(cer).digest("hex").toUpperCase());
    expect(x509.subject).toContain("CN=contoso-uat");
  });

  it("is valid from a day before the first fetch to a year after, as the expiry fields say", async () => {
    const data = await certificateData();
    const x509 = new X509Certificate(unzip(data).get("contoso-uat.cer") ?? Buffer.alloc(0));
    expect(new Date(x509.validFrom).getTime()).toBe(CLOCK_START - DAY_MS);
    expect(new Date(x509.validTo).toISOString()).toBe("2027-03-10T08:00:00.000Z");
    expect(data.ExpirationISODateTimeUTC).toBe("2027-03-10T08:00:00Z");
    expect(data.ExpirationDateTimeUTC).toBe("Wednesday, March 10, 2027 8:00:00 AM");
  });

  it("protects the .pfx with the password the secret encodes", async () => {
    const data = await certificateData();
    const pfx = unzip(data).get("contoso-uat.pfx") ?? Buffer.alloc(0);
    const passphrase = Buffer.from(data.CertificateSecretEncoded, "base64").toString("utf8");
    expect(() => createSecureContext({ pfx, passphrase })).not.toThrow();
    expect(() => createSecureContext({ pfx, passphrase: `${passphrase}x` })).toThrow();
  });

  it("answers a new secret and .pfx on every fetch, with the same certificate and thumbprint", async () => {
    await lifecycleAdmin(emulator, "POST", "timing", { certificateWindowSeconds: 1 });
    const first = await certificateData();
    clock.now += 1000;
    const second = await certificateData();
    expect(second.CertificateSecretEncoded).not.toBe(first.CertificateSecretEncoded);
    expect(unzip(second).get("contoso-uat.pfx")).not.toEqual(unzip(first).get("contoso-uat.pfx"));
    expect(unzip(second).get("contoso-uat.cer")).toEqual(unzip(first).get("contoso-uat.cer"));
    expect(second.CertificateThumbprint).toBe(first.CertificateThumbprint);
    expect(second.ExpirationISODateTimeUTC).toBe(first.ExpirationISODateTimeUTC);
  });

  it("gives each environment its own certificate", async () => {
    const uat = await certificateData(SEED_ENV_UAT);
    const prod = await certificateData(SEED_ENV_PRODUCTION);
    expect(prod.CertificateThumbprint).not.toBe(uat.CertificateThumbprint);
    expect([...unzip(prod).keys()].sort()).toEqual(["contoso-prod.cer", "contoso-prod.pfx"]);
  });

  it("makes a new certificate after a reset", async () => {
    const before = await certificateData();
    await admin(emulator, "POST", "reset");
    const after = await certificateData();
    expect(after.CertificateThumbprint).not.toBe(before.CertificateThumbprint);
  });

  it.each([
    ["missing", null],
    ["another version", "2016-01-01"],
  ])("refuses a fetch whose x-svc-version is %s", async (_, version) => {
    const reply = await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT), { version });
    expectRefused(reply, "The x-ms-version (or x-svc-version) header is required and must be 2017-09-15.");
  });

  it("refuses an unknown project and an unknown environment", async () => {
    expectRefused(
      await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT, 42)),
      "Project 42 was not found, or the user is not a member of it.",
    );
    const unknown = "abcdefab-0000-4000-8000-000000000000";
    expectRefused(await fetchCertificate(unknown), `Environment ${unknown} was not found in project 1234.`);
  });
});

describe("lifecycle: certificate window", () => {
  it("answers 429 with Retry-After for the rest of the minute, then allows the next fetch", async () => {
    await certificateData();
    expectTooSoon(await fetchCertificate(), 60);
    clock.now += 20_500;
    expectTooSoon(await fetchCertificate(), 40);
    clock.now = CLOCK_START + 59_999;
    expectTooSoon(await fetchCertificate(), 1);
    clock.now = CLOCK_START + 60_000;
    await certificateData();
  });

  it("does not extend the window with a refused fetch", async () => {
    await certificateData();
    clock.now += 30_000;
    expectTooSoon(await fetchCertificate(), 30);
    clock.now = CLOCK_START + 60_000;
    await certificateData();
  });

  it("keeps a window per environment", async () => {
    await certificateData(SEED_ENV_UAT);
    await certificateData(SEED_ENV_TEST);
    await certificateData(SEED_ENV_PRODUCTION);
    expectTooSoon(await fetchCertificate(SEED_ENV_TEST), 60);
  });

  it("opens no window for a refused fetch", async () => {
    await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT), { version: null });
    await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT, 42));
    await certificateData();
  });

  it("follows the window length set by the admin route, and 0 lifts the limit", async () => {
    await lifecycleAdmin(emulator, "POST", "timing", { certificateWindowSeconds: 300 });
    await certificateData();
    clock.now += 60_000;
    expectTooSoon(await fetchCertificate(), 240);
    await lifecycleAdmin(emulator, "POST", "timing", { certificateWindowSeconds: 0 });
    await certificateData();
    await certificateData();
  });

  it("forgets the windows on reset", async () => {
    await certificateData();
    await admin(emulator, "POST", "reset");
    await certificateData();
  });
});

describe("lifecycle: expiry text", () => {
  it.each([
    ["2027-11-22T00:05:16Z", "Monday, November 22, 2027 12:05:16 AM"],
    ["2027-11-22T12:00:00Z", "Monday, November 22, 2027 12:00:00 PM"],
    ["2028-02-29T23:59:09Z", "Tuesday, February 29, 2028 11:59:09 PM"],
    ["2026-01-04T09:30:00Z", "Sunday, January 4, 2026 9:30:00 AM"],
  ])("writes %s as %s", (iso, text) => {
    expect(longUtcText(new Date(iso))).toBe(text);
    expect(isoUtcSeconds(new Date(iso))).toBe(iso);
  });
});
