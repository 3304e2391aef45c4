#!/usr/bin/env node
// @ts-check
/**
 * Where a provider process spends its time: the scale benchmark's programs (bench-programs.js),
 * each on a fresh stack, run through the operations of the scale table without checkpoints
 * (PULUMI_SKIP_CHECKPOINTS=true), one program after the other, every Node.js process of each
 * operation under `--cpu-prof`. For each operation it prints the wall time and, from the provider
 * process's profile (the dynamic-provider host, or the plugin), its busy CPU time by where the
 * code lives, the provider methods' own time and the functions that took most (profile-summary.js),
 * and the CPU time of the emulator (this process) during the operation.
 *
 *   node scripts/bench/bench-profile.js [--n 1000] [--programs bizops,plugin] [--keep]
 *
 * Needs `npm run build` first and the Pulumi CLI in $PULUMI_HOME/bin. The profiles are kept under
 * the printed folder with --keep, for Chrome's DevTools or any viewer of .cpuprofile files.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const { delimiter, join, resolve } = require("node:path");
const { parseArgs } = require("node:util");
const { performance } = require("node:perf_hooks");
const { installPrograms, packThisCheckout } = require("./bench-programs");
const { summarize } = require("./profile-summary");
const { OPERATIONS, SCALE_PROGRAMS, inMode } = require("./scale/definitions");
const { PULUMI, PULUMI_HOME, pulumi } = require("./scale/pulumi-cli");

const REPO = resolve(__dirname, "..", "..");
// The provider process's main script, by program: what tells its profile from the program's.
const PROVIDER_SCRIPT = /cmd\/dynamic-provider\/index\.js|dist\/plugin\/main\.js|plugin\/noop\.js/;

/**
 * The profile of the provider process among those an operation wrote to `dir`.
 * @param {string} dir
 */
function providerProfile(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  const provider = files.filter((f) => PROVIDER_SCRIPT.test(readFileSync(join(dir, f), "utf8")));
  if (provider.length !== 1)
    throw new Error(`${dir}: ${provider.length} provider profiles among ${files.length}`);
  return join(dir, /** @type {string} */ (provider[0]));
}

/**
 * Runs the operations on one program, each profiled; prints each summary.
 * @param {string} program
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {number} n
 * @param {string} profiles
 * @param {string} url
 */
async function profileProgram(program, dir, env, n, profiles, url) {
  const stack = ["--stack", `profile-${program}`];
  const limit = 120_000 + n * 1_000;
  await pulumi(dir, env, ["stack", "init", `profile-${program}`], 60_000);
  const config = [
    ["count", String(n)],
    ["label", "v1"],
    // The plugin's settings, as a user of the plugin sets them.
    ...(program === "plugin"
      ? [
          ["bizops:recordsUrl", url],
          ["--secret", "bizops:recordsToken", env.BIZOPS_RECORDS_TOKEN ?? ""],
        ]
      : []),
  ];
  for (const args of config) await pulumi(dir, env, ["config", "set", ...args, ...stack], 60_000);
  for (const op of OPERATIONS) {
    if (op.key === "update") await pulumi(dir, env, ["config", "set", "label", "v2", ...stack], 60_000);
    const out = join(profiles, program, op.key);
    mkdirSync(out, { recursive: true });
    const hook = join(__dirname, "profile-exit-hook.js");
    const options = `--cpu-prof --cpu-prof-dir=${out} --require ${hook}`;
    const profiled = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} ${options}` };
    const start = performance.now();
    const cpu = process.cpuUsage();
    await pulumi(dir, profiled, [...op.args, ...stack], limit);
    const seconds = (performance.now() - start) / 1000;
    // This process is the emulator: what the service costs on the same cores.
    const { user, system } = process.cpuUsage(cpu);
    const summary = summarize(providerProfile(out));
    const list = (/** @type {(string | number)[][]} */ rows) =>
      rows.map(([k, ms]) => `${k} ${ms}`).join(", ");
    console.log(
      `${program} ${op.key}: ${seconds.toFixed(2)} s; provider process ${summary.wallMs} ms, busy ${summary.busyMs} ms; emulator CPU ${Math.round((user + system) / 1000)} ms`,
    );
    console.log(`  by place (ms): ${list(summary.places)}`);
    if (summary.methods.length > 0)
      console.log(`  provider methods with what they call (ms): ${list(summary.methods)}`);
    console.log(`  top own time (ms):\n    ${summary.top.map(([f, ms]) => `${ms} ${f}`).join("\n    ")}`);
  }
  await pulumi(dir, env, ["stack", "rm", "--yes", "--force", ...stack], 120_000);
}

async function main() {
  const { values } = parseArgs({
    options: {
      n: { type: "string", default: "1000" },
      programs: { type: "string", default: "bizops,plugin" },
      keep: { type: "boolean", default: false },
    },
  });
  const n = Number(values.n);
  const programs = values.programs.split(",").filter((p) => SCALE_PROGRAMS.includes(p));
  const { startEmulator, EMULATOR_DEFAULT_TOKENS } = require("pulumi-bizops-emulator");
  const root = mkdtempSync(join(os.tmpdir(), "bizops-profile-"));
  const emulator = await startEmulator({});
  try {
    console.log(`profiling ${programs.join(", ")} at N=${n} without checkpoints under ${root}`);
    const dirs = installPrograms(root, REPO, packThisCheckout(REPO, root), programs);
    mkdirSync(join(root, "state"));
    const env = inMode(
      {
        ...process.env,
        PATH: `${join(PULUMI_HOME, "bin")}${delimiter}${process.env.PATH}`,
        PULUMI_HOME,
        PULUMI_BACKEND_URL: `file://${join(root, "state")}`,
        PULUMI_CONFIG_PASSPHRASE: "bench",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      },
      "off",
    );
    console.log(execFileSync(PULUMI, ["version"], { env, encoding: "utf8" }).trim());
    for (const program of programs) {
      const own = { ...env, BIZOPS_CREATE_JOURNAL_DIR: join(root, `journal-${program}`) };
      await profileProgram(program, dirs[program] ?? "", own, n, join(root, "profiles"), emulator.url);
    }
  } finally {
    await emulator.close();
    if (!values.keep) rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
