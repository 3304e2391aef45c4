/**
 * One program, two companies: a stack for a sandbox company creates the records, and a stack of the
 * same program for a production company that already holds some of them takes those over by their
 * keys (adoptExistingRecords), saying so, instead of failing on each. Pulumi's `import` resource
 * option, which no dynamic resource can take, fails with one line that names the ways that work.
 */
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig, StackError } from "./support/harness";

const SANDBOX = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// The company comes from stack config, as bizops-import writes a program.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const companyId = cfg.require("companyId");
new bizops.records.DisputeStatus("price", { companyId, code: "PRICE", displayName: "Price dispute" });
const net45 = new bizops.records.PaymentTerm("net45", {
  companyId,
  code: "NET45",
  displayName: "Net 45 days",
  dueDateCalculation: "45D",
});
exports.net45 = net45.recordId;
if (cfg.get("importId")) {
  new bizops.records.DisputeStatus("imported", { companyId, code: "OLD", displayName: "Old" }, { import: cfg.get("importId") });
}
`;

describeWithPulumi("one program promoted from a sandbox company to a production company", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  let production: string;
  let held: string;

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    const added = await fetch(`${emulator.url}/_admin/companies`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "CRONUS PROD" }),
    });
    production = ((await added.json()) as { id: string }).id;
    // Production already has the payment terms, set up by hand under another name.
    const seeded = await admin.seedRecord(production, "paymentTerms", {
      code: "NET45",
      displayName: "45 days net",
      dueDateCalculation: "45D",
    });
    held = String(seeded.id);
    program = new ProgramDir().install(PROGRAM);
    await program.configure("sandbox", { ...recordsEmulatorConfig(emulator.url), "e2e:companyId": SANDBOX });
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("creates the records in the sandbox company", async () => {
    expect((await program.run("up", "sandbox")).summary).toMatchObject({ create: 3 });
  });

  it("refuses, in production, the payment terms the company holds, naming adoptExistingRecords", async () => {
    await program.configure("prod", { ...recordsEmulatorConfig(emulator.url), "e2e:companyId": production });
    const failed = await program.run("up", "prod").catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StackError);
    expect(String((failed as Error).message)).toContain(held);
    expect(String((failed as Error).message)).toContain("adoptExistingRecords");
  });

  it("takes them over with adoptExistingRecords, says so, and previews clean", async () => {
    await program.configure("prod", { "bizops:adoptExistingRecords": "true" });
    const up = await program.run("up", "prod");
    expect(up.outputs?.net45).toBe(held);
    expect(up.stdout).toContain(`already held the payment term with code "NET45" (record ${held})`);
    expect(await admin.record(production, "paymentTerms", held)).toMatchObject({
      displayName: "Net 45 days",
    });
    expect((await program.run("preview", "prod")).changeSummary).toEqual({ same: 3 });
  });

  it("fails on the import resource option with one line that names the ways that work", async () => {
    await program.configure("prod", { "e2e:importId": held });
    const failed = (await program.run("preview", "prod").catch((error: unknown) => error)) as Error;
    expect(failed).toBeInstanceOf(StackError);
    const shown = program.transcript.join("\n");
    expect(shown).toContain("The import resource option");
    expect(shown).toContain("adoptRecordId");
    expect(shown).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  });
});
