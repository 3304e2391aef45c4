/**
 * A customer the business has used leaves the program, through the real Pulumi CLI: the emulator
 * refuses its delete as Business Central does (ledger entries, staged by an admin write), the `up`
 * fails with the service's words and the ways out and the stack keeps the resource; declared again
 * with `deletionPolicy: "abandon"` and removed, the next `up` succeeds and the customer stays.
 */
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

// The emulator's default company.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// A customer, declared while `e2e:declare` is "yes", with the deletion policy `e2e:policy` names.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
if (cfg.get("declare") === "yes") {
  const customer = new bizops.records.Customer("contoso", {
    companyId: cfg.require("companyId"),
    displayName: "Contoso",
    deletionPolicy: cfg.get("policy") || undefined,
  });
  exports.customerId = customer.recordId;
}
`;

describeWithPulumi("retiring a used customer through the real Pulumi CLI", () => {
  const stack = "retire";
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  let customerId: string;

  const customer = () => admin.record(COMPANY, "customers", customerId);

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    program = new ProgramDir().install(PROGRAM);
    await program.configure(stack, {
      ...recordsEmulatorConfig(emulator.url),
      "e2e:companyId": COMPANY,
      "e2e:declare": "yes",
      "e2e:policy": "",
    });
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("creates the customer, which the business then uses", async () => {
    const up = await program.run("up", stack);
    expect(up.summary).toMatchObject({ create: 2 });
    customerId = String(up.outputs?.customerId);
    await admin.changeRecord(COMPANY, "customers", customerId, { hasLedgerEntries: true });
  });

  it("fails to remove it with the service's words and the ways out, and keeps it in the stack", async () => {
    await program.configure(stack, { "e2e:declare": "no" });
    const failed = await program.run("up", stack).then(
      () => undefined,
      (error: unknown) => String(error),
    );
    expect(failed).toMatch(/You cannot delete Customer \S+ because it has ledger entries in a fiscal year/);
    expect(failed).toContain('deletionPolicy: "abandon"');
    expect(failed).toContain("retainOnDelete");
    expect(await customer()).toBeDefined();
    expect((await program.run("preview", stack)).changeSummary).toMatchObject({ delete: 1 });
  });

  it("takes deletionPolicy abandon by an update that sends nothing, then leaves the customer on removal", async () => {
    await program.configure(stack, { "e2e:declare": "yes", "e2e:policy": "abandon" });
    await admin.resetRequests();
    const declared = await program.run("up", stack);
    expect(declared.summary).toMatchObject({ update: 1 });
    const writes = Object.keys((await admin.requests()).byRoute).filter((route) => !route.startsWith("GET"));
    expect(writes).toEqual([]);
    await program.configure(stack, { "e2e:declare": "no" });
    const removed = await program.run("up", stack);
    expect(removed.summary).toMatchObject({ delete: 1 });
    expect(await customer()).toMatchObject({ displayName: "Contoso", hasLedgerEntries: true });
  });
});
