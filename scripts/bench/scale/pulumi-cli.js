// @ts-check
/** The Pulumi CLI as the scale benchmark runs it: one command with a time limit, and a stack's state bytes. */
"use strict";
const { execFileSync, spawn } = require("node:child_process");
const os = require("node:os");
const { join } = require("node:path");

const PULUMI_HOME = process.env.PULUMI_HOME ?? join(os.homedir(), ".pulumi");
const PULUMI = join(PULUMI_HOME, "bin", "pulumi");
/** @typedef {import("./definitions").StateBytes} StateBytes */
/** @typedef {import("./definitions").ExportedResource} ExportedResource */

/**
 * Runs the Pulumi CLI in `dir`; resolves with its output, rejects on failure or after `timeoutMs`.
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} args
 * @param {number} timeoutMs
 * @returns {Promise<string>}
 */
function pulumi(dir, env, args, timeoutMs) {
  return new Promise((done, fail) => {
    const child = spawn(PULUMI, [...args, "--non-interactive"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    /** @param {Buffer} chunk */
    const keep = (chunk) => (out = (out + chunk.toString()).slice(-8000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", fail);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done(out);
      else
        fail(
          new Error(
            `pulumi ${args.join(" ")} ${signal ? `killed after ${timeoutMs} ms` : `exit ${code}`}:\n${out}`,
          ),
        );
    });
  });
}

/**
 * Bytes per bench resource in the exported state: the whole resource, and its `__provider` (0
 * for a plugin's resource, which has none). Providers and the stack are not bench resources.
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {string} stack
 * @param {number} n
 * @returns {StateBytes}
 */
function stateBytes(dir, env, stack, n) {
  const text = execFileSync(PULUMI, ["stack", "export", "--stack", stack, "--non-interactive"], {
    cwd: dir,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  const exported = /** @type {{ deployment: { resources: ExportedResource[] } }} */ (JSON.parse(text));
  const resources = exported.deployment.resources.filter((r) => !r.type.startsWith("pulumi:"));
  const sample = resources[0];
  if (resources.length !== n || !sample)
    throw new Error(`expected ${n} resources in ${stack}, found ${resources.length}`);
  const bytes = (/** @type {unknown} */ v) => Buffer.byteLength(JSON.stringify(v));
  const perResource = resources.reduce((sum, r) => sum + bytes(r), 0) / n;
  const provider = Buffer.byteLength(sample.outputs.__provider ?? "");
  // Which fields dominate: each top-level field of one resource, largest first.
  /** @type {[string, number][]} */
  const fields = Object.entries(sample)
    .map(([k, v]) => /** @type {[string, number]} */ ([k, bytes(v)]))
    .sort((a, b) => b[1] - a[1]);
  return { perResource, provider, fields };
}

module.exports = { PULUMI_HOME, PULUMI, pulumi, stateBytes };
