import { derBitString, derOid, derSequence } from "../../signing/der";
import { createSelfSignedCertificate, x509Extension, type SelfSignedCertificate } from "../../signing/x509";

/** A self-signed certificate of one emulated environment, with its private key. */
export type EnvironmentCertificate = SelfSignedCertificate;

const OID_BASIC_CONSTRAINTS = "2.5.29.19";
const OID_KEY_USAGE = "2.5.29.15";
const OID_EXTENDED_KEY_USAGE = "2.5.29.37";
const OID_CLIENT_AUTH = "1.3.6.1.5.5.7.3.2";

// keyUsage bits are numbered from the most significant bit: digitalSignature (0) + keyEncipherment (2)
// = 1010 0000; DER drops trailing zero bits, so five of the eight are declared unused.
const KEY_USAGE_BITS = Buffer.from([0xa0]);
const KEY_USAGE_UNUSED_BITS = 5;

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
  return createSelfSignedCertificate(commonName, notBefore, notAfter, [
    x509Extension(OID_BASIC_CONSTRAINTS, true, derSequence()),
    x509Extension(OID_KEY_USAGE, true, derBitString(KEY_USAGE_BITS, KEY_USAGE_UNUSED_BITS)),
    x509Extension(OID_EXTENDED_KEY_USAGE, false, derSequence(derOid(OID_CLIENT_AUTH))),
  ]);
}
