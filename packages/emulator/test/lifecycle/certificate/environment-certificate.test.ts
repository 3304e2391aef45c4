import { spawnSync } from "node:child_process";
import { createPrivateKey, createPublicKey, randomBytes, X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createEnvironmentCertificate,
  type EnvironmentCertificate,
} from "../../../src/lifecycle/certificate/environment-certificate";
import { encodePfx } from "../../../src/lifecycle/certificate/pkcs12";
import { writeZip } from "../../../src/lifecycle/certificate/zip-writer";
import { readZip } from "../support/zip-reader";

interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs an independent tool (openssl, python3). A missing tool fails the test with a clear message: these
 * tests exist to prove the files are readable by something other than this code, so they must not pass
 * without it.
 */
function runTool(command: string, args: readonly string[]): ToolRun {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    // Python would otherwise print non-ASCII entry names in the locale's encoding.
    env: { ...process.env, PYTHONIOENCODING: "utf-8", PYTHONUTF8: "1" },
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT"
        ? `${command} is required by this test but was not found on PATH; install it to run these tests`
        : `${command} could not be run: ${result.error.message}`,
    );
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a tool that must succeed; its failure output becomes the test's failure message. */
function runOk(command: string, args: readonly string[]): ToolRun {
  const run = runTool(command, args);
  if (run.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited with ${String(run.status)}:\n${run.stderr}`);
  }
  return run;
}

function pemBlock(text: string, label: string): string {
  const match = new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`).exec(text);
  if (!match) throw new Error(`no ${label} block in:\n${text}`);
  return match[0];
}

const NOT_BEFORE = new Date("2025-03-04T05:06:07.891Z");
// After 2049, so the validity holds one UTCTime and one GeneralizedTime.
const NOT_AFTER = new Date("2055-03-04T05:06:07.000Z");
const COMMON_NAME = "env-0042.environments.bizops.example";
const PASSWORD = "q3Zt_8-vLkP0aXw9RmNcYb";

let certificate: EnvironmentCertificate;
let folder: string;

beforeAll(() => {
  // One RSA key for the whole file: generating it is the slow part.
  certificate = createEnvironmentCertificate(COMMON_NAME, NOT_BEFORE, NOT_AFTER);
  folder = mkdtempSync(join(tmpdir(), "bizops-certificate-material-"));
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function writeTemp(name: string, data: Buffer): string {
  const file = join(folder, name);
  writeFileSync(file, data);
  return file;
}

describe("environment certificate", () => {
  it("parses with node's X509Certificate as a self-signed certificate for CN=<commonName>", () => {
    const x509 = new X509Certificate(certificate.certificateDer);
    expect(x509.subject).toBe(`CN=${COMMON_NAME}`);
    expect(x509.issuer).toBe(`CN=${COMMON_NAME}`);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.verify(createPublicKey(certificate.privateKey))).toBe(true);
    expect(x509.ca).toBe(false);
    expect(x509.keyUsage).toEqual(["1.3.6.1.5.5.7.3.2"]);
  });

  it("stores and returns the validity dates truncated to whole seconds", () => {
    const x509 = new X509Certificate(certificate.certificateDer);
    expect(certificate.notBefore.toISOString()).toBe("2025-03-04T05:06:07.000Z");
    expect(certificate.notAfter.toISOString()).toBe("2055-03-04T05:06:07.000Z");
    expect(new Date(x509.validFrom).toISOString()).toBe("2025-03-04T05:06:07.000Z");
    expect(new Date(x509.validTo).toISOString()).toBe("2055-03-04T05:06:07.000Z");
  });

  it("has a thumbprint equal to the SHA-1 fingerprint without colons, upper-case", () => {
    const x509 = new X509Certificate(certificate.certificateDer);
    expect(certificate.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(certificate.thumbprint).toBe(x509.fingerprint.replace(/:/g, ""));
  });

  it("has a random positive serial of 16 bytes, different for each certificate", () => {
    const serial = new X509Certificate(certificate.certificateDer).serialNumber;
    expect(serial).toMatch(/^[4-7][0-9A-F]{31}$/);
    const other = createEnvironmentCertificate(COMMON_NAME, NOT_BEFORE, NOT_AFTER);
    expect(new X509Certificate(other.certificateDer).serialNumber).not.toBe(serial);
  });

  it("is accepted by openssl x509 with sha256WithRSAEncryption and the v3 extensions", () => {
    const file = writeTemp("certificate.der", certificate.certificateDer);
    const text = runOk("openssl", ["x509", "-inform", "DER", "-in", file, "-noout", "-text"]).stdout;
    expect(text).toContain("Version: 3 (0x2)");
    expect(text).toContain("Signature Algorithm: sha256WithRSAEncryption");
    expect(text).toContain(`Subject: CN = ${COMMON_NAME}`);
    expect(text).toContain("Public-Key: (2048 bit)");
    expect(text).toContain("Not Before: Mar  4 05:06:07 2025 GMT");
    expect(text).toContain("Not After : Mar  4 05:06:07 2055 GMT");
    expect(text).toMatch(/X509v3 Basic Constraints: critical\s+CA:FALSE/);
    expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Key Encipherment\n/);
    expect(text).toMatch(/X509v3 Extended Key Usage: *\n\s+TLS Web Client Authentication\n/);
  });

  it("is its own trust anchor for openssl verify, for the client-authentication purpose", () => {
    const file = writeTemp(
      "certificate.pem",
      Buffer.from(new X509Certificate(certificate.certificateDer).toString()),
    );
    // -attime: a moment inside the fixed validity, so the outcome does not depend on the machine's clock.
    const atTime = String(Date.UTC(2030, 0, 1) / 1000);
    const args = ["verify", "-attime", atTime, "-purpose", "sslclient", "-CAfile", file, file];
    expect(runOk("openssl", args).stdout).toContain(": OK");
  });

  it("is not accepted by X509Certificate.checkIssued, which demands keyCertSign of any issuer", () => {
    // OpenSSL's X509_check_issued rejects an issuer whose keyUsage lacks keyCertSign, and RFC 5280 allows
    // keyCertSign only with CA:true; an end-entity certificate stays correct and verifies its own signature.
    const x509 = new X509Certificate(certificate.certificateDer);
    expect(x509.checkIssued(x509)).toBe(false);
    expect(x509.verify(x509.publicKey)).toBe(true);
  });

  it("refuses a notAfter before notBefore", () => {
    expect(() => createEnvironmentCertificate(COMMON_NAME, NOT_AFTER, NOT_BEFORE)).toThrow(RangeError);
  });
});

describe("PKCS#12 file", () => {
  let pfxFile: string;

  beforeAll(() => {
    pfxFile = writeTemp("certificate.pfx", encodePfx(certificate, PASSWORD, "Environment 0042"));
  });

  it("gives openssl, with the password, the same certificate and the same private key", () => {
    const out = runOk("openssl", ["pkcs12", "-in", pfxFile, "-passin", `pass:${PASSWORD}`, "-nodes"]).stdout;
    const extracted = new X509Certificate(pemBlock(out, "CERTIFICATE"));
    expect(extracted.fingerprint).toBe(new X509Certificate(certificate.certificateDer).fingerprint);
    const key = createPrivateKey(pemBlock(out, "PRIVATE KEY"));
    const spki = { type: "spki", format: "der" } as const;
    expect(createPublicKey(key).export(spki)).toEqual(extracted.publicKey.export(spki));
    const pkcs8 = { type: "pkcs8", format: "der" } as const;
    expect(key.export(pkcs8)).toEqual(certificate.privateKey.export(pkcs8));
  });

  it("tags both bags with the certificate's SHA-1 as localKeyID and with the friendly name", () => {
    const out = runOk("openssl", ["pkcs12", "-in", pfxFile, "-passin", `pass:${PASSWORD}`, "-nodes"]).stdout;
    const spacedThumbprint = certificate.thumbprint.replace(/(..)(?!$)/g, "$1 ");
    expect(out.split(`localKeyID: ${spacedThumbprint}`)).toHaveLength(3);
    expect(out.split("friendlyName: Environment 0042")).toHaveLength(3);
  });

  it("shrouds the key with PBES2 (AES-256-CBC, PBKDF2 with HMAC-SHA256) and guards the file with a MAC", () => {
    // -info reports the structure on stderr.
    const info = runOk("openssl", [
      "pkcs12",
      "-in",
      pfxFile,
      "-passin",
      `pass:${PASSWORD}`,
      "-info",
      "-nokeys",
    ]);
    expect(info.stderr).toMatch(/MAC: sha1, Iteration 2048/);
    expect(info.stderr).toContain(
      "Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration 2048, PRF hmacWithSHA256",
    );
  });

  it("is refused by openssl with a wrong password (MAC verification fails)", () => {
    const run = runTool("openssl", ["pkcs12", "-in", pfxFile, "-passin", "pass:not-the-password", "-nodes"]);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("Mac verify error");
    expect(run.stdout).not.toContain("PRIVATE KEY");
  });

  it("leaves the friendly name out when none is given", () => {
    const file = writeTemp("unnamed.pfx", encodePfx(certificate, PASSWORD));
    const out = runOk("openssl", ["pkcs12", "-in", file, "-passin", `pass:${PASSWORD}`, "-nodes"]).stdout;
    expect(out).not.toContain("friendlyName");
    expect(out).toContain("localKeyID");
  });

  it("uses fresh salts and IVs, so two files for the same certificate differ", () => {
    expect(encodePfx(certificate, PASSWORD).equals(encodePfx(certificate, PASSWORD))).toBe(false);
  });
});

describe("zip writer", () => {
  const modified = new Date(2024, 2, 5, 14, 30, 20); // local time, as zip stores it
  const entries = [
    { name: "certificate.pfx", data: randomBytes(3000), modified },
    { name: "certificate.cer", data: Buffer.from("x".repeat(10_000)), modified },
    { name: "notes/Zertifikat-Übersicht.txt", data: Buffer.from("Grüße ✓\n", "utf8"), modified },
    { name: "empty.txt", data: Buffer.alloc(0), modified },
  ];
  let zipFile: string;

  beforeAll(() => {
    zipFile = writeTemp("material.zip", writeZip(entries));
  });

  it("is listed by python's zipfile with every name (UTF-8), size and modification time", () => {
    const listing = runOk("python3", ["-m", "zipfile", "-l", zipFile]).stdout;
    for (const entry of entries) {
      const name = entry.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(listing).toMatch(new RegExp(`${name}\\s+2024-03-05 14:30:20\\s+${entry.data.length}\\n`));
    }
  });

  it("extracts with python's zipfile (which checks each CRC) to the original bytes", () => {
    const target = join(folder, "extracted");
    mkdirSync(target);
    runOk("python3", ["-m", "zipfile", "-e", zipFile, target]);
    for (const entry of entries) expect(readFileSync(join(target, entry.name))).toEqual(entry.data);
  });

  it("writes the entries in the order given", () => {
    const names = ["b.cer", "a.pfx", "c.txt"];
    const zip = writeZip(names.map((name) => ({ name, data: Buffer.from(name) })));
    expect(readZip(zip).map((file) => file.name)).toEqual(names);
  });

  it("refuses two entries of the same name, which no reader could tell apart", () => {
    const twice = [
      { name: "a.cer", data: Buffer.from("1") },
      { name: "a.cer", data: Buffer.from("2") },
    ];
    expect(() => writeZip(twice)).toThrow(/zip: two entries are named a.cer/);
  });

  it("moves a modification time before 1980, which zip cannot store, to 1980-01-01", () => {
    const file = writeTemp(
      "old.zip",
      writeZip([{ name: "old.txt", data: Buffer.from("x"), modified: new Date(1970, 0, 1) }]),
    );
    expect(runOk("python3", ["-m", "zipfile", "-l", file]).stdout).toMatch(/old\.txt\s+1980-01-01 00:00:00/);
  });

  it("stores the data deflated, so repetitive content shrinks", () => {
    expect(writeZip([{ name: "a.txt", data: Buffer.from("x".repeat(10_000)) }]).length).toBeLessThan(500);
  });
});
