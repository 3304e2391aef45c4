/** The certificate of {@link CERTIFICATE_CLIENT}: made at start, handed to tests as PEM (certificate and key). */
import { derBitString, derSequence } from "../signing/der";
import {
  certificatePem,
  createSelfSignedCertificate,
  x509Extension,
  type SelfSignedCertificate,
} from "../signing/x509";

const OID_BASIC_CONSTRAINTS = "2.5.29.19";
const OID_KEY_USAGE = "2.5.29.15";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate for signing client assertions, valid from a day ago for a year. */
export function createClientCertificate(now = new Date()): SelfSignedCertificate {
  return createSelfSignedCertificate(
    "bizops emulator test application",
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + 365 * DAY_MS),
    [
      x509Extension(OID_BASIC_CONSTRAINTS, true, derSequence()),
      // digitalSignature only: 1000 0000, seven unused bits.
      x509Extension(OID_KEY_USAGE, true, derBitString(Buffer.from([0x80]), 7)),
    ],
  );
}

/** The certificate and its private key in one PEM text, as `ClientCertificateCredential` takes it. */
export function certificateWithKeyPem(certificate: SelfSignedCertificate): string {
  const key = certificate.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  return `${certificatePem(certificate.certificateDer)}${key}`;
}
