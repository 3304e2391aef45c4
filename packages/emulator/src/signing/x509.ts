/**
 * Self-signed X.509 v3 certificates with an RSA key, for every service that needs one (the lifecycle
 * service's environment certificates, the identity service's TLS certificate and test identities).
 * Node makes the key; node-forge writes and signs the certificate.
 */
import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from "node:crypto";
import type * as Forge from "node-forge";
import { loadForge } from "./forge";

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

const SHA256_WITH_RSA = "1.2.840.113549.1.1.11";

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

/** The certificate's fields, unsigned: a v3 certificate issued by its own subject. */
function unsignedCertificate(
  forge: typeof Forge,
  commonName: string,
  validity: { notBefore: Date; notAfter: Date },
  publicKey: KeyObject,
  extensions: readonly CertificateExtension[],
): Forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  certificate.serialNumber = randomSerial();
  certificate.validity = validity;
  certificate.setSubject(commonNameOf(commonName));
  certificate.setIssuer(commonNameOf(commonName));
  certificate.setExtensions([...extensions]);
  return certificate;
}

/**
 * The certificate signed with sha256WithRSAEncryption, DER encoded: what node-forge's `sign()`
 * does, with the signature made by Node (forge's RSA is JavaScript, and slower).
 */
function signedDer(forge: typeof Forge, certificate: Forge.pki.Certificate, privateKey: KeyObject): Buffer {
  // forge exports the to-be-signed builder; its types leave it out.
  const pki = forge.pki as typeof forge.pki & {
    getTBSCertificate(certificate: Forge.pki.Certificate): Forge.asn1.Asn1;
  };
  certificate.signatureOid = SHA256_WITH_RSA;
  certificate.siginfo.algorithmOid = SHA256_WITH_RSA;
  certificate.tbsCertificate = pki.getTBSCertificate(certificate);
  const tbs = Buffer.from(forge.asn1.toDer(certificate.tbsCertificate).getBytes(), "binary");
  certificate.signature = sign("sha256", tbs, privateKey).toString("binary");
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");
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
  const validity = { notBefore: wholeSeconds(notBefore), notAfter: wholeSeconds(notAfter) };
  const [start, end] = [validity.notBefore.getTime(), validity.notAfter.getTime()];
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) {
    throw new RangeError("certificate validity: notBefore and notAfter must be dates, notBefore first");
  }
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const forge = loadForge();
  const unsigned = unsignedCertificate(forge, commonName, validity, publicKey, extensions);
  const certificateDer = signedDer(forge, unsigned, privateKey);
  return {
    certificateDer,
    privateKey,
    thumbprint: createHash("sha1").update(certificateDer).digest("hex").toUpperCase(),
    ...validity,
  };
}

/** The certificate as PEM text. */
export function certificatePem(certificateDer: Buffer): string {
  return new X509Certificate(certificateDer).toString();
}
