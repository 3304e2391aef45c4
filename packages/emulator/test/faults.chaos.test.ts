import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { parseCliOptions } from "../src/cli";
import { admin, call, COMPANY, disputeStatusUrl, errorOf, useEmulator } from "./support/emulator-client";

const emulator = useEmulator();

async function arm(body: unknown): Promise<void> {
  const reply = await admin(emulator, "POST", "faults", body);
  expect(reply.status).toBe(204);
}

/** The status of each of `n` reads in turn; 0 for a dropped connection. */
async function statuses(target: Emulator, n: number, company = COMPANY): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    out.push(
      await call("GET", disputeStatusUrl(target, undefined, company)).then(
        (r) => r.status,
        () => 0,
      ),
    );
  }
  return out;
}

async function codes(): Promise<string[]> {
  const reply = await call("GET", disputeStatusUrl(emulator));
  return (reply.body.value as Array<{ code: string }>).map((record) => record.code);
}

describe("faults with a probability", () => {
  it("meets each matching request with the given chance, the same way again for the same seed", async () => {
    await arm({ seed: 42, rules: [{ status: 503, probability: 0.5 }] });
    const first = await statuses(emulator, 20);
    await admin(emulator, "DELETE", "faults");
    await arm({ seed: 42, rules: [{ status: 503, probability: 0.5 }] });
    const again = await statuses(emulator, 20);
    expect(again).toEqual(first);
    expect(first).toContain(503);
    expect(first).toContain(200);
  });

  it("never meets a request with probability 0, and lasts without times", async () => {
    await arm({ rules: [{ status: 503, probability: 0 }], seed: 1 });
    expect(await statuses(emulator, 5)).toEqual([200, 200, 200, 200, 200]);
    await admin(emulator, "DELETE", "faults");
    await arm({ status: 503, probability: 1 });
    expect(await statuses(emulator, 3)).toEqual([503, 503, 503]);
  });

  it.each([
    ["a probability above 1", { status: 503, probability: 1.5 }],
    ["afterApply without a way to lose the answer", { afterApply: true, times: 1 }],
    ["afterApply with a 4xx", { afterApply: true, status: 429, times: 1 }],
    ["a seed that is not a whole number", { seed: "x", rules: [] }],
  ])("refuses %s with 400", async (_label, body) => {
    const reply = await admin(emulator, "POST", "faults", body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
  });
});

describe("faults after the write is applied", () => {
  it("creates the record, then drops the connection", async () => {
    await arm({ method: "POST", afterApply: true, drop: true, times: 1 });
    const lost = call("POST", disputeStatusUrl(emulator), { body: { code: "LOST", displayName: "Lost" } });
    await expect(lost).rejects.toThrow("fetch failed");
    expect(await codes()).toEqual(["LOST"]);
  });

  it("creates the record, then answers 500 instead of 201", async () => {
    await arm({ method: "POST", afterApply: true, status: 500, times: 1 });
    const reply = await call("POST", disputeStatusUrl(emulator), {
      body: { code: "FIVE", displayName: "x" },
    });
    expect(reply.status).toBe(500);
    expect(errorOf(reply).code).toBe("InternalServerError");
    expect(await codes()).toEqual(["FIVE"]);
  });
});

describe("chaos", () => {
  it("faults every service request at rate 1, and leaves the admin routes alone", async () => {
    const chaotic = await startEmulator({ chaos: { rate: 1, seed: 7 } });
    try {
      const seen = await statuses(chaotic, 30, "5d115c9c-44e3-ea11-bb43-000d3a2feca1");
      expect(seen.filter((status) => status === 200)).toEqual([]);
      expect(new Set(seen)).toEqual(new Set([0, 429, 500, 502, 503, 504]));
      expect((await call("GET", `${chaotic.url}/_admin/requests`, { token: null })).status).toBe(200);
    } finally {
      await chaotic.close();
    }
  });

  it("plays the same faults again for the same seed", async () => {
    const runs: number[][] = [];
    for (let i = 0; i < 2; i += 1) {
      const chaotic = await startEmulator({ chaos: { rate: 0.3, seed: 42 } });
      runs.push(await statuses(chaotic, 25, "5d115c9c-44e3-ea11-bb43-000d3a2feca1"));
      await chaotic.close();
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]).toContain(200);
    expect(runs[0]!.some((status) => status !== 200)).toBe(true);
  });

  it("is set from the command line with --chaos and --chaos-seed", () => {
    expect(parseCliOptions(["--chaos", "0.1", "--chaos-seed", "42"], {})).toEqual({
      port: 8787,
      chaos: { rate: 0.1, seed: 42 },
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_CHAOS: "0.03" })).toEqual({
      port: 8787,
      chaos: { rate: 0.03 },
    });
    expect(() => parseCliOptions(["--chaos", "2"], {})).toThrow(/invalid --chaos '2'/);
    expect(() => parseCliOptions(["--chaos-seed", "1"], {})).toThrow(/--chaos-seed needs --chaos/);
  });
});
