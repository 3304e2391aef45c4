import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Clock } from "../../../../src/core/http/clock";
import { HttpClient } from "../../../../src/core/http/http-client";
import { RequestSlots, sharedRequestSlots } from "../../../../src/core/http/request-slots";
import type { TokenSource } from "../../../../src/core/identity/token-source";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { RecordsClient } from "../../../../src/records/client/records-client";

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("RequestSlots", () => {
  it("hands slots out first come, first served, and the limit's worth at once", async () => {
    const slots = new RequestSlots(2);
    const order: number[] = [];
    const releases = await Promise.all([slots.acquire(), slots.acquire()]);
    const later = [3, 4, 5].map((n) => slots.acquire().then((release) => (order.push(n), release)));
    await settle();
    expect(order).toEqual([]);
    expect(slots.queued).toBe(3);
    releases[0]();
    await settle();
    expect(order).toEqual([3]);
    releases[1]();
    releases[1](); // a second release gives nothing back
    await settle();
    expect(order).toEqual([3, 4]);
    (await later[0]!)();
    await settle();
    expect(order).toEqual([3, 4, 5]);
  });

  it("gives up the place in the queue when the signal aborts", async () => {
    const slots = new RequestSlots(1);
    const release = await slots.acquire();
    const abort = new AbortController();
    const waiting = slots.acquire(abort.signal);
    abort.abort(new Error("stopped"));
    await expect(waiting).rejects.toThrow("stopped");
    expect(slots.queued).toBe(0);
    release();
    await expect(slots.acquire()).resolves.toBeInstanceOf(Function);
  });

  it("is shared per origin and credential in the process, at the lowest limit asked", () => {
    const source = { description: "an identity" } as TokenSource;
    const first = sharedRequestSlots("https://a.example", "token-shared-1", 5);
    expect(sharedRequestSlots("https://a.example", "token-shared-1", 3)).toBe(first);
    expect(first.limit).toBe(3);
    expect(sharedRequestSlots("https://a.example", "token-shared-1", 8).limit).toBe(3);
    expect(sharedRequestSlots("https://b.example", "token-shared-1", 5)).not.toBe(first);
    expect(sharedRequestSlots("https://a.example", "token-shared-2", 5)).not.toBe(first);
    const ofSource = sharedRequestSlots("https://a.example", source, 5);
    expect(sharedRequestSlots("https://a.example", source, 5)).toBe(ofSource);
    expect(ofSource).not.toBe(first);
  });
});

/** A loopback server that holds each request a while, counting how many are in flight. */
class CountingServer {
  inFlight = 0;
  maxInFlight = 0;
  readonly arrivals: string[] = [];
  /** Answers by path; 200 `{}` otherwise. */
  readonly statuses = new Map<string, number[]>();
  holdMs = 30;
  /**
   * While above 0, no request is answered until this many are in flight at once: a test that
   * expects that many together sees them on a loaded machine too, where a first answer could
   * otherwise leave before the last of them arrives.
   */
  answerOnceInFlight = 0;
  private readonly held: Array<() => void> = [];
  private server: Server | undefined;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      this.arrivals.push(`${req.method} ${req.url}`);
      const status = this.statuses.get(req.url ?? "")?.shift() ?? 200;
      this.held.push(() =>
        setTimeout(() => {
          this.inFlight -= 1;
          res.writeHead(status, { "content-type": "application/json" });
          res.end("{}");
        }, this.holdMs),
      );
      if (this.inFlight < this.answerOnceInFlight) return;
      this.answerOnceInFlight = 0;
      for (const answer of this.held.splice(0)) answer();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.maxInFlight = 0;
    this.answerOnceInFlight = 0;
    this.arrivals.length = 0;
    this.statuses.clear();
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

const server = new CountingServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

let tokens = 0;
/** A token no other test uses, so each test has slots of its own. */
const freshToken = () => `slots-test-token-${++tokens}`;

function clientFor(token: string, limit: number | undefined, clock?: Clock) {
  return new HttpClient({
    credential: { header: "authorization", scheme: "Bearer", secret: token },
    settingNames: { url: "recordsUrl", credential: "recordsToken" },
    maxConcurrentRequests: limit,
    random: () => 0.5,
    ...(clock === undefined ? {} : { clock }),
  });
}

const get = (client: HttpClient, path: string) =>
  client.send({ operation: "test.get", method: "GET", url: `${server.url}${path}`, idempotent: true });
const post = (client: HttpClient, path: string) =>
  client.send({
    operation: "test.create",
    method: "POST",
    url: `${server.url}${path}`,
    body: {},
    idempotent: false,
  });

describe("HttpClient with a concurrency limit", () => {
  it("keeps every client of one credential within one limit together", async () => {
    const token = freshToken();
    const clients = [clientFor(token, 5), clientFor(token, 5), clientFor(token, 5)];
    server.answerOnceInFlight = 5;
    await Promise.all(Array.from({ length: 24 }, (_, i) => get(clients[i % 3]!, `/r/${i}`)));
    expect(server.maxInFlight).toBe(5);
  });

  it("gives another credential slots of its own", async () => {
    const first = clientFor(freshToken(), 2);
    const second = clientFor(freshToken(), 2);
    server.answerOnceInFlight = 4;
    await Promise.all(Array.from({ length: 8 }, (_, i) => get(i % 2 === 0 ? first : second, `/r/${i}`)));
    expect(server.maxInFlight).toBe(4);
  });

  it("sends without limit when none is set", async () => {
    const client = clientFor(freshToken(), undefined);
    server.answerOnceInFlight = 8;
    await Promise.all(Array.from({ length: 8 }, (_, i) => get(client, `/r/${i}`)));
    expect(server.maxInFlight).toBe(8);
  });

  it("releases the slot while a request cools off after a 429", async () => {
    let wake: (() => void) | undefined;
    const clock = {
      now: () => Date.now(),
      sleep: () => new Promise<void>((resolve) => (wake = resolve)),
    };
    const client = clientFor(freshToken(), 1, clock);
    server.statuses.set("/throttled", [429]);
    const throttled = get(client, "/throttled");
    while (wake === undefined) await settle();
    // The throttled request sleeps: with one slot, another request goes through meanwhile.
    await expect(get(client, "/other")).resolves.toMatchObject({ status: 200 });
    wake();
    await expect(throttled).resolves.toMatchObject({ status: 200 });
    expect(server.arrivals).toEqual(["GET /throttled", "GET /other", "GET /throttled"]);
  });

  it("lets a write that asked during a listing go before the listing's next page", async () => {
    const client = clientFor(freshToken(), 1);
    const listing = (async () => {
      for (const page of [1, 2, 3]) await get(client, `/list?page=${page}`);
    })();
    while (server.arrivals.length === 0) await settle();
    const write = post(client, "/write");
    await Promise.all([listing, write]);
    expect(server.arrivals).toEqual([
      "GET /list?page=1",
      "POST /write",
      "GET /list?page=2",
      "GET /list?page=3",
    ]);
  });
});

describe("the records client's concurrency limit", () => {
  const limitOf = (client: object) =>
    (client as unknown as { http: { options: { maxConcurrentRequests?: number } } }).http.options
      .maxConcurrentRequests;
  const env = { BIZOPS_RECORDS_URL: "https://records.example", BIZOPS_RECORDS_TOKEN: "a-token" };

  it("is 5 by default and bizops:recordsMaxConcurrentRequests sets it", () => {
    expect(limitOf(RecordsClient.fromSources({ env }))).toBe(5);
    const set = { env: { ...env, BIZOPS_RECORDS_MAX_CONCURRENT_REQUESTS: "2" } };
    expect(limitOf(RecordsClient.fromSources(set))).toBe(2);
  });

  it("does not limit the other services", () => {
    const lifecycle = {
      BIZOPS_LIFECYCLE_URL: "https://lifecycle.example",
      BIZOPS_LIFECYCLE_TOKEN: "a-token",
      BIZOPS_RECORDS_MAX_CONCURRENT_REQUESTS: "2",
    };
    expect(limitOf(LifecycleClient.fromSources({ env: lifecycle }))).toBeUndefined();
  });
});
