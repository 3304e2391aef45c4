import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { HttpClient } from "../../../../src/core/http/http-client";
import { collect, pagedItems } from "../../../../src/core/clients/paging";
import { FakeClock } from "../../../support/fake-clock";
import { PEAK_MEMORY_SCRIPT, transpileTree } from "../../../support/transpiled";

// What an answer may cost is bounded: its size while it streams in, one deadline per attempt for
// headers and body together, and the pages of one listing.
const TOKEN = "bounds-secret-token";
let server: Server;
let url = "";
let handler: (res: ServerResponse) => void = (res) => res.end("{}");

beforeAll(async () => {
  server = createServer((_req, res) => handler(res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
afterEach(() => server.closeAllConnections());

function client(options: { timeoutMs?: number; maxResponseBytes?: number } = {}): HttpClient {
  return new HttpClient({
    credential: { header: "authorization", scheme: "Bearer", secret: TOKEN },
    settingNames: { url: "recordsUrl", credential: "recordsToken" },
    clock: new FakeClock(),
    retry: { maxAttempts: 2 },
    ...options,
  });
}

const get = (c: HttpClient) =>
  c.send({ operation: "test.list", method: "GET", url: `${url}/big`, idempotent: true });

/** Streams `total` bytes of spaces in 1 MiB pieces, waiting for the socket to take each one. */
function streamSpaces(total: number): (res: ServerResponse) => void {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += piece.length;
        if (!res.write(piece)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("close", () => (sent = total));
    pump();
  };
}

describe("a bound on an answer's size", () => {
  it("refuses a body past the bound while it streams in, as ResponseTooLarge, without asking again", async () => {
    let asked = 0;
    const stream = streamSpaces(64 * 1024 * 1024);
    handler = (res) => {
      asked += 1;
      stream(res);
    };
    const error = await get(client({ maxResponseBytes: 4 * 1024 * 1024 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "ResponseTooLarge", operation: "test.list" });
    expect(String(error)).toMatch(/larger than 4194304 bytes.*bizops:maxResponseMegabytes/);
    expect(asked).toBe(1);
  });

  it("keeps a body within the bound", async () => {
    handler = (res) => res.end(JSON.stringify({ value: "x".repeat(1000) }));
    await expect(get(client({ maxResponseBytes: 2000 }))).resolves.toMatchObject({ status: 200 });
  });

  const measurable = existsSync("/proc/self/status");
  (measurable ? it : it.skip)(
    "reads a 300 MB answer with the default bound in under 100 MB over the process's baseline",
    async () => {
      handler = streamSpaces(300 * 1024 * 1024);
      const folder = mkdtempSync(join(tmpdir(), "bizops-bounds-"));
      try {
        const entry = transpileTree(resolve(__dirname, "../../../../src/core/http/http-client.ts"), folder);
        const script = `
          ${PEAK_MEMORY_SCRIPT}
          const { HttpClient } = require(${JSON.stringify(entry)});
          const client = new HttpClient({
            credential: { header: "authorization", scheme: "Bearer", secret: "t" },
            settingNames: { url: "recordsUrl", credential: "recordsToken" },
          });
          // The baseline is a process that has loaded the HTTP library: what is measured is the answer.
          require("undici");
          const before = residentKiB();
          client.send({ operation: "test.list", method: "GET", url: ${JSON.stringify(`${url}/big`)}, idempotent: true })
            .then(() => "none", (error) => error.code ?? String(error))
            .then((code) => process.stdout.write(JSON.stringify({ code, peakGrowthMiB: peakGrowthMiB(before) })));`;
        const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
          // Asynchronous: this process serves the answer while the child reads it.
          const child = spawn(process.execPath, ["-e", script], {
            env: { ...process.env, NODE_PATH: resolve(__dirname, "../../../../node_modules") },
          });
          let stdout = "";
          let stderr = "";
          child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
          child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
          child.on("close", (status: number | null) => done({ status, stdout, stderr }));
        });
        expect(run.stderr).toBe("");
        const { code, peakGrowthMiB } = JSON.parse(run.stdout) as { code: string; peakGrowthMiB: number };
        expect(code).toBe("ResponseTooLarge");
        expect(peakGrowthMiB).toBeLessThan(100);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe("one deadline per attempt", () => {
  it("ends a body trickled a byte at a time at the deadline, as TimedOut, where per-chunk timeouts never would", async () => {
    let timer: NodeJS.Timeout | undefined;
    handler = (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("[");
      timer = setInterval(() => res.write(" "), 20);
      res.on("close", () => clearInterval(timer));
    };
    const error = await get(client({ timeoutMs: 300 })).catch((e: unknown) => e);
    clearInterval(timer);
    expect(error).toMatchObject({ code: "TimedOut", operation: "test.list", attempts: 2 });
    expect(String(error)).toMatch(/no complete answer within/);
  });

  it("ends an answer whose headers never come, as TimedOut", async () => {
    handler = () => undefined;
    const error = await get(client({ timeoutMs: 200 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "TimedOut" });
  });

  it("tells a create that timed out that it may have been applied", async () => {
    handler = () => undefined;
    const c = client({ timeoutMs: 200 });
    const error = await c
      .send({ operation: "test.create", method: "POST", url: `${url}/x`, body: {}, idempotent: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "TimedOut", attempts: 1 });
    expect(String(error)).toMatch(/may or may not have been applied/);
  });
});

describe("a bound on a listing's pages", () => {
  it("stops before the page past the bound, as TooManyPages, having asked for no more", async () => {
    let asked = 0;
    const page = async () => {
      asked += 1;
      return { value: [asked], nextLink: `${url}/page?skip=${asked}` };
    };
    const error = await collect(pagedItems("test.list", page, page, { maxPages: 5 })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "TooManyPages" });
    expect(String(error)).toMatch(/past 5 pages.*bizops:maxPages/);
    expect(asked).toBe(5);
  });
});
