import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { configureProvider } from "../../src/core/provider/provider-config";

/** What the service makes of a record it is sent: the stored record, from the one written. */
export type Rewrite = (record: Record<string, unknown>) => Record<string, unknown>;

const PATH = /^\/api\/(.+)\/companies\(([^()/]+)\)\/([A-Za-z]+)(?:\(([^()/]+)\))?$/;

/**
 * A records service on loopback that stores what it is sent as `rewrite` makes it: a stand-in for
 * business rules no definition foresaw (the emulator has its own, written from the real pages). It
 * answers POST, GET, PATCH (eTag-guarded) and DELETE of one entity set's records, counts the
 * requests by method, and lets a test change a record behind Pulumi's back.
 */
export class RewritingService {
  readonly records = new Map<string, Record<string, unknown>>();
  readonly requests: { method: string; body: unknown }[] = [];
  private server: Server | undefined;
  private version = 0;
  url = "";

  constructor(private readonly rewrite: Rewrite) {}

  /** Starts it and configures the provider runtime to use it, as stack config would. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        const body: unknown = text === "" ? undefined : JSON.parse(text);
        this.requests.push({ method: req.method ?? "", body });
        const [status, answer] = this.answer(req.method ?? "", req.url ?? "", req.headers["if-match"], body);
        res.writeHead(status, { "content-type": "application/json" });
        res.end(answer === undefined ? "" : JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const config: Record<string, string> = { "bizops:recordsUrl": this.url, "bizops:recordsToken": "t" };
    configureProvider({ get: (key) => config[key] });
    return this;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Writes `changes` into a stored record as someone else would, outside Pulumi. */
  change(id: string, changes: Record<string, unknown>): void {
    this.store(id, { ...this.records.get(id)!, ...changes });
  }

  /** The requests that wrote (POST, PATCH, DELETE) since the last call. */
  takeWrites(): { method: string; body: unknown }[] {
    const writes = this.requests.filter((r) => r.method !== "GET");
    this.requests.length = 0;
    return writes;
  }

  private store(id: string, record: Record<string, unknown>): Record<string, unknown> {
    this.version += 1;
    const stamp = new Date().toISOString();
    const stored = { ...record, id, lastModifiedDateTime: stamp, "@odata.etag": `W/"${this.version}"` };
    this.records.set(id, stored);
    return stored;
  }

  private answer(method: string, url: string, ifMatch: unknown, body: unknown): [number, unknown] {
    const match = PATH.exec(decodeURIComponent(url.split("?")[0]!));
    if (!match) return [404, { error: { code: "BadRequest_NotFound", message: "No such path." } }];
    const id = match[4];
    const current = id === undefined ? undefined : this.records.get(id);
    const fields = (body ?? {}) as Record<string, unknown>;
    if (method === "POST" && id === undefined) {
      return [201, this.store(randomUUID(), this.rewrite({ ...fields }))];
    }
    if (method === "GET" && id === undefined) return [200, { value: [...this.records.values()] }];
    if (current === undefined) {
      return [404, { error: { code: "Internal_RecordNotFound", message: "The record does not exist." } }];
    }
    if (method === "GET") return [200, current];
    if (ifMatch !== "*" && ifMatch !== current["@odata.etag"]) {
      return [412, { error: { code: "Internal_EntityChanged", message: "Another user has changed it." } }];
    }
    if (method === "PATCH") return [200, this.store(id!, this.rewrite({ ...current, ...fields }))];
    if (method === "DELETE") {
      this.records.delete(id!);
      return [204, undefined];
    }
    return [405, { error: { code: "BadRequest_MethodNotAllowed", message: "Not allowed." } }];
  }
}
