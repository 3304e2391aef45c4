import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the fake. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What the fake received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Route = (request: Received) => Answer | undefined;

export const SANDBOX = "00000000-0000-0000-0000-00000000000a";
export const PRODUCTION = "00000000-0000-0000-0000-00000000000b";
export const UDE = "00000000-0000-0000-0000-00000000000c";
export const OPERATION = "11111111-2222-4333-8444-555555555555";

/** An environment as the environments route answers it. */
export function environment(id: string, type: string, deployment?: string, geo = "europe") {
  return {
    id,
    displayName: `env-${id.slice(-1)}`,
    type,
    geo,
    ...(deployment
      ? { finOpsMetadata: { id: "lcs-id", type: "Internal", url: "https://x.operations.dynamics.com" } }
      : {}),
    deployment,
  };
}

/**
 * A loopback Power Platform API answering by route: environments (with their F&O deployment
 * type), operations, copy and restore starts; each test overrides what it needs with `on`.
 */
export class FakePowerPlatform {
  readonly received: Received[] = [];
  environments = new Map<string, ReturnType<typeof environment>>();
  operations: Record<string, unknown>[] = [];
  private routes: Route[] = [];
  private server: Server | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const text = Buffer.concat(chunks).toString();
        const received: Received = {
          method: req.method ?? "",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        };
        this.received.push(received);
        const answer = this.answer(received);
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Starts over: the given environments, no operations, no overrides, nothing received. */
  reset(...environments: ReturnType<typeof environment>[]): void {
    this.environments = new Map(environments.map((env) => [env.id, env]));
    this.operations = [];
    this.routes = [];
    this.received.length = 0;
  }

  /** Answers requests `route` answers before the defaults. */
  on(route: Route): void {
    this.routes.push(route);
  }

  /** The requests that could start or change something. */
  get writes(): Received[] {
    return this.received.filter((r) => r.method !== "GET");
  }

  private answer(request: Received): Answer {
    for (const route of this.routes) {
      const answer = route(request);
      if (answer !== undefined) return answer;
    }
    const env = /^\/environmentmanagement\/environments\/([^/]+)$/.exec(request.path);
    if (env && request.method === "GET") {
      const found = this.environments.get(env[1]!);
      return found ? { status: 200, body: found } : { status: 404 };
    }
    const props = /^\/dynamics\/environments\/([^/]+)\/finopsproperties$/.exec(request.path);
    if (props) {
      const found = this.environments.get(props[1]!);
      return found?.deployment
        ? { status: 200, body: { deploymentType: found.deployment } }
        : { status: 404 };
    }
    if (/\/operations$/.test(request.path)) return { status: 200, body: { collection: this.operations } };
    const op = /\/operations\/([^/]+)$/.exec(request.path);
    if (op) return { status: 200, body: { operationId: op[1], status: "Succeeded" } };
    const start = /^\/environmentmanagement\/environments\/([^/]+)\/(copy|restore)$/.exec(request.path);
    if (start && request.method === "POST") {
      if (request.query.get("ValidateOnly") === "true") return { status: 202 };
      const location = `${this.url}/environmentmanagement/environments/${start[1]}/operations/${OPERATION}?api-version=2024-10-01`;
      return { status: 202, headers: { "operation-location": location, location, "retry-after": "5" } };
    }
    return { status: 404 };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
