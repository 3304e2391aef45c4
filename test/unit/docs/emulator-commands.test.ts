/**
 * Every `curl` command of docs/emulator.md runs as written against the emulator: the page's
 * `localhost:8787` is the emulator's address, `<company>` the demo company and `<id>` a record of
 * the collection the path names, made for the command; the variables the page exports
 * (`$BIZOPS_RECORDS_URL`, ...) are set as it sets them, with the emulator's URL. A command fails
 * on a curl error or an answer that is not 2xx.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../../support/emulator-admin";

const run = promisify(execFile);
const PAGE = readFileSync(join(__dirname, "..", "..", "..", "docs", "emulator.md"), "utf8");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The `curl` commands of the page's `sh` blocks, a continued line joined, each without its comment. */
function curlCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const lines = block[1]!.replace(/\\\n\s*/g, " ").split("\n");
    for (const line of lines) {
      // A comment starts at a `#` after a space outside quotes (the bodies hold none).
      const command = line.replace(/\s+#.*$/, "").trim();
      if (command.startsWith("curl ")) commands.push(command);
    }
  }
  return commands;
}

/** The variables the page's `export` lines set, by name. */
function exportedVariables(markdown: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of markdown.matchAll(/^export (.+)$/gm)) {
    for (const pair of line[1]!.replace(/\s+#.*$/, "").split(/\s+/)) {
      const [name, value] = pair.split("=", 2);
      if (name !== undefined && value !== undefined) variables[name] = value;
    }
  }
  return variables;
}

/** The fields of a record each collection a command names by `<id>` is given. */
const RECORD_FOR: Readonly<Record<string, Record<string, unknown>>> = {
  disputeStatus: { code: "DOCS", displayName: "Docs" },
  purchaseCreditMemos: { vendorNumber: "V10000" },
};

const COMMANDS = curlCommands(PAGE);

describe("the commands of docs/emulator.md", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;

  beforeAll(async () => {
    // `/_admin/limits` answers with the limits on, as the page says; no latency, so the test is quick.
    emulator = await startEmulator({ limits: { minLatencyMs: 0, maxLatencyMs: 0 } });
    admin = new EmulatorAdmin(emulator.url);
  });

  afterAll(async () => {
    await emulator?.close();
  });

  it("has curl commands to run", () => {
    expect(COMMANDS.length).toBeGreaterThan(10);
  });

  it.each(COMMANDS)("%s", async (written) => {
    // Each command runs on the demo seed, as the page's reader starts.
    await admin.reset();
    let command = written
      .replaceAll("localhost:8787", new URL(emulator.url).host)
      .replaceAll("<company>", COMPANY);
    const collection = /\/_admin\/records\/[^/]+\/(\w+)\/<id>/.exec(command)?.[1];
    if (collection !== undefined) {
      const fields = RECORD_FOR[collection];
      if (fields === undefined) throw new Error(`the test has no record to make for ${collection}`);
      const record = await admin.seedRecord(COMPANY, collection, fields);
      command = command.replace("<id>", String(record.id));
    }
    expect(command).not.toMatch(/<[^>]*>/);
    // `-sS` keeps curl quiet but for errors; the status comes last, on a line of its own.
    const page = Object.entries(exportedVariables(PAGE)).map(([name, value]) => [
      name,
      value.replaceAll("http://127.0.0.1:8787", emulator.url),
    ]);
    const env = { ...process.env, ...Object.fromEntries(page) };
    const { stdout } = await run("bash", ["-c", `${command} -sS -w '\\n%{http_code}'`], {
      env,
      timeout: 20_000,
    });
    const status = stdout.slice(stdout.lastIndexOf("\n") + 1);
    // The answer's body beside its status, so a failure shows what the emulator said.
    expect(`${status} ${stdout.slice(0, stdout.lastIndexOf("\n"))}`).toMatch(/^2\d\d /);
  });
});
