import { createHash } from "node:crypto";
import * as pulumi from "@pulumi/pulumi";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
} from "pulumi-bizops-emulator";
import { BizopsError, OperationRefusedError, RequestError } from "../../../../src/core/errors/errors";
import {
  certificateBundleFiles,
  getCertificateBundle,
  getCertificateBundleOutput,
} from "../../../../src/lifecycle/certificate/certificate-bundle";
import { fetchCertificateBundle } from "../../../../src/lifecycle/certificate/certificate-fetch";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { readZip } from "../../../../src/lifecycle/certificate/zip-entries";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { ok, refused } from "../support/envelopes";
import { sharedDataZip, zipOf } from "../support/zip-crafting";

const ENV = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000002";
const ARGS = { projectId: 1234, environmentId: ENV };
const server = new ScriptedServer();
let certificate: Certificate;
let clock: FakeClock;
let client: LifecycleClient;
let reports: string[];

/** An environment's certificate: its `.pfx` and that file's password, its `.cer`, and the thumbprint the service reports. */
interface Certificate {
  readonly pfx: Buffer;
  readonly secretEncoded: string;
  readonly certificateDer: Buffer;
  readonly thumbprint: string;
}

/** A real environment certificate, as the emulator's lifecycle service hands one out (its public API). */
async function emulatorCertificate(): Promise<Certificate> {
  const emulator = await startEmulator();
  try {
    const url = `${emulator.url}/environmentinfo/v1/rsatdownload/project/${SEED_LIFECYCLE_PROJECT_ID}/environment/${SEED_ENV_UAT}`;
    const response = await globalThis.fetch(url, {
      headers: {
        authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}`,
        "x-svc-version": "2017-09-15",
      },
    });
    const { Data } = (await response.json()) as {
      Data: {
        CertificateZipEncoded: string;
        CertificateSecretEncoded: string;
        CertificateThumbprint: string;
      };
    };
    const files = readZip(Buffer.from(Data.CertificateZipEncoded, "base64"), "The emulator's bundle");
    const file = (extension: string) => files.find((f) => f.name.endsWith(extension))!.data;
    return {
      pfx: file(".pfx"),
      secretEncoded: Data.CertificateSecretEncoded,
      certificateDer: file(".cer"),
      thumbprint: Data.CertificateThumbprint,
    };
  } finally {
    await emulator.close();
  }
}

/** A zip of the files, in the order given. */
function writeZip(files: readonly { name: string; data: Buffer }[]): Buffer {
  return zipOf(Object.fromEntries(files.map(({ name, data }) => [name, data])));
}

function bundleData(over: Record<string, unknown> = {}, files = defaultFiles()) {
  return {
    CertificateZipEncoded: writeZip(files).toString("base64"),
    CertificateSecretEncoded: certificate.secretEncoded,
    CertificateThumbprint: certificate.thumbprint,
    ExpirationDateTimeUTC: "Monday, November 22, 2027 12:05:16 AM",
    ExpirationISODateTimeUTC: "2027-11-22T00:05:16Z",
    Filename: "contoso-uat-rsat-certificate.zip",
    ...over,
  };
}

function defaultFiles() {
  return [
    { name: "contoso-uat.pfx", data: certificate.pfx },
    { name: "contoso-uat.cer", data: certificate.certificateDer },
  ];
}

const fetch = (args: Record<string, unknown> = {}) =>
  fetchCertificateBundle(client, { ...ARGS, ...args }, (m) => reports.push(m));

beforeAll(async () => {
  certificate = await emulatorCertificate();
  await server.start();
});
beforeEach(() => {
  clock = new FakeClock();
  reports = [];
  client = new LifecycleClient({ baseUrl: server.url, credential: "lifecycle-token-1" }, { clock });
});
afterAll(() => server.stop());

describe("getCertificateBundle", () => {
  it("maps the envelope to camelCase outputs and lists the files in the zip", async () => {
    server.answer(ok(OP, bundleData()));
    const bundle = await fetch();
    expect(bundle).toMatchObject({
      certificateThumbprint: certificate.thumbprint,
      certificateSecretEncoded: certificate.secretEncoded,
      expirationDateTimeUTC: "Monday, November 22, 2027 12:05:16 AM",
      expirationISODateTimeUTC: "2027-11-22T00:05:16Z",
      filename: "contoso-uat-rsat-certificate.zip",
      operationActivityId: OP,
      versionEOL: "9999-12-31T23:59:59.9999999",
      files: ["contoso-uat.pfx", "contoso-uat.cer"],
    });
    expect(Buffer.from(bundle.certificateZipEncoded, "base64").subarray(0, 2).toString()).toBe("PK");
  });

  it("refuses a thumbprint that is not the .cer's, naming both", async () => {
    server.answer(ok(OP, bundleData({ CertificateThumbprint: "0".repeat(40) })));
    await expect(fetch()).rejects.toThrow(
      new RegExp(`thumbprint 0{40}, but contoso-uat.cer .* has thumbprint ${certificate.thumbprint}`),
    );
  });

  it("accepts the thumbprint written with colons, in lower case, or as SHA-256", async () => {
    const colons = certificate.thumbprint.toLowerCase().replace(/(..)(?!$)/g, "$1:");
    server.answer(ok(OP, bundleData({ CertificateThumbprint: colons })));
    await expect(fetch()).resolves.toMatchObject({ certificateThumbprint: colons });
    const sha256 = createHash("sha256").update(certificate.certificateDer).digest("hex");
    server.answer(ok(OP, bundleData({ CertificateThumbprint: sha256 })));
    await expect(fetch()).resolves.toMatchObject({ certificateThumbprint: sha256 });
  });

  it("refuses a zip without a .cer", async () => {
    server.answer(ok(OP, bundleData({}, [{ name: "only.pfx", data: Buffer.from("x") }])));
    await expect(fetch()).rejects.toThrow(/holds no \.cer file \(it holds only\.pfx\)/);
  });

  it("refuses a bundle that is not a zip", async () => {
    server.answer(
      ok(
        OP,
        bundleData({ CertificateZipEncoded: Buffer.from("not a zip at all, really").toString("base64") }),
      ),
    );
    await expect(fetch()).rejects.toThrow(/cannot be read: it is not a zip file/);
  });

  it("refuses a zip bomb as ResponseTooLarge, naming the function and the bound", async () => {
    const bomb = sharedDataZip(64, new Uint8Array(16 * 1024 * 1024));
    server.answer(ok(OP, bundleData({ CertificateZipEncoded: bomb.toString("base64") })));
    const error = (await fetch().catch((e: unknown) => e)) as BizopsError;
    expect(error).toBeInstanceOf(BizopsError);
    expect(error.code).toBe("ResponseTooLarge");
    expect(error.message).toMatch(
      /^lifecycle.getCertificateBundle: the certificate zip contoso-uat-rsat-certificate.zip cannot be read: its files inflate to more than 100 times the size of the zip\./,
    );
  });

  it("waits out a 429 after Retry-After, says so, and then succeeds", async () => {
    server.answer(
      { status: 429, headers: { "retry-after": "42" }, body: refused("Too many requests.").body },
      ok(OP, bundleData()),
    );
    const bundle = await fetch();
    expect(bundle.operationActivityId).toBe(OP);
    expect(clock.sleeps).toEqual([42_000]);
    expect(reports).toEqual([
      expect.stringMatching(/waiting 42 s before fetching the certificate of environment/),
    ]);
  });

  it("gives up at once when Retry-After is beyond maxWaitSeconds, and names the setting", async () => {
    server.answer({
      status: 429,
      headers: { "retry-after": "400" },
      body: refused("Too many requests.").body,
    });
    const error = (await fetch().catch((e: unknown) => e)) as RequestError;
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/asked to wait 400s, beyond the retry time budget/);
    expect(error.message).toMatch(/Raise maxWaitSeconds \(now 300\)/);
    expect(clock.sleeps).toEqual([]);
  });

  it("waits a minute after a 429 that names no Retry-After", async () => {
    server.answer({ status: 429, body: refused("Too many requests.").body }, ok(OP, bundleData()));
    await fetch();
    expect(clock.sleeps).toEqual([60_000]);
  });

  it("honours a larger maxWaitSeconds", async () => {
    server.answer({ status: 429, headers: { "retry-after": "400" } }, ok(OP, bundleData()));
    await fetch({ maxWaitSeconds: 600 });
    expect(clock.sleeps).toEqual([400_000]);
  });

  it("reports IsSuccess false with the service's ErrorMessage", async () => {
    server.answer(refused("Environment 2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f was not found in project 1234."));
    await expect(fetch()).rejects.toThrow(OperationRefusedError);
    server.answer(refused("Environment was not found in project 1234."));
    await expect(fetch()).rejects.toThrow(/was not found in project 1234/);
  });

  it("validates its arguments before any request, naming each", async () => {
    server.answer();
    await expect(getCertificateBundle({ projectId: -1, environmentId: "uat" })).rejects.toThrow(
      /Invalid arguments for lifecycle.getCertificateBundle: projectId: .*; environmentId: must be an environment id: a GUID/,
    );
    expect(server.received).toHaveLength(0);
  });
});

describe("getCertificateBundleOutput", () => {
  beforeAll(() =>
    pulumi.runtime.setMocks({
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
      call: (args) => args.inputs as Record<string, unknown>,
    }),
  );

  it("is a secret Output holding the bundle", async () => {
    server.answer(ok(OP, bundleData()));
    const settings = { lifecycleUrl: server.url, lifecycleToken: "lifecycle-token-1" };
    const output = getCertificateBundleOutput({ ...ARGS, settings });
    await expect(pulumi.isSecret(output)).resolves.toBe(true);
    const thumbprint = await new Promise((resolve) =>
      pulumi.unsecret(output).apply((b) => resolve(b.certificateThumbprint)),
    );
    expect(thumbprint).toBe(certificate.thumbprint);
  });
});

describe("certificateBundleFiles", () => {
  const filename = "contoso-uat-rsat-certificate.zip";

  it("unpacks the .pfx and the .cer of a bundle", () => {
    const files = certificateBundleFiles({
      certificateZipEncoded: writeZip(defaultFiles()).toString("base64"),
      filename,
    });
    expect(files.map((file) => file.name)).toEqual(["contoso-uat.pfx", "contoso-uat.cer"]);
    expect(files[1]?.data).toEqual(certificate.certificateDer);
  });

  it("refuses a zip bomb as ResponseTooLarge, naming itself", () => {
    const bomb = sharedDataZip(64, new Uint8Array(16 * 1024 * 1024));
    const read = () => certificateBundleFiles({ certificateZipEncoded: bomb.toString("base64"), filename });
    expect(read).toThrow(expect.objectContaining({ code: "ResponseTooLarge" }));
    expect(read).toThrow(
      /^lifecycle.certificateBundleFiles: the certificate zip contoso-uat-rsat-certificate.zip cannot be read/,
    );
  });
});
