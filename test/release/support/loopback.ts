/** Ports and readiness of the servers the release test starts on loopback. */
import { createServer } from "node:net";

/** A port free on 127.0.0.1 a moment ago, for a server that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Resolves once `url` answers 200, polling for at most `attempts` × 250 ms. */
export async function waitForUrl(url: string, attempts = 240): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}
