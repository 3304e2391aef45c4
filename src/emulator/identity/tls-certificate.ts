/**
 * The identity provider's TLS certificate: self-signed for `localhost`, 127.0.0.1 and ::1, and a CA
 * of its own, so that a client can trust it through `NODE_EXTRA_CA_CERTS`.
 */
import { derBitString, derContextImplicit, derOid, derSequence, derBoolean } from "../signing/der";
import { createSelfSignedCertificate, x509Extension, type SelfSignedCertificate } from "../signing/x509";

const OID_BASIC_CONSTRAINTS = "2.5.29.19";
const OID_KEY_USAGE = "2.5.29.15";
const OID_EXTENDED_KEY_USAGE = "2.5.29.37";
const OID_SUBJECT_ALT_NAME = "2.5.29.17";
const OID_SERVER_AUTH = "1.3.6.1.5.5.7.3.1";

// digitalSignature (bit 0), keyEncipherment (bit 2), keyCertSign (bit 5): 1010 0100, two unused bits.
const KEY_USAGE_BITS = Buffer.from([0xa4]);
const KEY_USAGE_UNUSED_BITS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh certificate for the loopback names, valid from a day ago for a year. */
export function createLoopbackTlsCertificate(now = new Date()): SelfSignedCertificate {
  const altNames = derSequence(
    derContextImplicit(2, Buffer.from("localhost", "ascii")), // dNSName
    derContextImplicit(7, Buffer.from([127, 0, 0, 1])), // iPAddress
    derContextImplicit(7, Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
  );
  return createSelfSignedCertificate(
    "bizops emulator identity provider",
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + 365 * DAY_MS),
    [
      // Its own CA: a client that trusts it as a root accepts it as the server's certificate.
      x509Extension(OID_BASIC_CONSTRAINTS, true, derSequence(derBoolean(true))),
      x509Extension(OID_KEY_USAGE, true, derBitString(KEY_USAGE_BITS, KEY_USAGE_UNUSED_BITS)),
      x509Extension(OID_EXTENDED_KEY_USAGE, false, derSequence(derOid(OID_SERVER_AUTH))),
      x509Extension(OID_SUBJECT_ALT_NAME, false, altNames),
    ],
  );
}
