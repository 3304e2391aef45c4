// @ts-check
// The real Pulumi CLI on a local file backend, one process per command, as a user runs it.
"use strict";
const { spawn } = require("node:child_process");
const { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const PULUMI_HOME = process.env.PULUMI_HOME ?? path.join(os.homedir(), ".pulumi");
const PULUMI = path.join(PULUMI_HOME, "bin", "pulumi");

/** @typedef {{ code: number, signal: NodeJS.Signals | null, out: string }} RunResult */

/** A program folder and its state backend; `env` reaches the program and the provider. */
class PulumiCli {
  /**
   * @param {string} dir the program folder
   * @param {string} backend the file backend's folder
   * @param {Record<string, string>} env
   */
  constructor(dir, backend, env) {
    this.dir = dir;
    this.backend = backend;
    /** @type {NodeJS.ProcessEnv} what every command gets; a scenario may change it between commands */
    this.env = {
      ...process.env,
      PATH: `${path.join(PULUMI_HOME, "bin")}${path.delimiter}${process.env.PATH}`,
      PULUMI_HOME,
      PULUMI_BACKEND_URL: `file://${backend}`,
      PULUMI_CONFIG_PASSPHRASE: "soak-passphrase",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      ...env,
    };
  }

  /**
   * Starts one command; resolves with its exit code and output. `started` gets the child process.
   * @param {string[]} args
   * @param {Record<string, string>} [extraEnv]
   * @param {(child: import("node:child_process").ChildProcess) => void} [started]
   * @returns {Promise<RunResult>}
   */
  run(args, extraEnv = {}, started = () => undefined) {
    return new Promise((resolve, reject) => {
      const child = spawn(PULUMI, [...args, "--non-interactive"], {
        cwd: this.dir,
        env: { ...this.env, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe"],
      });
      started(child);
      let out = "";
      child.stdout.on("data", (/** @type {Buffer} */ chunk) => (out += chunk.toString()));
      child.stderr.on("data", (/** @type {Buffer} */ chunk) => (out += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code, signal) => resolve({ code: code ?? 1, signal, out }));
    });
  }

  /**
   * Puts back the file backend's copy of the stack's previous checkpoint when a killed update cut
   * the stack's file, or the attributes file the backend keeps beside it (`<stack>.json.attrs`),
   * short: every command then fails with "failed to load checkpoint: EOF". The backend keeps
   * `<stack>.json.bak` (and its attributes) for this, and a user copies them back. The refresh and
   * the create journal make up for the last step, which the copy lacks. Returns whether the files
   * needed it.
   * @param {string} stack
   */
  restoreCutCheckpoint(stack) {
    const stacks = path.join(this.backend, ".pulumi", "stacks");
    for (const project of existsSync(stacks) ? readdirSync(stacks) : []) {
      const file = path.join(stacks, project, `${stack}.json`);
      if (!existsSync(`${file}.bak`)) continue;
      if (readsAsJson(file) && (!existsSync(`${file}.attrs`) || readsAsJson(`${file}.attrs`))) return false;
      copyFileSync(`${file}.bak`, file);
      // The attributes describe the content: the previous checkpoint's go with it, or none.
      if (existsSync(`${file}.bak.attrs`)) copyFileSync(`${file}.bak.attrs`, `${file}.attrs`);
      else rmSync(`${file}.attrs`, { force: true });
      return true;
    }
    return false;
  }

  /** Removes the lock a killed local-backend update leaves behind (`pulumi cancel` is for the Cloud backend). */
  removeLocks() {
    const locks = path.join(this.backend, ".pulumi", "locks");
    if (!existsSync(locks)) return 0;
    const files = readdirSync(locks, { recursive: true }).filter((f) => String(f).endsWith(".json"));
    rmSync(locks, { recursive: true, force: true });
    return files.length;
  }
}

/**
 * Whether `file` exists and holds JSON.
 * @param {string} file
 */
function readsAsJson(file) {
  try {
    JSON.parse(readFileSync(file, "utf8"));
    return true;
  } catch {
    return false;
  }
}

module.exports = { PulumiCli, PULUMI };
