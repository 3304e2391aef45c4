/**
 * Pulumi YAML projects in one temporary folder, their stacks in its file backend, each command run
 * by the real Pulumi CLI with this process's node on PATH (the plugin's launcher runs it), and
 * everything the CLI printed kept, to check that no secret ever shows.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PULUMI_HOME } from "./harness";
import { runCommand } from "./run-command";

/** A project's folder, and the CLI home the command runs with. */
export interface Where {
  cwd: string;
  home: string;
}

/** Config of a stack: keys set in plain text, and keys set as secrets. */
export interface StackConfig {
  plaintext?: Record<string, string>;
  secret?: Record<string, string>;
}

/** Projects under {@link root}, whose stacks reach the records service at `records`. */
export class YamlProjects {
  readonly root = mkdtempSync(join(tmpdir(), "bizops-plugin-e2e-"));
  /** The stdout and stderr of every command. */
  readonly transcript: string[] = [];

  /** `records.url`: read when a stack is configured, once the service has started. */
  constructor(private readonly records: { url: () => string; token: string }) {
    mkdirSync(join(this.root, "state"), { recursive: true });
  }

  /** Runs `pulumi args` in `where`; resolves with stdout, or rejects with all it printed. */
  async run(where: Where, ...args: string[]): Promise<string> {
    const bin = join(PULUMI_HOME, "bin");
    const { code, stdout, stderr } = await runCommand(join(bin, "pulumi"), [...args, "--non-interactive"], {
      cwd: where.cwd,
      env: {
        ...process.env,
        PATH: [bin, dirname(process.execPath), process.env.PATH].join(":"),
        PULUMI_HOME: where.home,
        PULUMI_BACKEND_URL: `file://${join(this.root, "state")}`,
        PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        BIZOPS_CREATE_JOURNAL_DIR: join(this.root, "journal"),
      },
    });
    this.transcript.push(stdout, stderr);
    if (code !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${code}:\n${stdout}\n${stderr}`);
    return stdout;
  }

  /**
   * A project in `where`: a Pulumi.yaml of `lines` under its name, and a stack of that name with
   * the records service's URL and token and `config`, set in one command (each `pulumi` command
   * costs a start-up, and one that encrypts a key derivation).
   */
  async sideProject(
    where: Where,
    name: string,
    lines: readonly string[],
    config: StackConfig = {},
  ): Promise<void> {
    mkdirSync(where.cwd, { recursive: true });
    writeFileSync(
      join(where.cwd, "Pulumi.yaml"),
      [`name: bizops-${name}`, "runtime: yaml", ...lines, ""].join("\n"),
    );
    await this.run(where, "stack", "init", name);
    const pairs = (flag: string, values: Record<string, string>) =>
      Object.entries(values).flatMap(([key, value]) => [flag, `${key}=${value}`]);
    await this.run(
      where,
      "config",
      "set-all",
      ...pairs("--plaintext", { "bizops:recordsUrl": this.records.url(), ...config.plaintext }),
      ...pairs("--secret", { "bizops:recordsToken": this.records.token, ...config.secret }),
    );
  }

  /** The resources of the stack selected in `where`, as stored. */
  async resources(where: Where): Promise<Array<Record<string, unknown>>> {
    const exported = JSON.parse(await this.run(where, "stack", "export")) as {
      deployment: { resources?: Array<Record<string, unknown>> };
    };
    return exported.deployment.resources ?? [];
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
