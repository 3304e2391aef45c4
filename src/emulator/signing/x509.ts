/**
 * Self-signed X.509 v3 certificates with an RSA key, for every service that needs one (the lifecycle
 * service's environment certificates, the identity service's TLS certificate and test identities).
 * Node makes the key; node-forge writes and signs the certificate.
 */
import { createHash, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from "node:crypto";
import type * as Forge from "node-forge";
import { forgePrivateKey, loadForge } from "./forge";

/** A self-signed certificate with its private key. */
export interface SelfSignedCertificate {
  /** The X.509 v3 certificate, DER encoded. */
  readonly certificateDer: Buffer;
  /** The RSA private key whose public half the certificate holds. */
  readonly privateKey: KeyObject;
  /** SHA-1 of `certificateDer`, upper-case hex, 40 characters. */
  readonly thumbprint: string;
  /** Start of validity, truncated to whole seconds as the certificate stores it. */
  readonly notBefore: Date;
  /** End of validity, truncated to whole seconds as the certificate stores it. */
  readonly notAfter: Date;
}

/**
 * A certificate extension as node-forge takes it: its name, `critical`, and its fields, such as
 * `{ name: "keyUsage", critical: true, digitalSignature: true }`.
 */
export type CertificateExtension = { readonly name: string; readonly critical?: boolean } & Readonly<
  Record<string, unknown>
>;

/** Drops the milliseconds: certificate times have second precision. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** A random positive serial of 16 bytes, in hex. */
function randomSerial(): string {
  const serial = randomBytes(16);
  // A clear top bit keeps the serial positive and a set second bit keeps all 16 bytes significant.
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;
  return serial.toString("hex");
}

/** `CN=<commonName>` as a UTF8String, which takes any name (PrintableString, forge's default, does not). */
function commonNameOf(commonName: string): Forge.pki.CertificateField[] {
  // @types/node-forge types valueTagClass as a class, though forge reads it as the value's type.
  const valueTagClass = loadForge().asn1.Type.UTF8 as unknown as Forge.asn1.Class;
  return [{ name: "commonName", value: commonName, valueTagClass }];
}

/**
 * Creates a fresh 2048-bit RSA key and a self-signed X.509 v3 certificate for it: subject and issuer
 * `CN=<commonName>`, sha256WithRSAEncryption, a random positive 16-byte serial, the given extensions.
 * Milliseconds of the validity dates are dropped.
 */
export function createSelfSignedCertificate(
  commonName: string,
  notBefore: Date,
  notAfter: Date,
  extensions: readonly CertificateExtension[],
): SelfSignedCertificate {
  const start = wholeSeconds(notBefore);
  const end = wholeSeconds(notAfter);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end.getTime() < start.getTime()) {
    throw new RangeError("certificate validity: notBefore and notAfter must be dates, notBefore first");
  }
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const forge = loadForge();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  certificate.serialNumber = randomSerial();
  certificate.validity.notBefore = start;
  certificate.validity.notAfter = end;
  certificate.setSubject(commonNameOf(commonName));
  certificate.setIssuer(commonNameOf(commonName));
  certificate.setExtensions([...extensions]);
  certificate.sign(forgePrivateKey(privateKey), forge.md.sha256.create());
  const certificateDer = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
    "binary",
  );
  return {
    certificateDer,
    privateKey,
    thumbprint: createHash("sha1").update(certificateDer).digest("hex").toUpperCase(),
    notBefore: start,
    notAfter: end,
  };
}

/** The certificate as PEM text. */
export function certificatePem(certificateDer: Buffer): string {
  return new X509Certificate(certificateDer).toString();
}
