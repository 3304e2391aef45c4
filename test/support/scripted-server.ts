import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer: a response, or a connection dropped without one. */
export type Scripted =
  { status: number; headers?: Record<string, string>; body?: unknown } | "drop" | "drop-after-headers";

/** What the server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that answers from a script, for testing the HTTP client's ladder. */
export class ScriptedServer {
  readonly received: Received[] = [];
  private script: Scripted[] = [];
  private server: Server | undefined;
  url = "";
  /** What is answered once the script is used up. */
  whenDone: Scripted = { status: 200, body: {} };

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.received.push({
          method: req.method ?? "",
          url: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        const next = this.script.shift() ?? this.whenDone;
        if (next === "drop") {
          req.socket.destroy();
          return;
        }
        if (next === "drop-after-headers") {
          // Promise a body, send part of it, then hang up.
          res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
          res.write('{"partial":');
          setTimeout(() => req.socket.destroy(), 5);
          return;
        }
        res.writeHead(next.status, { "content-type": "application/json", ...next.headers });
        res.end(next.body === undefined ? "" : JSON.stringify(next.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  answer(...script: Scripted[]): void {
    this.script = script;
    this.received.length = 0;
  }

  /** Answers of the script not given yet. */
  get pending(): number {
    return this.script.length;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
