import { createCipheriv, createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import {
  derBmpString,
  derContextExplicit,
  derContextImplicit,
  derInteger,
  derNull,
  derOctetString,
  derOid,
  derSequence,
  derSet,
} from "../../signing/der";
import type { EnvironmentCertificate } from "./environment-certificate";

const OID_DATA = "1.2.840.113549.1.7.1";
const OID_ENCRYPTED_DATA = "1.2.840.113549.1.7.6";
const OID_CERT_BAG = "1.2.840.113549.1.12.10.1.3";
const OID_PKCS8_SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const OID_X509_CERTIFICATE = "1.2.840.113549.1.9.22.1";
const OID_FRIENDLY_NAME = "1.2.840.113549.1.9.20";
const OID_LOCAL_KEY_ID = "1.2.840.113549.1.9.21";
const OID_PBES2 = "1.2.840.113549.1.5.13";
const OID_PBKDF2 = "1.2.840.113549.1.5.12";
const OID_HMAC_WITH_SHA256 = "1.2.840.113549.2.9";
const OID_AES_256_CBC = "2.16.840.1.101.3.4.1.42";
const OID_SHA256 = "2.16.840.1.101.3.4.2.1";

// OpenSSL 3's defaults for `openssl pkcs12 -export`.
const ITERATIONS = 2048;
const SALT_LENGTH = 8;
const AES_KEY_LENGTH = 32;
const AES_IV_LENGTH = 16;
const SHA256_LENGTH = 32;
const SHA256_BLOCK_LENGTH = 64;
const PKCS12_KDF_MAC_ID = 3;

/**
 * Encrypts with PBES2 (RFC 8018): PBKDF2-HMAC-SHA256 then AES-256-CBC, fresh salt and IV each call.
 * Returns the AlgorithmIdentifier to store beside the ciphertext.
 */
function pbes2Encrypt(plaintext: Buffer, password: string): { algorithm: Buffer; ciphertext: Buffer } {
  const salt = randomBytes(SALT_LENGTH);
  const iv = randomBytes(AES_IV_LENGTH);
  // PBES2 inside PKCS#12 takes the password as UTF-8 bytes, unlike the MAC's BMPString (RFC 9579).
  const key = pbkdf2Sync(Buffer.from(password, "utf8"), salt, ITERATIONS, AES_KEY_LENGTH, "sha256");
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  // keyLength is left out: AES-256 fixes it, and OpenSSL leaves it out as well.
  const kdf = derSequence(
    derOid(OID_PBKDF2),
    derSequence(
      derOctetString(salt),
      derInteger(ITERATIONS),
      derSequence(derOid(OID_HMAC_WITH_SHA256), derNull()),
    ),
  );
  const scheme = derSequence(derOid(OID_AES_256_CBC), derOctetString(iv));
  return { algorithm: derSequence(derOid(OID_PBES2), derSequence(kdf, scheme)), ciphertext };
}

/** The PKCS#12 key derivation (RFC 7292 appendix B.2) with SHA-256 (u = 32, v = 64 bytes). */
function pkcs12Kdf(password: string, salt: Buffer, id: number, iterations: number, length: number): Buffer {
  const u = SHA256_LENGTH;
  const v = SHA256_BLOCK_LENGTH;
  // The password is a BMPString with a two-byte zero terminator.
  const passwordBytes = Buffer.concat([Buffer.from(password, "utf16le").swap16(), Buffer.alloc(2)]);
  const repeatToBlocks = (bytes: Buffer): Buffer => {
    const out = Buffer.alloc(v * Math.ceil(bytes.length / v));
    for (let i = 0; i < out.length; i += 1) out[i] = bytes[i % bytes.length] ?? 0;
    return out;
  };
  const diversifier = Buffer.alloc(v, id);
  const input = Buffer.concat([repeatToBlocks(salt), repeatToBlocks(passwordBytes)]);
  const output: Buffer[] = [];
  for (let produced = 0; produced < length; produced += u) {
    let a = createHash("sha256").update(diversifier).update(input).digest();
    for (let round = 1; round < iterations; round += 1) a = createHash("sha256").update(a).digest();
    output.push(a);
    // I_j = (I_j + B + 1) mod 2^(8v) for each v-byte block, B being A repeated to v bytes.
    const b = repeatToBlocks(a);
    for (let block = 0; block < input.length; block += v) {
      let carry = 1;
      for (let i = v - 1; i >= 0; i -= 1) {
        const sum = (input[block + i] ?? 0) + (b[i] ?? 0) + carry;
        input[block + i] = sum & 0xff;
        carry = sum >> 8;
      }
    }
  }
  return Buffer.concat(output).subarray(0, length);
}

function bagAttributes(localKeyId: Buffer, friendlyName: string | undefined): Buffer {
  const attributes = [derSequence(derOid(OID_LOCAL_KEY_ID), derSet(derOctetString(localKeyId)))];
  if (friendlyName !== undefined) {
    attributes.push(derSequence(derOid(OID_FRIENDLY_NAME), derSet(derBmpString(friendlyName))));
  }
  return derSet(...attributes);
}

/** ContentInfo of type data: the content is an OCTET STRING inside `[0] EXPLICIT`. */
function dataContentInfo(content: Buffer): Buffer {
  return derSequence(derOid(OID_DATA), derContextExplicit(0, derOctetString(content)));
}

/**
 * Encodes a password-protected PKCS#12 v3 file (RFC 7292) holding the certificate and its private key,
 * laid out as OpenSSL 3 writes by default: the certificate bag in a PBES2-encrypted content, the key in a
 * PBES2-shrouded key bag, both bags tagged with the same localKeyId (SHA-1 of the certificate) and the
 * optional friendly name, and an HMAC-SHA256 integrity MAC. All use 2048 iterations and random salts.
 */
export function encodePfx(
  certificate: EnvironmentCertificate,
  password: string,
  friendlyName?: string,
): Buffer {
  const localKeyId = createHash("sha1").update(certificate.certificateDer).digest();
  const attributes = bagAttributes(localKeyId, friendlyName);

  const certBag = derSequence(
    derOid(OID_CERT_BAG),
    derContextExplicit(
      0,
      derSequence(
        derOid(OID_X509_CERTIFICATE),
        derContextExplicit(0, derOctetString(certificate.certificateDer)),
      ),
    ),
    attributes,
  );
  const certContents = pbes2Encrypt(derSequence(certBag), password);
  const encryptedCertInfo = derSequence(
    derOid(OID_ENCRYPTED_DATA),
    derContextExplicit(
      0,
      derSequence(
        derInteger(0), // EncryptedData version
        derSequence(derOid(OID_DATA), certContents.algorithm, derContextImplicit(0, certContents.ciphertext)),
      ),
    ),
  );

  const pkcs8 = certificate.privateKey.export({ type: "pkcs8", format: "der" });
  const shroudedKey = pbes2Encrypt(pkcs8, password);
  const keyBag = derSequence(
    derOid(OID_PKCS8_SHROUDED_KEY_BAG),
    derContextExplicit(0, derSequence(shroudedKey.algorithm, derOctetString(shroudedKey.ciphertext))),
    attributes,
  );
  const keyInfo = dataContentInfo(derSequence(keyBag));

  const authenticatedSafe = derSequence(encryptedCertInfo, keyInfo);
  // The MAC covers the AuthenticatedSafe's encoding, i.e. the contents of the outer data OCTET STRING.
  const macSalt = randomBytes(SALT_LENGTH);
  const macKey = pkcs12Kdf(password, macSalt, PKCS12_KDF_MAC_ID, ITERATIONS, SHA256_LENGTH);
  const mac = createHmac("sha256", macKey).update(authenticatedSafe).digest();
  const macData = derSequence(
    derSequence(derSequence(derOid(OID_SHA256), derNull()), derOctetString(mac)),
    derOctetString(macSalt),
    derInteger(ITERATIONS),
  );

  return derSequence(derInteger(3), dataContentInfo(authenticatedSafe), macData);
}
