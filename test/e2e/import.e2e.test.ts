import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "../../src/emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir } from "./harness";

// The emulator's default company, with vendors V10000 and V20000 and currencies EUR and GBP.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "adopted";

/** Runs a command without blocking this process, which serves the emulator. */
function runCommand(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(file, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

describeWithPulumi("bizops-import: a whole company adopted through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  let openMemo: Record<string, unknown>;
  let stderr: string;

  beforeAll(async () => {
    // Twenty records a page, so the 50 dispute statuses come in three.
    emulator = await startEmulator({ recordsPageSize: 20 });
    admin = new EmulatorAdmin(emulator.url);
    for (let i = 1; i <= 50; i += 1) {
      const code = `DS-${String(i).padStart(2, "0")}`;
      await admin.seedRecord(COMPANY, "disputeStatus", { code, displayName: `Dispute "${i}", it's open` });
    }
    for (let i = 1; i <= 10; i += 1) {
      const vendorNumber = i % 2 === 0 ? "V10000" : "V20000";
      await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber, discountAmount: i * 1.5 });
    }
    openMemo = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
      vendorNumber: "V10000",
      status: "Open",
    });
    // An empty program first: the package, with its bin, is installed as a user installs it.
    program = new ProgramDir().install("");
    await program.run("config", STACK, [
      "--json",
      JSON.stringify({
        "bizops:recordsUrl": emulator.url,
        "bizops:recordsToken": { value: EMULATOR_DEFAULT_TOKENS.records, secret: true },
      }),
    ]);
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("writes the program with npx bizops-import, reading only", async () => {
    await admin.resetRequests();
    const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
    const result = await runCommand(bin, ["--company", COMPANY, "--out", "index.ts"], program.dir, {
      ...process.env,
      BIZOPS_RECORDS_URL: emulator.url,
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    });
    stderr = result.stderr;
    for (const read of [20, 40, 50])
      expect(stderr).toContain(`bizops-import: dispute statuses: ${read} read\n`);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(stderr).toContain(
      "wrote 62 resources to index.ts (50 dispute statuses, 2 currencies, 10 purchase credit memos)",
    );
    const text = readFileSync(join(program.dir, "index.ts"), "utf8");
    expect(text).not.toContain(`adoptRecordId: "${String(openMemo.id)}"`);
    const { byRoute } = await admin.requests();
    expect(Object.keys(byRoute).every((route) => route.startsWith("GET "))).toBe(true);
    // The program folder runs JavaScript: the generated TypeScript is compiled as tsc would.
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
    writeFileSync(join(program.dir, "index.js"), js);
  });

  it("adopts every record on the first up with no POST and no PATCH", async () => {
    await admin.resetRequests();
    const up = await program.run("up", STACK);
    expect(up.summary).toEqual({ create: 63 });
    const { byRoute } = await admin.requests();
    const writes = Object.keys(byRoute).filter((route) => !route.startsWith("GET "));
    expect(writes).toEqual([]);
  });

  it("shows no changes on the next preview, run as `pulumi preview` in the folder", async () => {
    const preview = await program.runThroughLanguageHost("preview", STACK);
    expect(preview.changeSummary).toEqual({ same: 63 });
  });

  it("names the same resources on a second import", async () => {
    const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
    const again = await runCommand(bin, ["--company", COMPANY, "--quiet"], program.dir, {
      ...process.env,
      BIZOPS_RECORDS_URL: emulator.url,
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    });
    const first = readFileSync(join(program.dir, "index.ts"), "utf8");
    const body = (text: string) => text.slice(text.indexOf("import * as bizops"));
    expect(body(again.stdout)).toBe(body(first));
  });

  it("lists the records from the program, after the resources the function depends on", async () => {
    const functions = `
const made = new bizops.records.DisputeStatus("zz-new", { companyId, code: "ZZNEW", displayName: "Made here" });
exports.statuses = bizops.records
  .listDisputeStatusesOutput({ companyId }, { dependsOn: [made] })
  .apply((r) => r.value.length);
exports.currencies = bizops.records.listCurrenciesOutput({ companyId }).apply((r) => r.value.map((c) => c.code));
exports.memos = bizops.records.listPurchaseCreditMemos({ companyId }).then((r) => r.value.length);
`;
    const js = readFileSync(join(program.dir, "index.js"), "utf8");
    writeFileSync(join(program.dir, "index.js"), js + functions);
    const up = await program.run("up", STACK);
    expect(up.summary).toEqual({ create: 1, same: 63 });
    expect(up.outputs).toMatchObject({ statuses: 51, currencies: ["EUR", "GBP"], memos: 11 });
  });
});
