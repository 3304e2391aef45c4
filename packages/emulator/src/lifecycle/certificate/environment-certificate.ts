import { createSelfSignedCertificate, type SelfSignedCertificate } from "../../signing/x509";

/** A self-signed certificate of one emulated environment, with its private key. */
export type EnvironmentCertificate = SelfSignedCertificate;

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
    { name: "basicConstraints", critical: true, cA: false },
    { name: "keyUsage", critical: true, digitalSignature: true, keyEncipherment: true },
    { name: "extKeyUsage", clientAuth: true },
  ]);
}
