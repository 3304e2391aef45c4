/**
 * The Pulumi CLI as a machine without Node.js runs it: a PATH of one folder that holds links to
 * `pulumi` and the YAML language host and nothing else, a CLI home of its own (its plugins), a
 * local file backend and a passphrase.
 */
import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { PULUMI_HOME } from "../../e2e/support/harness";
import { runCommand } from "../../e2e/support/run-command";

/** The commands the machine has. */
const COMMANDS = ["pulumi", "pulumi-language-yaml"];

/** A CLI in `root`: root/bin (the PATH), root/home (PULUMI_HOME), root/state (the backend). */
export class IsolatedCli {
  readonly bin: string;
  readonly home: string;
  readonly transcript: string[] = [];

  constructor(readonly root: string) {
    this.bin = join(root, "bin");
    this.home = join(root, "home");
    for (const dir of [this.bin, this.home, join(root, "state")]) mkdirSync(dir, { recursive: true });
    for (const command of COMMANDS) symlinkSync(join(PULUMI_HOME, "bin", command), join(this.bin, command));
  }

  /** The files on the PATH this CLI runs with. */
  pathCommands(): string[] {
    return readdirSync(this.bin);
  }

  /** The environment: nothing of this process's PATH, Node.js or CLI home. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      HOME: this.home,
      PATH: this.bin,
      PULUMI_HOME: this.home,
      PULUMI_BACKEND_URL: `file://${join(this.root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: "release-test-passphrase",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      BIZOPS_CREATE_JOURNAL_DIR: join(this.root, "journal"),
      ...extra,
    };
  }

  /** Runs `pulumi args` in `cwd`; resolves with stdout, or rejects with all it printed. */
  async pulumi(cwd: string, ...args: string[]): Promise<string> {
    const { code, stdout, stderr } = await runCommand(
      join(this.bin, "pulumi"),
      [...args, "--non-interactive"],
      {
        cwd,
        env: this.env(),
      },
    );
    this.transcript.push(stdout, stderr);
    if (code !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${code}:\n${stdout}\n${stderr}`);
    return stdout;
  }
}
