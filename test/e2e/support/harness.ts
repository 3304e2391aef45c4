/**
 * End-to-end harness: a Pulumi program in a temporary folder that installs the packed package
 * (`npm pack`) as a user would, a local file backend with a passphrase, and the real Pulumi CLI
 * run in the program's folder (stack-commands.ts).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { packedTarball } from "./packed-package";
import { describeIf } from "./needs-tool";
import { linkInstalledModules } from "./program-modules";
import { runCommand } from "./run-command";
import { runStackCommand, selectOrCreateStack, StackError, type StackResult } from "./stack-commands";

export { StackError, type StackResult } from "./stack-commands";

// Each step runs the real Pulumi CLI and engine; installing the packed package takes the longest.
jest.setTimeout(300_000);

const REPO = resolve(__dirname, "../../..");
export const PULUMI_HOME = process.env.PULUMI_HOME ?? join(homedir(), ".pulumi");

/** Whether the Pulumi CLI that scripts/toolchain/install-pulumi.js installs is present. */
function pulumiCliPresent(): boolean {
  return (
    existsSync(join(PULUMI_HOME, "bin", "pulumi")) &&
    existsSync(join(PULUMI_HOME, "bin", "pulumi-language-nodejs")) &&
    existsSync(join(PULUMI_HOME, "bin", "pulumi-resource-pulumi-nodejs"))
  );
}

/** Under CI a missing CLI fails the run; elsewhere the suite says loudly that it skips. */
export function describeWithPulumi(name: string, body: () => void): void {
  const why = `the Pulumi CLI is not in ${PULUMI_HOME}/bin: run \`npm run pulumi:install\``;
  describeIf(pulumiCliPresent(), why, "has the Pulumi CLI")(name, body);
}

/** A Pulumi project in a temporary folder with the packed package installed. */
export class ProgramDir {
  /**
   * `nodeBin`: a folder whose `node` runs the program and the dynamic-provider host instead of
   * this process's (both start the `node` first on `PATH`).
   */
  constructor(private readonly options: { nodeBin?: string } = {}) {}

  readonly root = mkdtempSync(join(tmpdir(), "bizops-e2e-"));
  readonly dir = join(this.root, "program");
  readonly backend = join(this.root, "state");
  /** The console output and errors of every operation, to check that no secret ever shows. */
  readonly transcript: string[] = [];
  /** The stacks that exist. */
  private readonly stacks = new Set<string>();

  /**
   * Installs this checkout's tarball of the run with npm, as a user gets it, beside the
   * @pulumi/pulumi that {@link programSdkVersion} names unless `options.pulumiSdk` says otherwise
   * (one `npm install` for every program that declares the same, linked: program-modules.ts).
   * `ownModules`: the program's node_modules is a folder of its own, as a user's install is, for a
   * test that installs more into it or reads the paths modules resolve to.
   */
  install(programSource: string, options: { pulumiSdk?: string; ownModules?: boolean } = {}): this {
    mkdirSync(this.dir, { recursive: true });
    mkdirSync(this.backend, { recursive: true });
    const packed = packedTarball();
    const pulumiVersion = options.pulumiSdk ?? programSdkVersion();
    // The program is JavaScript: without `typescript: false` the language host loads the
    // TypeScript compiler into every run of it.
    writeFileSync(
      join(this.dir, "Pulumi.yaml"),
      "name: bizops-e2e\nruntime:\n  name: nodejs\n  options:\n    typescript: false\ndescription: end-to-end test program\n",
    );
    writeFileSync(
      join(this.dir, "package.json"),
      JSON.stringify(
        {
          name: "bizops-e2e",
          private: true,
          dependencies: {
            "@pulumi/pulumi": pulumiVersion,
            "pulumi-bizops": `file:${packed}`,
          },
        },
        null,
        2,
      ),
    );
    writeFileSync(join(this.dir, "index.js"), programSource);
    linkInstalledModules(this.dir, packed, { own: options.ownModules });
    return this;
  }

  /**
   * Runs one operation the way `pulumi <op>` in the program folder does, through the language host
   * (stack-commands.ts); resolves with what it yields, or rejects with a {@link StackError} holding
   * what it printed.
   */
  async run(op: string, stack: string, extra: string[] = []): Promise<StackResult> {
    const context = {
      dir: this.dir,
      pulumiBin: join(PULUMI_HOME, "bin"),
      nodeBin: this.options.nodeBin ?? dirname(process.execPath),
      env: this.env(),
      record: (text: string) => this.transcript.push(text),
    };
    if (!this.stacks.has(stack)) await selectOrCreateStack(context, stack);
    this.stacks.add(stack);
    const result = await runStackCommand(context, op, stack, extra);
    if (op === "remove") this.stacks.delete(stack);
    return result;
  }

  /**
   * A preview of `stack` with its program served inline by the Automation API
   * (scripts/test/run-stack.js), as a program run from code is: the program's module is required in
   * that process, which serializes the dynamic providers itself.
   */
  async previewInline(stack: string): Promise<StackResult> {
    const args = [
      join(REPO, "scripts/test/run-stack.js"),
      "preview",
      "--stack",
      stack,
      "--inline",
      "index.js",
      "--dir",
      this.dir,
    ];
    const { code, stdout, stderr } = await runCommand(process.execPath, args, { env: this.env() });
    const last = stdout.trim().split("\n").pop() ?? "{}";
    const result = JSON.parse(last) as StackResult;
    // What the operation showed the user, its error included.
    this.transcript.push(result.stdout ?? "", result.error ?? "", stderr);
    if (code !== 0 || result.error) throw new StackError(result.error ?? `exit ${code}: ${stderr}`);
    this.stacks.add(stack);
    return result;
  }

  /**
   * Sets `stack`'s config (`pulumi config set-all`): `{ key: value }`, or
   * `{ key: { value, secret: true } }` for a secret.
   */
  configure(stack: string, values: Record<string, unknown>): Promise<StackResult> {
    return this.run("config", stack, ["--json", JSON.stringify(values)]);
  }

  /** The settings every operation runs with. */
  private env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PULUMI_BACKEND_URL: `file://${this.backend}`,
      PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_HOME,
      // The provider's notes of creates in flight belong to this program, and outlive each run.
      BIZOPS_CREATE_JOURNAL_DIR: join(this.root, "journal"),
    };
  }

  /** The text of every state file the file backend wrote, as stored on disk. */
  stateFiles(): string[] {
    const stacks = join(this.backend, ".pulumi", "stacks");
    const files = readdirSync(stacks, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".json"),
    );
    return files.map((f) => readFileSync(join(stacks, f), "utf8"));
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** The config that points a program's records client at the emulator at `url`, its token a secret. */
export function recordsEmulatorConfig(url: string): Record<string, unknown> {
  return {
    "bizops:recordsUrl": url,
    "bizops:recordsToken": { value: EMULATOR_DEFAULT_TOKENS.records, secret: true },
  };
}

/**
 * The @pulumi/pulumi a test program installs: BIZOPS_E2E_PULUMI_SDK when set (the test matrix's
 * oldest-supported leg), else the version this checkout's own tests are locked to.
 */
export function programSdkVersion(): string {
  if (process.env.BIZOPS_E2E_PULUMI_SDK) return process.env.BIZOPS_E2E_PULUMI_SDK;
  const lock = JSON.parse(readFileSync(join(REPO, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version: string }>;
  };
  return lock.packages["node_modules/@pulumi/pulumi"]!.version;
}
