/**
 * Eight stacks under one identity, through the real Pulumi CLI, updated all at once against one
 * emulator that enforces Business Central's per-user limits, scaled down: each stack's provider
 * process keeps within its own slots, together they overrun the service's queue and window, and
 * still every record is created by the first `up`, once; a preview of each then shows no change,
 * and a refresh of all at once changes nothing.
 */
import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir } from "./support/harness";

const STACKS = 8;
const STATUSES_PER_STACK = 60;
const MEMOS_PER_STACK = 3;
/** Every resource of a stack's state: its records and the stack itself. */
const RESOURCES_PER_STACK = STATUSES_PER_STACK + MEMOS_PER_STACK + 1;

// Packing, installing, then eight `up`s, previews and refreshes at once on a small machine.
jest.setTimeout(480_000);

// Each stack's records are named by the stack, so eight stacks need no config of their own; the
// memos' vendor is one the emulator seeds in its default company.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const companyId = ${JSON.stringify(DEFAULT_COMPANY_ID)};
const prefix = pulumi.getStack().toUpperCase();
for (let n = 0; n < ${STATUSES_PER_STACK}; n++) {
  new bizops.records.DisputeStatus(\`status-\${n}\`, {
    companyId,
    code: \`\${prefix}-\${n}\`,
    displayName: \`Status \${n} of \${prefix}\`,
  });
}
for (let n = 0; n < ${MEMOS_PER_STACK}; n++) {
  new bizops.records.PurchaseCreditMemo(\`memo-\${n}\`, {
    companyId,
    vendorNumber: "V10000",
    vendorCreditMemoNumber: \`\${prefix}-M\${n}\`,
  });
}
`;

/** The records settings of every stack, as the environment of its runs. */
const SETTINGS = (url: string): Record<string, string> => ({
  BIZOPS_RECORDS_URL: url,
  BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
  // Outlasts several 20-second windows with room for the cool-off's doubling.
  BIZOPS_RETRY_MAX_ELAPSED_SECONDS: "120",
});

describeWithPulumi("many stacks under one identity through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let program: ProgramDir;
  const stacks = Array.from({ length: STACKS }, (_, stack) => `s${stack}`);
  const atOnce = <T>(run: (stack: string) => Promise<T>): Promise<T[]> => Promise.all(stacks.map(run));

  /**
   * One field of every record of a collection, as the public API lists it to another user: the
   * stacks' user may still be at the end of its window, and the admin routes read records one by one.
   */
  async function listed(collection: string, field: string): Promise<string[]> {
    const minted = await fetch(`${emulator.url}/_admin/identity/federated-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "checker", audience: "https://api.businesscentral.dynamics.com" }),
    });
    const { token } = (await minted.json()) as { token: string };
    const answer = await fetch(`${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/${collection}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { value } = (await answer.json()) as { value: Array<Record<string, string>> };
    return value.map((record) => record[field] ?? "");
  }

  /** What the limits did since last asked (accepted, refused with 429, median time), counted from zero. */
  async function takeLimits(): Promise<{ accepted: number; refused: number }> {
    const counts = (await (await fetch(`${emulator.url}/_admin/limits`)).json()) as {
      accepted: number;
      refused: number;
    };
    await fetch(`${emulator.url}/_admin/limits`, { method: "DELETE" });
    return counts;
  }

  beforeAll(async () => {
    // The records service's limits, scaled down: 5 at once, 20 queued, 400 requests per 20 s, 40-120 ms each.
    emulator = await startEmulator({
      limits: {
        concurrency: 5,
        queue: 20,
        windowMs: 20_000,
        windowBudget: 400,
        minLatencyMs: 40,
        maxLatencyMs: 120,
        seed: 7,
      },
      // One page for the checker's reads.
      recordsPageSize: 1000,
    });
    // The stacks' settings come from the environment every run inherits: one identity for all.
    Object.assign(process.env, SETTINGS(emulator.url));
    program = new ProgramDir().install(PROGRAM);
  });

  afterAll(async () => {
    for (const name of Object.keys(SETTINGS(""))) delete process.env[name];
    await emulator?.close();
    program?.remove();
  });

  it("creates every record on the first up of each stack, each once, through the 429s", async () => {
    const started = Date.now();
    const results = await atOnce((stack) => program.run("up", stack, ["--parallel", "32"]));
    const seconds = (Date.now() - started) / 1000;
    for (const result of results) expect(result.summary).toEqual({ create: RESOURCES_PER_STACK });

    const { byRoute } = await new EmulatorAdmin(emulator.url).requests();
    const { refused } = await takeLimits();
    const codes = (await listed("disputeStatus", "code")).filter((code) => /^S\d-\d+$/.test(code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(STACKS * STATUSES_PER_STACK);
    const memos = (await listed("purchaseCreditMemos", "vendorCreditMemoNumber")).filter((number) =>
      /^S\d-M\d+$/.test(number),
    );
    expect(new Set(memos).size).toBe(memos.length);
    expect(memos).toHaveLength(STACKS * MEMOS_PER_STACK);

    process.stdout.write(
      `up: ${STACKS} stacks, ${codes.length + memos.length} records in ${seconds.toFixed(1)} s; ` +
        `${refused} answers 429; requests: ${JSON.stringify(byRoute)}\n`,
    );
    expect(refused).toBeGreaterThan(0);
  });

  it("shows no change in a preview of each stack", async () => {
    const previews = await atOnce((stack) => program.run("preview", stack));
    for (const preview of previews) expect(preview.changeSummary).toEqual({ same: RESOURCES_PER_STACK });
  });

  it("refreshes every stack at once within the limits, changing nothing and keeping each record once", async () => {
    const admin = new EmulatorAdmin(emulator.url);
    await admin.resetRequests();
    const started = Date.now();
    const refreshes = await atOnce((stack) => program.run("refresh", stack, ["--parallel", "32"]));
    const seconds = (Date.now() - started) / 1000;
    const { byRoute } = await admin.requests();
    process.stdout.write(
      `refresh: ${STACKS} stacks in ${seconds.toFixed(1)} s; ${(await takeLimits()).refused} answers 429; ` +
        `requests: ${JSON.stringify(byRoute)}\n`,
    );
    for (const refresh of refreshes) expect(refresh.summary).toEqual({ same: RESOURCES_PER_STACK });

    const codes = (await listed("disputeStatus", "code")).filter((code) => /^S\d-\d+$/.test(code));
    expect(new Set(codes).size).toBe(STACKS * STATUSES_PER_STACK);
    expect(codes).toHaveLength(STACKS * STATUSES_PER_STACK);
    const memos = (await listed("purchaseCreditMemos", "vendorCreditMemoNumber")).filter((number) =>
      /^S\d-M\d+$/.test(number),
    );
    expect(memos).toHaveLength(STACKS * MEMOS_PER_STACK);
  });
});
