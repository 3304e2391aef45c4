/**
 * A loopback stand-in for the four services that counts every request and answers each route
 * with the smallest valid answer: an empty page for the lists, one result per text for the
 * detection, a refusal envelope for the certificate fetch. Fuzzed calls point their settings here.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What arrived: the method and the raw request target (path and query), as sent. */
export interface Arrived {
  method: string;
  url: string;
}

const DETECTED = {
  language: "en",
  score: 1,
  isTranslationSupported: true,
  isTransliterationSupported: false,
};

export class CountingService {
  readonly arrived: Arrived[] = [];
  url = "";
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const url = req.url ?? "";
        this.arrived.push({ method: req.method ?? "", url });
        const [status, body] = answer(url, Buffer.concat(chunks).toString());
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Forgets what arrived, before the next run. */
  reset(): void {
    this.arrived.length = 0;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function answer(url: string, body: string): [number, unknown] {
  const path = url.split("?")[0] ?? "";
  if (path.includes("/subscriptions/") || path.includes("/api/")) return [200, { value: [] }];
  if (path.endsWith("/detect")) {
    const texts = JSON.parse(body) as unknown[];
    return [200, texts.map(() => DETECTED)];
  }
  if (path.includes("/environmentinfo/")) {
    return [
      200,
      { IsSuccess: false, OperationActivityId: null, ErrorMessage: "refused by the fuzz service" },
    ];
  }
  return [404, { error: { code: "NotFound", message: "no such route" } }];
}
