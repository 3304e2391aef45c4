import { DEFAULT_COMPANY_ID, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { RequestLimits, type Release } from "../../src/records/limits";
import { parseCliOptions } from "../../src/cli";

const RECORDS_AUDIENCE = "https://api.businesscentral.dynamics.com";
const STATIC_TOKEN = "emulator-records-token";

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("RequestLimits", () => {
  it("makes the request beyond the concurrency wait until a slot is released", async () => {
    const limits = new RequestLimits({ concurrency: 5, queue: 95 });
    const running = await Promise.all([1, 2, 3, 4, 5].map(() => limits.admit("user")));
    let sixth: Release | undefined;
    const waiting = limits.admit("user").then((release) => (sixth = release));
    await settle();
    expect(sixth).toBeUndefined();
    running[0]!();
    await waiting;
    expect(sixth).toBeDefined();
  });

  it("refuses with 429 and no Retry-After when the queue is full", async () => {
    const limits = new RequestLimits({ concurrency: 1, queue: 1 });
    await limits.admit("user");
    void limits.admit("user");
    await expect(limits.admit("user")).rejects.toMatchObject({
      status: 429,
      code: "Application_TooManyRequests",
      headers: {},
    });
  });

  it("refuses once the window's budget is spent, until the oldest request leaves the window", async () => {
    let now = 0;
    const limits = new RequestLimits({ windowMs: 1000, windowBudget: 2 }, () => now);
    (await limits.admit("user"))();
    now = 400;
    (await limits.admit("user"))();
    now = 999;
    await expect(limits.admit("user")).rejects.toMatchObject({ status: 429 });
    now = 1000;
    (await limits.admit("user"))();
    await expect(limits.admit("user")).rejects.toMatchObject({ status: 429 });
    now = 1400;
    await expect(limits.admit("user")).resolves.toBeInstanceOf(Function);
  });

  it("counts each caller apart: one caller's use does not limit another", async () => {
    const limits = new RequestLimits({ concurrency: 1, queue: 0, windowBudget: 1 });
    await limits.admit("first");
    await expect(limits.admit("first")).rejects.toMatchObject({ status: 429 });
    await expect(limits.admit("second")).resolves.toBeInstanceOf(Function);
  });

  it("refuses limits that are not whole numbers in range", () => {
    expect(() => new RequestLimits({ concurrency: 0 })).toThrow(RangeError);
    expect(() => new RequestLimits({ minLatencyMs: 20, maxLatencyMs: 10 })).toThrow(RangeError);
  });
});

describe("the emulator with limits", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({
      limits: { concurrency: 1, queue: 1, windowBudget: 50, minLatencyMs: 150, maxLatencyMs: 150 },
    });
  });
  afterAll(() => emulator.close());

  const list = (token: string) =>
    fetch(`${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/disputeStatus`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it("answers the request beyond the queue 429 Application_TooManyRequests without Retry-After", async () => {
    const answers = await Promise.all([list(STATIC_TOKEN), list(STATIC_TOKEN), list(STATIC_TOKEN)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get("retry-after")).toBeNull();
    expect(await refused.json()).toMatchObject({ error: { code: "Application_TooManyRequests" } });
  });

  it("counts the requests it accepted and refused, and their median processing time, until counted from zero", async () => {
    await fetch(`${emulator.url}/_admin/limits`, { method: "DELETE" });
    const answers = await Promise.all([list(STATIC_TOKEN), list(STATIC_TOKEN), list(STATIC_TOKEN)]);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    const counts = await (await fetch(`${emulator.url}/_admin/limits`)).json();
    expect(counts).toEqual({ accepted: 2, refused: 1, medianLatencyMs: 150 });
    await fetch(`${emulator.url}/_admin/limits`, { method: "DELETE" });
    expect(await (await fetch(`${emulator.url}/_admin/limits`)).json()).toEqual({
      accepted: 0,
      refused: 0,
      medianLatencyMs: 0,
    });
  });

  it("limits an Entra identity apart from the static token", async () => {
    const minted = await fetch(`${emulator.url}/_admin/identity/federated-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "another-user", audience: RECORDS_AUDIENCE }),
    });
    const { token } = (await minted.json()) as { token: string };
    const answers = await Promise.all([list(STATIC_TOKEN), list(STATIC_TOKEN), list(token), list(token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it("does not limit the default mode", async () => {
    const plain = await startEmulator();
    try {
      const url = `${plain.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/disputeStatus`;
      const headers = { authorization: `Bearer ${STATIC_TOKEN}` };
      const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(url, { headers })));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(await (await fetch(`${plain.url}/_admin/limits`)).json()).toMatchObject({ refused: 0 });
    } finally {
      await plain.close();
    }
  });
});

describe("bizops-emulator --limits", () => {
  it("takes business-central as the service's figures", () => {
    expect(parseCliOptions(["--limits", "business-central"], {}).limits).toMatchObject({
      concurrency: 5,
      queue: 95,
      windowMs: 300_000,
      windowBudget: 6000,
    });
  });

  it("refuses an unknown name", () => {
    expect(() => parseCliOptions(["--limits", "toString"], {})).toThrow(/invalid --limits/);
  });
});
