/**
 * Eight stacks under one identity against one emulator that enforces Business Central's per-user
 * limits, scaled down: each stack is a provider process of its own (its own copy of the modules,
 * so its own concurrency slots and stack config), creating dispute statuses all at once. The
 * stacks together overrun the queue and then the window; every create still succeeds on its first
 * call, and the emulator holds each record once.
 */
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import type { disputeStatusProvider as Provider } from "../../../support/record-providers";
import type { configureProvider as Configure } from "../../../../src/core/provider/provider-config";
import { EmulatorAdmin } from "../../../support/emulator-admin";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
// Eight stacks of five slots send 40 requests at once, beyond the 5 + 20 the queue takes, and 80
// creates overrun a window of 40: both refusals happen; more records would only add cool-offs.
const STACKS = 8;
const CREATES_PER_STACK = 10;

jest.setTimeout(90_000);

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    limits: {
      concurrency: 5,
      queue: 20,
      windowMs: 2_000,
      windowBudget: 40,
      minLatencyMs: 40,
      maxLatencyMs: 120,
      seed: 7,
    },
    // One page holds every record, for the check at the end.
    recordsPageSize: 1000,
  });
});
afterAll(() => emulator.close());

/** A provider process of one stack: the modules loaded apart, configured as its stack config says. */
function stackProvider(config: Record<string, string>): typeof Provider {
  let provider: typeof Provider | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a module registry of its own per stack */
    const { configureProvider } = require("../../../../src/core/provider/provider-config") as {
      configureProvider: typeof Configure;
    };
    ({ disputeStatusProvider: provider } = require("../../../support/record-providers") as {
      disputeStatusProvider: typeof Provider;
    });
    /* eslint-enable @typescript-eslint/no-require-imports */
    configureProvider({ get: (key) => config[key] });
  });
  return provider!;
}

/**
 * The dispute statuses, read with a token of another user: the stacks' user may still be at the
 * end of its window.
 */
async function listAsAnotherUser(): Promise<Array<Record<string, unknown>>> {
  const minted = await fetch(`${emulator.url}/_admin/identity/federated-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subject: "checker", audience: "https://api.businesscentral.dynamics.com" }),
  });
  const { token } = (await minted.json()) as { token: string };
  const answer = await fetch(`${emulator.url}/api/v2.0/companies(${COMPANY})/disputeStatus`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { value: Array<Record<string, unknown>> }).value;
}

describe("eight stacks under one identity within the records service's limits", () => {
  it("creates every record on the first call, each once, through the 429s of the queue and the window", async () => {
    const config = {
      "bizops:recordsUrl": emulator.url,
      "bizops:recordsToken": EMULATOR_DEFAULT_TOKENS.records,
      // Outlasts the 2-second window with room for the cool-off's doubling.
      "bizops:retryMaxElapsedSeconds": "40",
    };
    const stacks = Array.from({ length: STACKS }, () => stackProvider(config));
    const started = Date.now();
    const created = await Promise.allSettled(
      stacks.flatMap((provider, stack) =>
        Array.from({ length: CREATES_PER_STACK }, (_, n) =>
          provider.create({
            companyId: COMPANY,
            code: `S${stack}-${n}`,
            displayName: `Stack ${stack} status ${n}`,
            __provider: PROVIDER,
          }),
        ),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const failures = created.filter((result) => result.status === "rejected");
    expect(failures).toEqual([]);

    const admin = new EmulatorAdmin(emulator.url);
    const records = (await listAsAnotherUser()).filter((record) => /^S\d-\d+$/.test(String(record.code)));
    const codes = records.map((record) => String(record.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(STACKS * CREATES_PER_STACK);

    const { byRoute } = await admin.requests();
    const posts = byRoute["POST disputeStatus"] ?? 0;
    // Every POST beyond one per record was refused with 429 (nothing else fails here).
    const throttled = posts - STACKS * CREATES_PER_STACK;
    process.stdout.write(
      `${STACKS} stacks, ${STACKS * CREATES_PER_STACK} creates in ${seconds.toFixed(1)} s; ` +
        `${throttled} answers 429; requests: ${JSON.stringify(byRoute)}\n`,
    );
    expect(throttled).toBeGreaterThan(0);
  });
});
