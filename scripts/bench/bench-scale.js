#!/usr/bin/env node
// @ts-check
/**
 * The scale benchmark (part of `npm run bench`): `pulumi up` and friends timed against the engine
 * floor, through the real Pulumi CLI and a local file backend, against the emulator on loopback.
 *
 * For each N and each round, every program (bench-programs.js) gets a fresh stack and runs
 * up (create), preview (no changes), refresh, up (update every record), destroy, one operation at
 * a time for all programs back to back: this machine's speed drifts by 20% over minutes, and
 * programs timed seconds apart share that drift. The programs: the dynamic provider's floor
 * (N no-op dynamic resources) and ours (N DisputeStatus records through the packed package); the
 * provider plugin's floor (N resources of a no-op Node.js plugin) and the bizops plugin (N
 * DisputeStatus records; as released, its single executable, or with --plugin launcher its
 * dist/plugin run by node); and each `--variant`, the bizops program on another packed tarball.
 * With --programs naming them, the floors with requests: each floor whose create, read, update
 * and delete send their one request to the emulator, what any provider of the records must cost.
 * Refresh also times, after the floor, the floor with a read that sends one request
 * (bench-programs.js): what bounds any provider that reads. Each program that writes records has
 * an emulator of its own, and after create, update and destroy the benchmark lists its records
 * to check that each is there, with the new label, or gone. It reports medians over the rounds,
 * the ratios bizops/floor, plugin/plugin-floor, the two against their floors with requests,
 * plugin-floor/floor and each variant's to the
 * floor and to bizops, state bytes and `__provider` bytes per resource, the requests each
 * operation sent per record, and prints a markdown table.
 *
 * The limits table runs the same operations on N DisputeStatus records and N/10 credit memos
 * through the packed package twice, against an emulator without limits and against one with
 * Business Central's per-user limits (--limits business-central), beside the floor with as many
 * resources. It reports the requests per record, the 429s met, the service's own bound (the
 * requests it processed ÷ its concurrency × their median time: no client can be faster) and
 * ours under the limits ÷ the larger of the floor and that bound, and checks after the first
 * `up` that each record is there once.
 *
 * Each table is measured in each checkpoint mode of --checkpoints: "off" runs every command with
 * PULUMI_SKIP_CHECKPOINTS=true (the engine saves only the final state), "on" without it (the
 * engine's default: the whole state written after every step).
 *
 *   node scripts/bench/bench-scale.js [--n 200,1000] [--rounds 2] [--tables scale,limits]
 *     [--checkpoints off,on] [--programs floor,bizops,plugin-floor,plugin]
 *     [--plugin executable|launcher] [--variant name=/path/to/pulumi-bizops.tgz ...]
 *     [--machine "2 cores, shared"] [--keep]
 *   (or BENCH_N, BENCH_ROUNDS, BENCH_TABLES, BENCH_CHECKPOINTS, BENCH_PROGRAMS, BENCH_PLUGIN,
 *   BENCH_MACHINE; --programs also takes floor-requests and plugin-floor-requests;
 *   --n 0 skips the scale benchmark; --programs "" with a --variant runs only the variants)
 *
 * Bounded: a fixed number of runs, and every CLI call is killed after a time limit that grows
 * with N. Needs `npm run build` first and the Pulumi CLI in $PULUMI_HOME/bin.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { existsSync, mkdirSync, mkdtempSync, rmSync } = require("node:fs");
const os = require("node:os");
const { join, resolve, delimiter } = require("node:path");
const { installPrograms, packThisCheckout } = require("./bench-programs");
const { releasedPlugin } = require("./scale/released-plugin");
const { LIMITS_COLUMNS, READING_FLOOR, WRITERS, got, inMode, modeWords } = require("./scale/definitions");
const { options } = require("./scale/options");
const { PULUMI, PULUMI_HOME } = require("./scale/pulumi-cli");
const { runLimitsRound, runRound, withReadingFloor } = require("./scale/rounds");
const { detail, limitsDetail, limitsTable, ratioColumns, table } = require("./scale/tables");

const REPO = resolve(__dirname, "..", "..");
/** @typedef {import("./scale/definitions").Options} Options */
/** @typedef {import("./scale/definitions").RoundResult} RoundResult */
/** @typedef {import("./scale/definitions").LimitsResult} LimitsResult */
/** @typedef {import("./scale/rounds").Bench} Bench */

/**
 * The programs to install: the scale table's (and the reading floor with the floor), and the
 * floor and bizops for the limits table.
 * @param {Options} opts
 */
function programsToInstall(opts) {
  const names = new Set(opts.tables.includes("scale") ? opts.programs : []);
  if (names.has("floor")) names.add(READING_FLOOR);
  if (opts.tables.includes("limits")) ["floor", "bizops"].forEach((p) => names.add(p));
  return [...names];
}

/**
 * Starts an emulator for each writing program but bizops (which shares `emulator` with the
 * floors, as the limits table's plain column does), and gives each program its URL and
 * environment.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ url: string }} emulator
 * @param {string[]} programs
 * @param {string[]} writers
 * @param {string} root
 * @param {(options: object) => Promise<{ url: string, close: () => Promise<void> }>} start
 * @param {{ close: () => Promise<void> }[]} started filled with the emulators started, to close
 */
async function programSettings(env, emulator, programs, writers, root, start, started) {
  /** @type {Record<string, string>} */
  const urls = {};
  /** @type {Record<string, NodeJS.ProcessEnv>} */
  const envs = {};
  for (const program of programs) {
    urls[program] = emulator.url;
    if (writers.includes(program) && program !== "bizops") {
      const own = await start({ lifecycle: { certificateWindowSeconds: 0, dailyLimit: 1_000_000 } });
      started.push(own);
      urls[program] = own.url;
    }
    const journal = program === "bizops" ? "journal" : `journal-${program}`;
    envs[program] = {
      ...env,
      BIZOPS_RECORDS_URL: urls[program],
      BIZOPS_CREATE_JOURNAL_DIR: join(root, journal),
    };
  }
  return { urls, envs };
}

/**
 * Each program's environment in a checkpoint mode.
 * @param {Record<string, NodeJS.ProcessEnv>} envs
 * @param {string} mode
 */
const envsInMode = (envs, mode) =>
  Object.fromEntries(Object.entries(envs).map(([program, env]) => [program, inMode(env, mode)]));

/**
 * The scale table at each N and checkpoint mode: `opts.rounds` rounds of every program, the order
 * reversed every other round.
 * @param {Options} opts
 * @param {Bench} bench
 * @param {string[]} programs
 */
async function scaleTables(opts, bench, programs) {
  const tables = [];
  const variants = Object.keys(opts.variants);
  const ratios = ratioColumns(opts.programs, variants);
  for (const n of opts.tables.includes("scale") ? opts.counts : []) {
    for (const mode of opts.checkpoints) {
      /** @type {Record<string, RoundResult[]>} */
      const runs = Object.fromEntries(withReadingFloor(programs).map((p) => [p, []]));
      const inThisMode = { ...bench, envs: envsInMode(bench.envs, mode) };
      for (let round = 1; round <= opts.rounds; round++) {
        // Alternate the order, so no program always runs right after the same other one's step.
        const order = round % 2 ? programs : [...programs].reverse();
        console.log(
          `  N=${n} ${modeWords(mode)}, round ${round}/${opts.rounds}: ${order.join(" then ")}, each operation`,
        );
        const results = await runRound(order, inThisMode, n, round);
        for (const program of Object.keys(runs)) got(runs, program).push(got(results, program));
      }
      console.log(`  N=${n} ${modeWords(mode)}:\n${detail(n, runs, programs, bench.writers)}`);
      tables.push(table(n, mode, runs, opts.rounds, programs, ratios));
    }
  }
  return tables;
}

/**
 * The limits table at each N, against the emulator `plainUrl` and the limited one.
 * @param {Options} opts
 * @param {Record<string, string>} dirs
 * @param {NodeJS.ProcessEnv} env
 * @param {string} plainUrl
 * @param {string} limitedUrl
 * @param {string} root
 * @param {number} concurrency
 */
async function limitsTables(opts, dirs, env, plainUrl, limitedUrl, root, concurrency) {
  const tables = [];
  /** @type {[number, string][]} */
  const cases = opts.counts.flatMap((n) =>
    opts.checkpoints.map((m) => /** @type {[number, string]} */ ([n, m])),
  );
  for (const [n, mode] of cases) {
    const memos = Math.max(1, Math.round(n / 10));
    const plain = inMode(
      { ...env, BIZOPS_RECORDS_URL: plainUrl, BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal") },
      mode,
    );
    const envs = {
      floor: plain,
      plain,
      // Its own journal: the plain column's notes of the same keys, still unsettled when this
      // column creates, would each cost a read of a record this emulator never had.
      limits: inMode(
        { ...env, BIZOPS_RECORDS_URL: limitedUrl, BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal-limits") },
        mode,
      ),
    };
    const urls = { plain: plainUrl, limits: limitedUrl };
    /** @type {Record<string, LimitsResult[]>} */
    const runs = Object.fromEntries(LIMITS_COLUMNS.map((column) => [column, []]));
    for (let round = 1; round <= opts.rounds; round++) {
      // Each round starts within a fresh window, as a first run of the day would.
      await fetch(`${limitedUrl}/_admin/reset`, { method: "POST" });
      const order = round % 2 ? LIMITS_COLUMNS : [...LIMITS_COLUMNS].reverse();
      console.log(
        `  limits N=${n} + ${memos} memos ${modeWords(mode)}, round ${round}/${opts.rounds}: ${order.join(" then ")}`,
      );
      const results = await runLimitsRound(order, dirs, envs, n, memos, round, urls);
      for (const column of LIMITS_COLUMNS) got(runs, column).push(got(results, column));
    }
    console.log(`  limits ${modeWords(mode)}:\n${limitsDetail(n, runs, concurrency)}`);
    tables.push(limitsTable(n, memos, mode, runs, opts.rounds, concurrency));
  }
  return tables;
}

/** How the table's title says which plugin the `plugin` program ran. */
/** @type {Record<string, string>} */
const PLUGIN_WORDS = {
  executable: "as released (its single executable)",
  launcher: "from dist/plugin by a launcher",
};

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.counts.length === 0) return;
  if (!existsSync(join(REPO, "dist", "index.js"))) throw new Error("run `npm run build` first");
  if (!existsSync(PULUMI))
    throw new Error(`the Pulumi CLI is not in ${PULUMI_HOME}/bin: run \`npm run pulumi:install\``);
  const {
    startEmulator,
    EMULATOR_DEFAULT_TOKENS,
    BUSINESS_CENTRAL_LIMITS,
  } = require("pulumi-bizops-emulator");
  const root = mkdtempSync(join(os.tmpdir(), "bizops-bench-"));
  const emulator = await startEmulator({ lifecycle: { certificateWindowSeconds: 0, dailyLimit: 1_000_000 } });
  /** @type {{ close: () => Promise<void> }[]} */
  const started = [emulator];
  try {
    const programs = [...opts.programs, ...Object.keys(opts.variants)];
    const installed = programsToInstall(opts);
    console.log(
      `scale benchmark: installing ${[...installed, ...Object.keys(opts.variants)].join(", ")} under ${root}`,
    );
    const pluginExecutable =
      installed.includes("plugin") && opts.plugin === "executable" ? await releasedPlugin(root) : undefined;
    const tarball = packThisCheckout(REPO, root);
    const dirs = installPrograms(root, REPO, tarball, installed, {
      variants: opts.variants,
      pluginExecutable,
    });
    const env = {
      ...process.env,
      PATH: `${join(PULUMI_HOME, "bin")}${delimiter}${process.env.PATH}`,
      PULUMI_HOME,
      PULUMI_BACKEND_URL: `file://${join(root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: "bench",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    };
    mkdirSync(join(root, "state"), { recursive: true });
    const version = execFileSync(PULUMI, ["version"], { env, encoding: "utf8" }).trim();
    const writers = [...WRITERS, ...Object.keys(opts.variants)];
    // Only the scale table runs the programs in their own settings.
    const everyProgram = opts.tables.includes("scale") ? withReadingFloor(programs) : [];
    const { urls, envs } = await programSettings(
      env,
      emulator,
      everyProgram,
      writers,
      root,
      startEmulator,
      started,
    );
    const bench = { dirs, envs, urls, token: EMULATOR_DEFAULT_TOKENS.records, writers };
    const tables = await scaleTables(opts, bench, programs);
    if (opts.tables.includes("limits")) {
      // The service's own figures, as `bizops-emulator --limits business-central` enforces them.
      const limited = await startEmulator({ limits: { ...BUSINESS_CENTRAL_LIMITS, seed: 1 } });
      started.push(limited);
      const concurrency = BUSINESS_CENTRAL_LIMITS.concurrency;
      tables.push(...(await limitsTables(opts, dirs, env, emulator.url, limited.url, root, concurrency)));
    }
    const date = new Date().toISOString().slice(0, 10);
    const plugin = installed.includes("plugin") ? `; the plugin ${PLUGIN_WORDS[opts.plugin]}` : "";
    console.log(
      `\nMeasured ${date} on ${opts.machine}; Pulumi ${version}, Node ${process.version}, file backend, ` +
        `emulator on loopback${plugin}; side by side in one run, medians of ${opts.rounds} rounds.\n`,
    );
    console.log(tables.join("\n\n"));
  } finally {
    for (const running of started) await running.close();
    if (!opts.keep) rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
