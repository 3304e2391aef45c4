/**
 * The TLS certificate of the server's https listener (the identity provider's authority host): self-signed for `localhost`, 127.0.0.1 and ::1, and a CA
 * of its own, so that a client can trust it through `NODE_EXTRA_CA_CERTS`.
 */
import { createSelfSignedCertificate, type SelfSignedCertificate } from "./x509";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh certificate for the loopback names, valid from a day ago for a year. */
export function createLoopbackTlsCertificate(now = new Date()): SelfSignedCertificate {
  return createSelfSignedCertificate(
    "bizops emulator identity provider",
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + 365 * DAY_MS),
    [
      // Its own CA: a client that trusts it as a root accepts it as the server's certificate.
      { name: "basicConstraints", critical: true, cA: true },
      {
        name: "keyUsage",
        critical: true,
        digitalSignature: true,
        keyEncipherment: true,
        keyCertSign: true,
      },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" }, // dNSName
          { type: 7, ip: "127.0.0.1" }, // iPAddress
          { type: 7, ip: "::1" },
        ],
      },
    ],
  );
}
