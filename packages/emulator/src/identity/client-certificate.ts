/** The certificate of {@link CERTIFICATE_CLIENT}: made when first asked for, handed to tests as PEM (certificate and key). */
import { certificatePem, createSelfSignedCertificate, type SelfSignedCertificate } from "../signing/x509";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate for signing client assertions, valid from a day ago for a year. */
export function createClientCertificate(now = new Date()): SelfSignedCertificate {
  return createSelfSignedCertificate(
    "bizops emulator test application",
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + 365 * DAY_MS),
    [
      { name: "basicConstraints", critical: true, cA: false },
      { name: "keyUsage", critical: true, digitalSignature: true },
    ],
  );
}

/** The certificate and its private key in one PEM text, as `ClientCertificateCredential` takes it. */
export function certificateWithKeyPem(certificate: SelfSignedCertificate): string {
  const key = certificate.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  return `${certificatePem(certificate.certificateDer)}${key}`;
}
