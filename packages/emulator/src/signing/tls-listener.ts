/**
 * The server's https listener: every service answers on it too, and the identity provider is reached
 * on it (identity libraries refuse an authority over plain http). It takes its port at start, so that its
 * URL is known, but makes its certificate (an RSA key and a self-signed certificate) only at its
 * first connection or when the certificate is asked for: most runs never connect to it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import { certificatePem, type SelfSignedCertificate } from "./x509";

/** An https server whose certificate is made when first needed. */
export interface LazyTlsListener {
  /** The server, to listen and close like any other. */
  readonly server: Server;
  /** The certificate it presents (PEM), made now if it was not yet. */
  certificatePem(): string;
}

/** An https server for `handler` that presents the certificate `makeCertificate` makes, once, when first needed. */
export function createLazyTlsListener(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  makeCertificate: () => SelfSignedCertificate,
): LazyTlsListener {
  const server = createServer({}, handler);
  let pem: string | undefined;
  const currentPem = (): string => {
    if (pem === undefined) {
      const certificate = makeCertificate();
      const key = certificate.privateKey.export({ type: "pkcs8", format: "pem" });
      pem = certificatePem(certificate.certificateDer);
      server.setSecureContext({ cert: pem, key });
    }
    return pem;
  };
  // Ahead of the TLS server's own listener, which starts the handshake with the context set here.
  server.prependListener("connection", () => void currentPem());
  return { server, certificatePem: currentPem };
}
