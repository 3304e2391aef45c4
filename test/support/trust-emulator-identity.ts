import { getCACertificates, setDefaultCACertificates } from "node:tls";
import type { Emulator } from "pulumi-bizops-emulator";

/**
 * Lets this process's TLS clients (the identity library's) trust the emulator's identity
 * provider, as NODE_EXTRA_CA_CERTS lets a provider process. Node's bundled roots plus this
 * emulator's certificate only: an earlier test file's emulator in the same worker has a
 * certificate with the same subject, and OpenSSL would pick that one and fail the chain.
 */
export function trustEmulatorIdentity(emulator: Emulator): void {
  setDefaultCACertificates([...getCACertificates("bundled"), emulator.httpsCertificatePem]);
}
