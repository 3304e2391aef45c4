#!/usr/bin/env node
// @ts-check
/**
 * npm run quickstart: installs what is missing (scripts/toolchain/ensure-deps.js), builds the package and
 * runs the quickstart stack (examples/quickstart) with the real Pulumi CLI against an emulator
 * started in this process: up, a preview that shows no changes, then destroy. Needs nothing but
 * this checkout; the state lives in .bizops/quickstart.
 *
 *   bash scripts/toolchain/with-node.sh node scripts/test/quickstart.js
 *
 * Started through scripts/toolchain/with-node.sh, so that it, the language host and the provider host run
 * on Node 24 when the machine's node is older than 22.
 */
"use strict";
const { spawn, spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..", "..");
const stateDir = path.join(root, ".bizops", "quickstart");
// A stack name of its own, so the quickstart never touches a stack (or its config) of the user's.
const STACK = "bizops-quickstart-emulator";

/**
 * Runs one stack operation in a child process; asynchronously, since the emulator lives in this one.
 * @param {string} title
 * @param {"up" | "preview" | "destroy"} op
 * @param {NodeJS.ProcessEnv} env
 */
async function step(title, op, env) {
  console.log(`\n=== ${title}`);
  // No --inline: the CLI runs Pulumi.yaml's program through the Node.js language host, as `pulumi up` does.
  const args = [path.join(__dirname, "run-stack.js"), op, "--dir", root, "--stack", STACK];
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (/** @type {Buffer} */ chunk) => (stdout += chunk.toString()));
  /** @type {number | null} */
  const code = await new Promise((resolve) => child.on("close", resolve));
  const lines = stdout.trimEnd().split("\n");
  const last = lines.pop() ?? "";
  console.log(lines.join("\n"));
  // run-stack.js's last line: the operation's result, or the error that ended it.
  /** @type {{ error?: string, outputs?: Record<string, string> }} */
  let result;
  try {
    result = /** @type {typeof result} */ (JSON.parse(last));
  } catch {
    throw new Error(`${op} failed: ${last || `exit ${code}`}`);
  }
  if (code !== 0 || result.error) throw new Error(`${op} failed: ${result.error ?? `exit ${code}`}`);
  return result;
}

/**
 * Runs a command with this process's output; throws when it fails.
 * @param {string} command
 * @param {string[]} args
 */
function runOrThrow(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Installs what is missing and builds the package, which the program and the emulator load. */
function prepare() {
  runOrThrow(process.execPath, [path.join(__dirname, "..", "toolchain", "ensure-deps.js")]);
  console.error(`quickstart: node ${process.version}`);
  runOrThrow("npm", ["run", "--silent", "build"]);
  // The program and the provider host resolve `pulumi-bizops` from node_modules, as in a user's
  // project; here it is this checkout.
  const link = path.join(root, "node_modules", "pulumi-bizops");
  fs.rmSync(link, { force: true });
  fs.symlinkSync("..", link);
}

async function main() {
  prepare();
  // Loaded once ensure-deps has installed it and the build above has built it.
  const { startEmulator, EMULATOR_DEFAULT_TOKENS } = require("pulumi-bizops-emulator");
  // The emulator keeps records in memory, so every run starts from empty state.
  fs.rmSync(stateDir, { recursive: true, force: true });
  // The stack's own config file holds the passphrase salt of the state just removed.
  fs.rmSync(path.join(root, `Pulumi.${STACK}.yaml`), { force: true });
  fs.mkdirSync(stateDir, { recursive: true });
  // Operations move a status step every second, so the refresh completes in a few seconds.
  const emulator = await startEmulator({ lifecycle: { stepMs: 1000 } });
  const env = {
    ...process.env,
    BIZOPS_RECORDS_URL: emulator.url,
    BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    BIZOPS_LIFECYCLE_URL: emulator.url,
    BIZOPS_LIFECYCLE_TOKEN: EMULATOR_DEFAULT_TOKENS.lifecycle,
    PULUMI_BACKEND_URL: `file://${stateDir}`,
    PULUMI_CONFIG_PASSPHRASE: process.env.PULUMI_CONFIG_PASSPHRASE ?? "quickstart",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    // `npm test` type-checks the example with the repository's tsconfig; at run time it is only transpiled.
    PULUMI_NODEJS_TRANSPILE_ONLY: "true",
  };
  try {
    console.log(`emulator listening on ${emulator.url}`);
    const up = await step("pulumi up: create the records, run a database refresh", "up", env);
    await step("pulumi preview: nothing to change", "preview", env);
    await step("pulumi destroy: remove it again", "destroy", env);
    const { disputeStatusId, currencyCode, creditMemoNumber, refreshId, refreshStatus } = up.outputs ?? {};
    console.log(
      `\nquickstart done: created dispute status ${disputeStatusId}, adopted currency ${currencyCode}, ` +
        `created credit memo ${creditMemoNumber}, ran refresh ${refreshId} (${refreshStatus}); ` +
        `previewed no changes; destroyed them (the currency is left as it is; a refresh cannot be undone).`,
    );
  } finally {
    await emulator.close();
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
