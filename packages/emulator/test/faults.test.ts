import { startEmulator } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  createDisputeStatus,
  disputeStatusUrl,
  errorOf,
  useEmulator,
} from "./support/emulator-client";

const emulator = useEmulator();

async function arm(rules: unknown): Promise<void> {
  const reply = await admin(emulator, "POST", "faults", rules);
  expect(reply.status).toBe(204);
}

describe("fault injection", () => {
  it("answers 429 TooManyRequests with Retry-After for the armed number of requests, then expires", async () => {
    await arm({ status: 429, retryAfter: "2", times: 2 });
    const first = await call("GET", disputeStatusUrl(emulator));
    const second = await call("GET", disputeStatusUrl(emulator));
    const third = await call("GET", disputeStatusUrl(emulator));
    for (const reply of [first, second]) {
      expect(reply.status).toBe(429);
      expect(reply.headers.get("retry-after")).toBe("2");
      expect(errorOf(reply).code).toBe("TooManyRequests");
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    }
    expect(third.status).toBe(200);
  });

  it.each([
    [500, "InternalServerError"],
    [502, "BadGateway"],
    [503, "ServiceUnavailable"],
    [504, "GatewayTimeout"],
  ])("answers %i with the service's error body code %s", async (status, code) => {
    await arm({ status, times: 1 });
    const reply = await call("GET", disputeStatusUrl(emulator));
    expect(reply.status).toBe(status);
    expect(errorOf(reply).code).toBe(code);
    expect(reply.headers.get("retry-after")).toBeNull();
  });

  it("applies before authentication, so a request without a token still gets the fault", async () => {
    await arm({ status: 503, times: 1 });
    const reply = await call("GET", disputeStatusUrl(emulator), { token: null });
    expect(reply.status).toBe(503);
  });

  it("drops the connection when a drop fault is armed", async () => {
    await arm({ drop: true, times: 1 });
    // fetch's TypeError comes from another realm than jest's, so match the message instead.
    await expect(fetch(disputeStatusUrl(emulator))).rejects.toThrow("fetch failed");
    expect((await call("GET", disputeStatusUrl(emulator))).status).toBe(200);
  });

  it("delays a request by latencyMs, then answers it normally", async () => {
    await arm({ latencyMs: 40, times: 1 });
    const started = Date.now();
    const reply = await call("GET", disputeStatusUrl(emulator));
    expect(reply.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it("combines latency with a status", async () => {
    await arm({ latencyMs: 20, status: 503, times: 1 });
    const started = Date.now();
    expect((await call("GET", disputeStatusUrl(emulator))).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it("only touches requests that match method and pathIncludes", async () => {
    await arm({ method: "patch", pathIncludes: "disputeStatus(", status: 503, times: 1 });
    const created = await createDisputeStatus(emulator, "MATCH");
    expect((await call("GET", disputeStatusUrl(emulator, String(created.id)))).status).toBe(200);
    const url = disputeStatusUrl(emulator, String(created.id));
    const patch = await call("PATCH", url, { body: { displayName: "x" }, headers: { "If-Match": "*" } });
    expect(patch.status).toBe(503);
  });

  it("plays rules in the order they were armed", async () => {
    await arm([
      { status: 503, times: 1 },
      { status: 429, retryAfter: "1", times: 1 },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call("GET", disputeStatusUrl(emulator))).status);
    expect(statuses).toEqual([503, 429, 200]);
  });

  it("clears armed rules on DELETE /_admin/faults", async () => {
    await arm({ status: 503, times: 5 });
    expect((await admin(emulator, "DELETE", "faults")).status).toBe(204);
    expect((await call("GET", disputeStatusUrl(emulator))).status).toBe(200);
  });

  it("leaves admin routes alone", async () => {
    await arm({ status: 503, times: 1 });
    expect((await admin(emulator, "GET", "requests")).status).toBe(200);
    expect((await call("GET", disputeStatusUrl(emulator))).status).toBe(503);
  });

  it("counts faulted and dropped requests", async () => {
    await arm([
      { status: 429, times: 1 },
      { drop: true, times: 1 },
    ]);
    await call("GET", disputeStatusUrl(emulator));
    await expect(fetch(disputeStatusUrl(emulator))).rejects.toThrow();
    const counts = await admin(emulator, "GET", "requests");
    expect(counts.body).toEqual({ total: 2, byRoute: { "GET disputeStatus": 2 } });
  });

  it.each([
    ["without times", { status: 503 }],
    ["with times 0", { status: 503, times: 0 }],
    ["with an unknown property", { status: 503, times: 1, colour: "red" }],
    ["with a status that is not an error", { status: 200, times: 1 }],
    ["with a mistyped field", { drop: "yes", times: 1 }],
    ["that is not an object", [42]],
  ])("refuses a rule %s with 400", async (_label, rule) => {
    const reply = await admin(emulator, "POST", "faults", rule);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
  });

  it("lets close() finish while a long latency fault is pending", async () => {
    const short = await startEmulator();
    await call("POST", `${short.url}/_admin/faults`, { token: null, body: { latencyMs: 60_000, times: 1 } });
    const pending = fetch(disputeStatusUrl(short)).then(
      () => "answered",
      (error: Error) => error.message,
    );
    // Closed once the request is in, so that close() meets its latency wait however slow the start.
    while ((await admin(short, "GET", "requests")).body.total === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const started = Date.now();
    await short.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe("fetch failed");
  });
});
