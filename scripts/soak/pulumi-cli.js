// The real Pulumi CLI on a local file backend, one process per command, as a user runs it.
"use strict";
const { spawn } = require("node:child_process");
const { existsSync, readdirSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const PULUMI_HOME = process.env.PULUMI_HOME ?? path.join(os.homedir(), ".pulumi");
const PULUMI = path.join(PULUMI_HOME, "bin", "pulumi");

/** A program folder and its state backend; `env` reaches the program and the provider. */
class PulumiCli {
  constructor(dir, backend, env) {
    this.dir = dir;
    this.backend = backend;
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

  /** Starts one command; resolves with its exit code and output. `started` gets the child process. */
  run(args, extraEnv = {}, started = () => undefined) {
    return new Promise((resolve, reject) => {
      const child = spawn(PULUMI, [...args, "--non-interactive"], {
        cwd: this.dir,
        env: { ...this.env, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe"],
      });
      started(child);
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk.toString()));
      child.stderr.on("data", (chunk) => (out += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code, signal) => resolve({ code: code ?? 1, signal, out }));
    });
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

module.exports = { PulumiCli, PULUMI };
