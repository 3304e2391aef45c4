/**
 * Eight stacks under one identity, through the real Pulumi CLI, updated all at once against one
 * emulator that enforces Business Central's per-user limits, scaled down: each stack's provider
 * process keeps within its own slots, together they overrun the service's queue and window, and
 * still every record is created by the first `up`, once.
 */
import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  startEmulator,
  type Emulator,
} from "../../src/emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir } from "./harness";

const STACKS = 8;
const RECORDS_PER_STACK = 40;

// Packing, installing, then eight `up`s at once on a small machine.
jest.setTimeout(480_000);

const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const prefix = cfg.require("prefix");
for (let n = 0; n < cfg.requireNumber("count"); n++) {
  new bizops.records.DisputeStatus(\`status-\${n}\`, {
    companyId: cfg.require("companyId"),
    code: \`\${prefix}-\${n}\`,
    displayName: \`Status \${n} of \${prefix}\`,
  });
}
`;

describeWithPulumi("many stacks under one identity through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let program: ProgramDir;

  beforeAll(async () => {
    emulator = await startEmulator({
      limits: {
        concurrency: 5,
        queue: 20,
        windowMs: 10_000,
        windowBudget: 200,
        minLatencyMs: 40,
        maxLatencyMs: 120,
        seed: 7,
      },
      recordsPageSize: 1000,
    });
    program = new ProgramDir().install(PROGRAM);
    // One at a time: each run of the CLI writes the project's workspace settings.
    for (let stack = 0; stack < STACKS; stack++) {
      await program.run("config", `s${stack}`, [
        "--json",
        JSON.stringify({
          "bizops:recordsUrl": emulator.url,
          "bizops:recordsToken": { value: EMULATOR_DEFAULT_TOKENS.records, secret: true },
          // Outlasts the 10-second window with room for the cool-off's doubling.
          "bizops:retryMaxElapsedSeconds": "90",
          "e2e:companyId": DEFAULT_COMPANY_ID,
          "e2e:prefix": `S${stack}`,
          "e2e:count": String(RECORDS_PER_STACK),
        }),
      ]);
    }
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("creates every record on the first up of each stack, each once, through the 429s", async () => {
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: STACKS }, (_, stack) => program.run("up", `s${stack}`, ["--parallel", "32"])),
    );
    const seconds = (Date.now() - started) / 1000;
    for (const result of results) expect(result.summary).toMatchObject({ create: RECORDS_PER_STACK + 1 });

    const admin = new EmulatorAdmin(emulator.url);
    const { byRoute } = await admin.requests();
    // Read as another user: the stacks' user may still be at the end of its window.
    const minted = await fetch(`${emulator.url}/_admin/identity/federated-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "checker", audience: "https://api.businesscentral.dynamics.com" }),
    });
    const { token } = (await minted.json()) as { token: string };
    const answer = await fetch(`${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/disputeStatus`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const codes = ((await answer.json()) as { value: Array<{ code: string }> }).value
      .map((record) => record.code)
      .filter((code) => /^S\d-\d+$/.test(code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(STACKS * RECORDS_PER_STACK);

    const throttled = (byRoute["POST disputeStatus"] ?? 0) - STACKS * RECORDS_PER_STACK;
    process.stdout.write(
      `${STACKS} stacks, ${STACKS * RECORDS_PER_STACK} records in ${seconds.toFixed(1)} s; ` +
        `${throttled} answers 429; requests: ${JSON.stringify(byRoute)}\n`,
    );
    expect(throttled).toBeGreaterThan(0);
  });
});
