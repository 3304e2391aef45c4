import type * as Forge from "node-forge";
import { forgePrivateKey, loadForge } from "../../signing/forge";
import type { EnvironmentCertificate } from "./environment-certificate";

type Pkcs12Options = NonNullable<Parameters<typeof Forge.pkcs12.toPkcs12Asn1>[3]>;

// The key bag protected as OpenSSL 3 protects it by default: PBES2 with PBKDF2-HMAC-SHA256 and
// AES-256-CBC, 2048 rounds, fresh salts. (prfAlgorithm is read by forge, not in its types.)
const PROTECTION: Pkcs12Options & { prfAlgorithm: "sha256" } = {
  algorithm: "aes256",
  prfAlgorithm: "sha256",
  count: 2048,
  saltSize: 8,
};

/**
 * Encodes a password-protected PKCS#12 file (RFC 7292) holding the certificate and its private key:
 * the key in a PBES2-shrouded key bag, both bags tagged with the same localKeyId (SHA-1 of the
 * certificate) and the optional friendly name, and an integrity MAC (node-forge's, HMAC-SHA1).
 */
export function encodePfx(
  certificate: EnvironmentCertificate,
  password: string,
  friendlyName?: string,
): Buffer {
  const forge = loadForge();
  const cert = forge.pki.certificateFromAsn1(
    forge.asn1.fromDer(certificate.certificateDer.toString("binary")),
  );
  const options = friendlyName === undefined ? PROTECTION : { ...PROTECTION, friendlyName };
  const pfx = forge.pkcs12.toPkcs12Asn1(forgePrivateKey(certificate.privateKey), cert, password, options);
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), "binary");
}
