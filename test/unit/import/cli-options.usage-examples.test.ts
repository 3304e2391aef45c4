/**
 * Every example of `bizops-import --help` runs against the emulator as written (its `--out` file
 * put in a scratch folder): exit code 0, and a program that declares the records it names (or the
 * import file that lists them).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { USAGE } from "../../../src/import/cli-options";
import { runImport } from "../../../src/import/run-import";
import { EmulatorAdmin } from "../../support/emulator-admin";
import { FakeClock } from "../../support/fake-clock";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The arguments of each example line: words, a double-quoted word kept whole. */
function examples(usage: string): string[][] {
  const section = usage.slice(usage.indexOf("\nExamples"));
  return [...section.matchAll(/^ {2}bizops-import (.+)$/gm)].map((line) =>
    [...line[1]!.matchAll(/"([^"]*)"|(\S+)/g)].map((word) => word[1] ?? word[2]!),
  );
}

describe("the examples of bizops-import --help", () => {
  let emulator: Emulator;
  let dir: string;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    const admin = new EmulatorAdmin(emulator.url);
    // A record for each example's filter to find.
    await admin.seedRecord(COMPANY, "disputeStatus", { code: "PRICE", displayName: "Price dispute" });
    await admin.seedRecord(COMPANY, "carBrands", { name: "FABRIKAM", description: "", country: "NO" });
    dir = mkdtempSync(join(tmpdir(), "bizops-import-usage-"));
  });

  afterAll(async () => {
    await emulator?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("has examples", () => {
    expect(examples(USAGE).length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples(USAGE).map((args) => [args.join(" "), args] as const))("%s", async (_line, args) => {
    const argv = args.map((arg, i) => (args[i - 1] === "--out" ? join(dir, arg) : arg));
    const out = { stdout: "", stderr: "" };
    const code = await runImport(argv, {
      stdout: (text) => (out.stdout += text),
      stderr: (text) => (out.stderr += text),
      env: { BIZOPS_RECORDS_URL: emulator.url, BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records },
      clock: new FakeClock(Date.parse("2026-11-22T10:00:00.000Z")),
    });
    expect({ code, stderr: out.stderr }).toEqual({ code: 0, stderr: expect.stringContaining("wrote ") });
    const outIndex = argv.indexOf("--out");
    const program = outIndex === -1 ? out.stdout : readFileSync(argv[outIndex + 1]!, "utf8");
    // A program, or with --import-file the file `pulumi import --file` reads.
    expect(program).toMatch(
      args.includes("--import-file") ? /"type": "bizops:records:\w+"/ : /new bizops\.records\.\w+\(/,
    );
  });
});
