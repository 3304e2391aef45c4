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

/** A self-signed certificate of one emulated environment, with its private key. */
export interface EnvironmentCertificate {
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
const OID_BASIC_CONSTRAINTS = "2.5.29.19";
const OID_KEY_USAGE = "2.5.29.15";
const OID_EXTENDED_KEY_USAGE = "2.5.29.37";
const OID_CLIENT_AUTH = "1.3.6.1.5.5.7.3.2";

// keyUsage bits are numbered from the most significant bit: digitalSignature (0) + keyEncipherment (2)
// = 1010 0000; DER drops trailing zero bits, so five of the eight are declared unused.
const KEY_USAGE_BITS = Buffer.from([0xa0]);
const KEY_USAGE_UNUSED_BITS = 5;

/** Drops the milliseconds: certificate times have second precision. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050 on. */
function certificateTime(date: Date): Buffer {
  const year = date.getUTCFullYear();
  return year >= 1950 && year <= 2049 ? derUtcTime(date) : derGeneralizedTime(date);
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  // DER omits a BOOLEAN that equals its DEFAULT (FALSE), so only critical extensions carry the flag.
  return derSequence(derOid(oid), ...(critical ? [derBoolean(true)] : []), derOctetString(value));
}

/**
 * Creates a fresh 2048-bit RSA key and a self-signed X.509 v3 certificate for it: subject and issuer
 * `CN=<commonName>`, sha256WithRSAEncryption, a random positive 16-byte serial, an end-entity
 * (CA:false) certificate for client authentication. Milliseconds of the validity dates are dropped.
 */
export function createEnvironmentCertificate(
  commonName: string,
  notBefore: Date,
  notAfter: Date,
): EnvironmentCertificate {
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
  const extensions = derSequence(
    extension(OID_BASIC_CONSTRAINTS, true, derSequence()),
    extension(OID_KEY_USAGE, true, derBitString(KEY_USAGE_BITS, KEY_USAGE_UNUSED_BITS)),
    extension(OID_EXTENDED_KEY_USAGE, false, derSequence(derOid(OID_CLIENT_AUTH))),
  );
  const tbsCertificate = derSequence(
    derContextExplicit(0, derInteger(2)), // version: v3 is encoded as 2
    derInteger(serial),
    signatureAlgorithm,
    name,
    derSequence(certificateTime(start), certificateTime(end)),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    derContextExplicit(3, extensions),
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
