// @ts-check
// What the install scripts share: where things go, finding commands on PATH, running them.
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

/** The checkout's root folder. */
const REPO = path.resolve(__dirname, "..", "..");

/** An error a script reports in one line, with its name, before it exits with status 1. */
class Failure extends Error {}

/**
 * The folder the Pulumi CLI and its plugins are installed into: `$PULUMI_HOME/bin`, by default
 * ~/.pulumi/bin. An empty variable counts as unset, as in the shell's `${PULUMI_HOME:-...}`.
 * @param {NodeJS.ProcessEnv} [env]
 */
function pulumiBinDir(env = process.env) {
  return path.join(env.PULUMI_HOME || path.join(os.homedir(), ".pulumi"), "bin");
}

/**
 * The project's cache folder, `$XDG_CACHE_HOME/pulumi-bizops` (by default ~/.cache/pulumi-bizops).
 * @param {NodeJS.ProcessEnv} [env]
 */
function cacheDir(env = process.env) {
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "pulumi-bizops");
}

/**
 * Whether `file` is a file (or a link to one) this process may execute, as the shell's `[ -x ]`.
 * @param {string} file
 */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The path of the first executable `name` on PATH, as the shell's `command -v`; undefined when none.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 */
function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir || ".", name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The version of @pulumi/pulumi that a checkout's package-lock.json locks (npm's resolution, not
 * package.json's range); this checkout's by default.
 * @param {string} [repo]
 * @returns {string}
 */
function lockedPulumiVersion(repo = REPO) {
  const lock = /** @type {{ packages: Record<string, { version?: string }> }} */ (
    JSON.parse(fs.readFileSync(path.join(repo, "package-lock.json"), "utf8"))
  );
  const version = lock.packages["node_modules/@pulumi/pulumi"]?.version;
  if (!version) throw new Failure("package-lock.json locks no @pulumi/pulumi");
  return version;
}

/**
 * The provider package's version (package.json).
 * @returns {string}
 */
function packageVersion() {
  const manifest = /** @type {{ version: string }} */ (
    JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8"))
  );
  return manifest.version;
}

/**
 * A file's text without surrounding white space; "" when it cannot be read.
 * @param {string} file
 */
function readTrimmed(file) {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}

/**
 * Runs a command with its output on this process's stderr (stdout is kept for what a script
 * prints), or with `stdout: "inherit"` its stdout on this process's stdout; throws a Failure
 * when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdout?: "stderr" | "inherit" }} [options]
 */
function run(command, args, { stdout = "stderr", ...options } = {}) {
  const out = stdout === "inherit" ? "inherit" : process.stderr;
  const result = spawnSync(command, args, { ...options, stdio: ["ignore", out, "inherit"] });
  if (result.error) throw new Failure(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Failure(`${command} ${args.join(" ")} failed (${statusOf(result)})`);
}

/**
 * Runs a command and returns what it printed on stdout; throws a Failure with its stderr when it
 * fails. With `stderr: "inherit"` its stderr goes to this process's as it comes.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stderr?: "pipe" | "inherit" }} [options]
 */
function output(command, args, { stderr = "pipe", ...options } = {}) {
  const result = spawnSync(command, args, {
    ...options,
    encoding: "utf8",
    stdio: ["ignore", "pipe", stderr],
  });
  if (result.error) throw new Failure(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const said = stderr === "pipe" ? `: ${result.stderr.trim()}` : "";
    throw new Failure(`${command} ${args.join(" ")} failed (${statusOf(result)})${said}`);
  }
  return result.stdout;
}

/**
 * How a finished command ended, for a message.
 * @param {{ status: number | null, signal: NodeJS.Signals | null }} result
 */
function statusOf(result) {
  return result.signal ? `signal ${result.signal}` : `exit ${result.status}`;
}

/**
 * Runs `main` as a script named `name`: a Failure (or any error) is printed in one line and the
 * process exits with status 1.
 * @param {string} name
 * @param {() => void} main
 */
function runScript(name, main) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

module.exports = {
  REPO,
  Failure,
  pulumiBinDir,
  cacheDir,
  lockedPulumiVersion,
  packageVersion,
  readTrimmed,
  isExecutable,
  onPath,
  run,
  output,
  runScript,
};
