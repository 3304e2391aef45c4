import { dirname, join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, PULUMI_HOME } from "./support/harness";
import { runCommand, type CommandOutput } from "./support/run-command";

// The emulator's default company.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// A user's first program: one dispute status.
const PROGRAM = `
const bizops = require("pulumi-bizops");
const status = new bizops.records.DisputeStatus("status", {
  companyId: "${COMPANY}",
  code: require("@pulumi/pulumi").getStack().toUpperCase(),
  displayName: "Settings that follow the stack",
});
exports.recordId = status.recordId;
`;

const ROTATED_TOKEN = "records-token-after-rotation";

describeWithPulumi("settings moved into stack config or rotated, through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let program: ProgramDir;
  let admin: EmulatorAdmin;
  let stateFile: string;

  /** Runs `pulumi args` on `stack` in the program's folder, with `env` over the test's environment. */
  async function pulumi(stack: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandOutput> {
    const bin = join(PULUMI_HOME, "bin");
    const settings = Object.fromEntries(
      Object.keys(process.env)
        .filter((name) => name.startsWith("BIZOPS_RECORDS_"))
        .map((name) => [name, undefined]),
    );
    const output = await runCommand(join(bin, "pulumi"), [...args, "--stack", stack, "--non-interactive"], {
      cwd: program.dir,
      env: {
        ...process.env,
        ...settings,
        PULUMI_BACKEND_URL: `file://${program.backend}`,
        PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PULUMI_HOME,
        BIZOPS_CREATE_JOURNAL_DIR: join(program.root, "journal"),
        PATH: [bin, dirname(process.execPath), process.env.PATH].join(":"),
        ...env,
      },
    });
    program.transcript.push(output.stdout, output.stderr);
    return output;
  }

  /** Runs `pulumi args`, which must succeed; resolves with what it printed. */
  async function ok(stack: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
    const { code, stdout, stderr } = await pulumi(stack, args, env);
    if (code !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${code}:\n${stdout}\n${stderr}`);
    return stdout + stderr;
  }

  /** Runs `pulumi args`, which must fail; resolves with what it printed. */
  async function fails(stack: string, args: string[]): Promise<string> {
    const { code, stdout, stderr } = await pulumi(stack, args);
    expect(code).not.toBe(0);
    return stdout + stderr;
  }

  /** A stack whose `up` took the records settings from the environment; they are in stack config now. */
  async function upWithEnvironmentSettingsThenMoved(stack: string): Promise<string> {
    await ok(stack, ["stack", "init"]);
    await ok(stack, ["up", "--yes", "--skip-preview"], {
      BIZOPS_RECORDS_URL: emulator.url,
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    });
    await ok(stack, ["config", "set", "bizops:recordsUrl", emulator.url]);
    await ok(stack, ["config", "set", "--secret", "bizops:recordsToken", EMULATOR_DEFAULT_TOKENS.records]);
    const outputs = JSON.parse(await ok(stack, ["stack", "output", "--json"])) as { recordId: string };
    return outputs.recordId;
  }

  /** Asserts that `printed` shows the provider's error as text, with no stack frames. */
  function expectNoStackTrace(printed: string): void {
    expect(printed).not.toMatch(/^\s*(\S.*\s)?at \S+ \(.*:\d+:\d+\)$/m);
    expect(printed).not.toContain("\u001b[");
  }

  beforeAll(async () => {
    program = new ProgramDir().install(PROGRAM);
    stateFile = join(program.root, "emulator-state.json");
    emulator = await startEmulator({ stateFile });
    admin = new EmulatorAdmin(emulator.url);
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("previews at once, refreshes with --run-program, and then refreshes as usual", async () => {
    const recordId = await upWithEnvironmentSettingsThenMoved("refresh");
    // A preview runs the program: the provider has the current stack config, and sends nothing.
    expect(await ok("refresh", ["preview"])).toContain("unchanged");

    const refused = await fails("refresh", ["refresh", "--yes", "--skip-preview"]);
    expect(refused).toContain("Missing setting recordsUrl.");
    expect(refused).toContain(
      "A `pulumi refresh` that does not run the program reads stack config as the last `pulumi up` recorded it (and the environment as it is now): after changing stack config, run `pulumi refresh --run-program`.",
    );
    expectNoStackTrace(refused);

    await ok("refresh", ["refresh", "--yes", "--skip-preview", "--run-program"]);
    // That refresh recorded the config it ran with: a refresh without the program works from now on.
    await ok("refresh", ["refresh", "--yes", "--skip-preview"]);
    expect(await admin.record(COMPANY, "disputeStatus", recordId)).toBeDefined();
  });

  it("destroys with --run-program after the guidance of a destroy without it", async () => {
    const recordId = await upWithEnvironmentSettingsThenMoved("destroy");
    const refused = await fails("destroy", ["destroy", "--yes", "--skip-preview"]);
    expect(refused).toContain("run `pulumi destroy --run-program`.");
    expectNoStackTrace(refused);
    expect(await admin.record(COMPANY, "disputeStatus", recordId)).toBeDefined();

    await ok("destroy", ["destroy", "--yes", "--skip-preview", "--run-program"]);
    expect(await admin.record(COMPANY, "disputeStatus", recordId)).toBeUndefined();
  });

  it("says a refused token may be the one the last up recorded, and refreshes with --run-program", async () => {
    await ok("rotated", ["stack", "init"]);
    await ok("rotated", ["config", "set", "bizops:recordsUrl", emulator.url]);
    await ok("rotated", [
      "config",
      "set",
      "--secret",
      "bizops:recordsToken",
      EMULATOR_DEFAULT_TOKENS.records,
    ]);
    await ok("rotated", ["up", "--yes", "--skip-preview"]);

    // The service takes a new token from now on; the user sets it in stack config.
    const { port } = emulator;
    await emulator.close();
    emulator = await startEmulator({ stateFile, port, tokens: { records: ROTATED_TOKEN } });
    await ok("rotated", ["config", "set", "--secret", "bizops:recordsToken", ROTATED_TOKEN]);

    const refused = await fails("rotated", ["refresh", "--yes", "--skip-preview"]);
    expect(refused).toMatch(/HTTP 401.*Check the recordsToken setting/);
    expect(refused).toContain("run `pulumi refresh --run-program`.");
    expectNoStackTrace(refused);

    await ok("rotated", ["refresh", "--yes", "--skip-preview", "--run-program"]);
    await ok("rotated", ["destroy", "--yes", "--skip-preview"]);
    expect(program.transcript.join("\n")).not.toContain(ROTATED_TOKEN);
  });
});
