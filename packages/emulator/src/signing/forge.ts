/**
 * node-forge, loaded at its first use: it writes the emulator's certificates and PKCS#12 files,
 * which most runs never make.
 */
import type { KeyObject } from "node:crypto";
import type * as Forge from "node-forge";

/** The node-forge module. */
export function loadForge(): typeof Forge {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  return require("node-forge") as typeof Forge;
}

/** Node's RSA private key as node-forge's. */
export function forgePrivateKey(key: KeyObject): Forge.pki.rsa.PrivateKey {
  return loadForge().pki.privateKeyFromPem(key.export({ type: "pkcs8", format: "pem" }).toString());
}
