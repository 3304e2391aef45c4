/**
 * Self-signed X.509 v3 certificates with an RSA key, for every service that needs one (the lifecycle
 * service's environment certificates, the identity service's TLS certificate and test identities).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import {
  derBitString,
  derBoolean,
  derContextExplicit,
  derGeneralizedTime,
  derInteger,
  derNull,
  derOctetString,
  derOid,
  derSequence,
  derSet,
  derUtcTime,
  derUtf8String,
} from "./der";

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

const OID_SHA256_WITH_RSA = "1.2.840.113549.1.1.11";
const OID_COMMON_NAME = "2.5.4.3";

/** Drops the milliseconds: certificate times have second precision. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050 on. */
function certificateTime(date: Date): Buffer {
  const year = date.getUTCFullYear();
  return year >= 1950 && year <= 2049 ? derUtcTime(date) : derGeneralizedTime(date);
}

/** One extension; DER omits a BOOLEAN equal to its DEFAULT (FALSE), so only critical ones carry the flag. */
export function x509Extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return derSequence(derOid(oid), ...(critical ? [derBoolean(true)] : []), derOctetString(value));
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
  extensions: readonly Buffer[],
): SelfSignedCertificate {
  const start = wholeSeconds(notBefore);
  const end = wholeSeconds(notAfter);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end.getTime() < start.getTime()) {
    throw new RangeError("certificate validity: notBefore and notAfter must be dates, notBefore first");
  }
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  // A clear top bit keeps the serial positive and a set second bit keeps all 16 bytes significant.
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;

  const signatureAlgorithm = derSequence(derOid(OID_SHA256_WITH_RSA), derNull());
  const name = derSequence(derSet(derSequence(derOid(OID_COMMON_NAME), derUtf8String(commonName))));
  const tbsCertificate = derSequence(
    derContextExplicit(0, derInteger(2)), // version: v3 is encoded as 2
    derInteger(serial),
    signatureAlgorithm,
    name,
    derSequence(certificateTime(start), certificateTime(end)),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    derContextExplicit(3, derSequence(...extensions)),
  );
  const signature = sign("sha256", tbsCertificate, privateKey);
  const certificateDer = derSequence(tbsCertificate, signatureAlgorithm, derBitString(signature));

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
  const lines = certificateDer.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
