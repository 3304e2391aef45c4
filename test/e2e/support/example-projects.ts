/**
 * The examples under examples/ as a user runs them: each project folder copied into a temporary
 * workspace, its dependencies installed from npm with `pulumi-bizops` replaced by this checkout
 * packed (`npm pack`), and the real `pulumi` CLI run in the folder, as its README says.
 *
 * One tarball serves every test file (packed again only when the sources are newer), and one
 * `npm install` serves every workspace of the run with the same dependencies (program-modules.ts)
 * and every project of a workspace: each folder links to the workspace's node_modules.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { EmulatorTokens } from "pulumi-bizops-emulator";
import { programSdkVersion, PULUMI_HOME } from "./harness";
import { packedTarball } from "./packed-package";
import { linkInstalledModules } from "./program-modules";

const REPO = resolve(__dirname, "../../..");
/** The examples as this checkout ships them. */
const EXAMPLES = join(REPO, "examples");
/** The passphrase of every stack these tests create. */
export const TEST_PASSPHRASE = "team-workflows-e2e-passphrase";

/** The example projects: every folder of examples/ with a Pulumi.yaml. */
export function exampleNames(): string[] {
  return readdirSync(EXAMPLES).filter((name) => existsSync(join(EXAMPLES, name, "Pulumi.yaml")));
}

/** What a command printed (stdout and stderr, interleaved as they came) and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
}

/** A temporary folder holding copies of example projects that share one installed node_modules. */
export class ExampleWorkspace {
  readonly root = mkdtempSync(join(tmpdir(), "bizops-examples-"));
  /** The console output of every command, to check that no secret ever shows. */
  readonly transcript: string[] = [];
  private readonly env: NodeJS.ProcessEnv;

  /**
   * Copies the named examples (without any node_modules or stack files a checkout may hold) and
   * installs the union of their dependencies once, `pulumi-bizops` from the packed tarball.
   */
  constructor(names: string[], env: Record<string, string>) {
    const dependencies: Record<string, string> = {};
    for (const name of names) {
      this.copyExample(name, name);
      const pkg = JSON.parse(readFileSync(join(EXAMPLES, name, "package.json"), "utf8")) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      Object.assign(dependencies, pkg.dependencies, pkg.devDependencies);
    }
    // The dependency every example names, replaced by what this checkout would publish.
    if (dependencies["pulumi-bizops"] === undefined)
      throw new Error("an example does not depend on pulumi-bizops");
    const tarball = packedTarball();
    dependencies["pulumi-bizops"] = `file:${tarball}`;
    // The @pulumi/pulumi these tests run with, within each example's range.
    dependencies["@pulumi/pulumi"] = programSdkVersion();
    writeFileSync(
      join(this.root, "package.json"),
      JSON.stringify({ name: "bizops-examples-e2e", private: true, dependencies }, null, 2),
    );
    linkInstalledModules(this.root, tarball);
    this.env = {
      ...withoutPulumiSettings(process.env),
      // The CLI first, then the Node.js that runs these tests, for the language host.
      PATH: [join(PULUMI_HOME, "bin"), dirname(process.execPath), process.env.PATH].join(":"),
      PULUMI_HOME,
      PULUMI_BACKEND_URL: `file://${join(this.root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: TEST_PASSPHRASE,
      PULUMI_SKIP_UPDATE_CHECK: "true",
      // The provider's notes of creates in flight belong to this workspace, not the machine.
      BIZOPS_CREATE_JOURNAL_DIR: join(this.root, "journal"),
      ...env,
    };
    mkdirSync(join(this.root, "state"), { recursive: true });
  }

  /** Copies one more example project into folder `as`, linked to the shared node_modules. */
  copyExample(name: string, as: string): string {
    const target = join(this.root, as);
    cpSync(join(EXAMPLES, name), target, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|bin|certificates)$/.test(source),
    });
    symlinkSync(join(this.root, "node_modules"), join(target, "node_modules"));
    return target;
  }

  /** The folder of a copied project. */
  dir(name: string): string {
    return join(this.root, name);
  }

  /** Runs `pulumi <args>` in a project folder. */
  pulumi(name: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
    return this.run(name, join(PULUMI_HOME, "bin", "pulumi"), args, env);
  }

  /** Runs a bash script of a project folder (such as ci/up.sh), as a CI job does. */
  bash(name: string, script: string, env: Record<string, string> = {}): Promise<CommandResult> {
    return this.run(name, "bash", [script], env);
  }

  /** Like `pulumi`, but rejects with the output when the command fails. */
  async pulumiOk(name: string, args: string[], env: Record<string, string> = {}): Promise<string> {
    const result = await this.pulumi(name, args, env);
    if (result.code !== 0)
      throw new Error(`pulumi ${args.join(" ")} failed (${result.code}):\n${result.output}`);
    return result.output;
  }

  private run(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
  ): Promise<CommandResult> {
    return new Promise((done, fail) => {
      const child = spawn(command, args, {
        cwd: this.dir(name),
        env: { ...this.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      child.on("error", fail);
      child.on("close", (code) => {
        this.transcript.push(output);
        done({ code: code ?? 1, output });
      });
    });
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** The environment without Pulumi settings of the machine, so each test chooses its own. */
function withoutPulumiSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !/^(PULUMI_|BIZOPS_)/.test(key) || key === "PULUMI_HOME"),
  );
}

/** The settings of every service, as environment variables, for an emulator at `url`. */
export function emulatorSettings(url: string, tokens: Readonly<EmulatorTokens>): Record<string, string> {
  return {
    BIZOPS_RECORDS_URL: url,
    BIZOPS_RECORDS_TOKEN: tokens.records,
    BIZOPS_LIFECYCLE_URL: url,
    BIZOPS_LIFECYCLE_TOKEN: tokens.lifecycle,
    BIZOPS_DATASHARE_URL: url,
    BIZOPS_DATASHARE_TOKEN: tokens.dataShare,
    BIZOPS_TRANSLATOR_URL: url,
    BIZOPS_TRANSLATOR_KEY: tokens.translator,
    BIZOPS_POWERPLATFORM_URL: url,
    BIZOPS_POWERPLATFORM_TOKEN: tokens.powerPlatform,
  };
}
