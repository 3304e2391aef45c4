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
 * DisputeStatus records); and each `--variant`, the bizops program on another packed tarball.
 * Refresh also times, after the floor, the floor with a read that sends one request
 * (bench-programs.js): what bounds any provider that reads. Each program that writes records has
 * an emulator of its own, and after create, update and destroy the benchmark lists its records
 * to check that each is there, with the new label, or gone. It reports medians over the rounds,
 * the ratios bizops/floor, plugin/plugin-floor, plugin-floor/floor and each variant's to the
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
 *   node scripts/bench/bench-scale.js [--n 200,1000] [--rounds 2] [--tables scale,limits]
 *     [--programs floor,bizops,plugin-floor,plugin] [--variant name=/path/to/pulumi-bizops.tgz ...]
 *     [--machine "2 cores, shared"] [--keep]
 *   (or BENCH_N, BENCH_ROUNDS, BENCH_TABLES, BENCH_PROGRAMS, BENCH_MACHINE; --n 0 skips the scale
 *   benchmark; --programs "" with a --variant runs only the variants)
 *
 * Bounded: a fixed number of runs, and every CLI call is killed after a time limit that grows
 * with N. Needs `npm run build` first and the Pulumi CLI in $PULUMI_HOME/bin.
 */
"use strict";
const { execFileSync, spawn } = require("node:child_process");
const { existsSync, mkdirSync, mkdtempSync, rmSync } = require("node:fs");
const os = require("node:os");
const { join, resolve, delimiter } = require("node:path");
const { performance } = require("node:perf_hooks");
const { parseArgs } = require("node:util");
const { installPrograms, COMPANY } = require("./bench-programs");
const { PROVIDER_BYTES } = require("./provider-bytes");

const REPO = resolve(__dirname, "..", "..");
const PULUMI_HOME = process.env.PULUMI_HOME ?? join(os.homedir(), ".pulumi");
const PULUMI = join(PULUMI_HOME, "bin", "pulumi");
/** The scale table's programs, in the order a round runs them (reversed every other round). */
const SCALE_PROGRAMS = ["floor", "bizops", "plugin-floor", "plugin"];
// Timed in refresh only, after the floor: the least a provider that reads must do (bench-programs.js).
const READING_FLOOR = "floor-read";
/** The programs that write records: each gets its own emulator, and its records are checked. */
const WRITERS = ["bizops", "plugin"];

/**
 * One operation: label, the CLI arguments after the stack, the targets of bizops ÷ floor by N,
 * and those of plugin ÷ plugin-floor by N.
 * @typedef {{ key: string, label: string, args: string[], target: Record<number, number>,
 *   pluginTarget?: Record<number, number> }} Operation
 */
/** @type {Operation[]} */
const OPERATIONS = [
  {
    key: "create",
    label: "up, create",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
  },
  {
    key: "preview",
    label: "preview, no changes",
    args: ["preview", "--expect-no-changes"],
    target: { 200: 1.0, 1000: 1.05 },
    pluginTarget: { 1000: 1.25 },
  },
  {
    key: "refresh",
    label: "refresh",
    args: ["refresh", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 1.05 },
  },
  {
    key: "update",
    label: "up, update every record",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
  },
  { key: "destroy", label: "destroy", args: ["destroy", "--yes", "--skip-preview"], target: { 200: 1.0 } },
];
const TABLES = ["scale", "limits"];
// The goal for the limits table: up within 1.3x the larger of the floor and the service's bound.
const LIMITS_TARGET = 1.3;
/** The limits table's columns: the floor, then ours against each emulator. */
const LIMITS_COLUMNS = ["floor", "plain", "limits"];
const RECORDS_AUDIENCE = "https://api.businesscentral.dynamics.com";
const STATE_TARGET_BYTES = 3584; // 3.5 KB

/**
 * @typedef {{ perResource: number, provider: number, fields: [string, number][] }} StateBytes
 * @typedef {{ type: string, outputs: { __provider?: string } }} ExportedResource
 * @typedef {{ seconds: Record<string, number>, requests: Record<string, number>, state?: StateBytes }} RoundResult
 * @typedef {{ total: number, byRoute: Record<string, number> }} RequestCounts
 * @typedef {{ accepted: number, refused: number, medianLatencyMs: number }} LimitCounts
 * @typedef {{ requests: number, byRoute: Record<string, number> } & LimitCounts} ColumnCounts
 * @typedef {{ held: number, duplicates: number, memos: number, ok: boolean }} Held
 * @typedef {{ seconds: Record<string, number>, counts: Record<string, ColumnCounts | undefined>,
 *   held?: Held }} LimitsResult
 * @typedef {{ counts: number[], rounds: number, machine: string, tables: string[], keep: boolean,
 *   programs: string[], variants: Record<string, string> }} Options
 */

/**
 * `table[key]`, which the benchmark set before it reads it: a missing one is a bug of the benchmark.
 * @template T
 * @param {Record<string, T | undefined> | readonly T[]} table
 * @param {string | number} key
 * @returns {T}
 */
function got(table, key) {
  const value = /** @type {Record<string | number, T | undefined>} */ (table)[key];
  if (value === undefined) throw new Error(`the benchmark has no ${String(key)} here`);
  return value;
}

/**
 * The state bytes of a round, measured after its create.
 * @param {RoundResult} result
 */
const stateOf = (result) => {
  if (!result.state) throw new Error("the round measured no state");
  return result.state;
};

/**
 * A comma-separated list from an option or its environment variable.
 * @param {string | undefined} value
 * @param {string} fallback
 */
function list(value, fallback) {
  return (value ?? fallback)
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * `--variant name=/path/to.tgz`, each: a name for the table and an existing tarball.
 * @param {string[]} given
 * @returns {Record<string, string>}
 */
function variantsOf(given) {
  /** @type {Record<string, string>} */
  const variants = {};
  for (const spec of given) {
    const equals = spec.indexOf("=");
    const name = spec.slice(0, equals);
    const path = spec.slice(equals + 1);
    if (equals < 0 || !/^[a-z][a-z0-9-]*$/.test(name) || !path)
      throw new Error(`--variant takes name=/path/to/pulumi-bizops.tgz, not ${spec}`);
    if ([...SCALE_PROGRAMS, READING_FLOOR].includes(name) || name in variants)
      throw new Error(`--variant ${name}: the name is taken`);
    if (!existsSync(path)) throw new Error(`--variant ${name}: no file ${path}`);
    variants[name] = resolve(path);
  }
  return variants;
}

/**
 * @param {string[]} argv
 * @returns {Options}
 */
function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      n: { type: "string" },
      rounds: { type: "string" },
      machine: { type: "string" },
      tables: { type: "string" },
      programs: { type: "string" },
      variant: { type: "string", multiple: true },
      keep: { type: "boolean", default: false },
    },
  });
  const tables = list(values.tables ?? process.env.BENCH_TABLES, TABLES.join(","));
  const unknown = tables.filter((t) => !TABLES.includes(t));
  if (unknown.length > 0) throw new Error(`--tables takes ${TABLES.join(", ")}, not ${unknown.join(", ")}`);
  const programs = list(values.programs ?? process.env.BENCH_PROGRAMS, SCALE_PROGRAMS.join(","));
  const strangers = programs.filter((p) => !SCALE_PROGRAMS.includes(p));
  if (strangers.length > 0)
    throw new Error(`--programs takes ${SCALE_PROGRAMS.join(", ")}, not ${strangers.join(", ")}`);
  const counts = list(values.n ?? process.env.BENCH_N, "200,1000")
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
  const rounds = Number(values.rounds ?? process.env.BENCH_ROUNDS ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) throw new Error("--rounds takes 1 to 20");
  const cpus = os.cpus();
  const machine =
    values.machine ??
    process.env.BENCH_MACHINE ??
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"})`;
  const variants = variantsOf(values.variant ?? []);
  return { counts, rounds, machine, tables, keep: values.keep ?? false, programs, variants };
}

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

/**
 * The emulator's request counts, reset after reading.
 * @param {string} url
 * @returns {Promise<RequestCounts>}
 */
async function takeRequests(url) {
  const counts = /** @type {RequestCounts} */ (await (await fetch(`${url}/_admin/requests`)).json());
  await fetch(`${url}/_admin/requests`, { method: "DELETE" });
  return counts;
}

/**
 * What the emulator's limits did (GET /_admin/limits), counted from zero after reading.
 * @param {string} url
 * @returns {Promise<LimitCounts>}
 */
async function takeLimits(url) {
  const counts = /** @type {LimitCounts} */ (await (await fetch(`${url}/_admin/limits`)).json());
  await fetch(`${url}/_admin/limits`, { method: "DELETE" });
  return counts;
}

/**
 * Every record of `collection` in the bench's company at `url`, read through the public API as
 * another user than the stacks' (whose window the read must not spend).
 * @param {string} url
 * @param {string} collection
 * @returns {Promise<Record<string, string>[]>}
 */
async function listRecords(url, collection) {
  const minted = await fetch(`${url}/_admin/identity/federated-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subject: "bench-checker", audience: RECORDS_AUDIENCE }),
  });
  const { token } = /** @type {{ token: string }} */ (await minted.json());
  const records = [];
  /** @type {string | undefined} */
  let next = `${url}/api/v2.0/companies(${COMPANY})/${collection}`;
  while (next) {
    /** @type {Response} */
    const answer = await fetch(next, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`listing ${collection} answered ${answer.status}`);
    const page = /** @type {{ value: Record<string, string>[], "@odata.nextLink"?: string }} */ (
      await answer.json()
    );
    records.push(...page.value);
    next = page["@odata.nextLink"];
  }
  return records;
}

/**
 * How many distinct values of `field` match `pattern`, and how many more than once.
 * @param {Record<string, string>[]} records
 * @param {string} field
 * @param {RegExp} pattern
 */
function distinct(records, field, pattern) {
  const seen = records
    .map((record) => record[field])
    .filter((value) => value !== undefined && pattern.test(value));
  return { held: new Set(seen).size, duplicates: seen.length - new Set(seen).size };
}

/**
 * The bench's records in the emulator at `url`: how many of the N statuses and M memos are
 * there, and how many more than once.
 * @param {string} url
 * @param {number} n
 * @param {number} memos
 * @returns {Promise<Held>}
 */
async function recordsHeld(url, n, memos) {
  const statuses = distinct(await listRecords(url, "disputeStatus"), "code", /^S\d+$/);
  const memoCount = distinct(
    await listRecords(url, "purchaseCreditMemos"),
    "vendorCreditMemoNumber",
    /^M\d+ /,
  );
  const ok =
    statuses.held === n && memoCount.held === memos && statuses.duplicates + memoCount.duplicates === 0;
  return { ...statuses, memos: memoCount.held, duplicates: statuses.duplicates + memoCount.duplicates, ok };
}

/**
 * Checks a writing program's records after an operation that changes them: after create each of
 * the N statuses once with label v1, after update each with v2, after destroy none. A benchmark
 * of a program that did not do its work would time nothing worth comparing.
 * @param {string} program
 * @param {string} url
 * @param {number} n
 * @param {string} op
 */
async function checkStatuses(program, url, n, op) {
  const want = {
    create: { count: n, label: "v1" },
    update: { count: n, label: "v2" },
    destroy: { count: 0 },
  }[op];
  if (!want) return;
  const statuses = (await listRecords(url, "disputeStatus")).filter((r) => /^S\d+$/.test(r.code ?? ""));
  const { held, duplicates } = distinct(statuses, "code", /^S\d+$/);
  const stale = want.label
    ? statuses.filter((r) => !(r.displayName ?? "").startsWith(`Bench ${want.label} `))
    : [];
  if (held !== want.count || duplicates > 0 || stale.length > 0)
    throw new Error(
      `${program} after ${op}: ${held} statuses (${duplicates} twice, ${stale.length} without label ${want.label}), want ${want.count}`,
    );
}

/**
 * One round of the limits table: a fresh stack per column, then each operation run by the three
 * columns back to back (`order`): the floor with N + M no-op resources, and the same program of N
 * statuses and M memos against the emulator without limits and against the one with them. After
 * the create, each emulator is checked to hold every record once.
 * @param {string[]} order
 * @param {Record<string, string>} dirs
 * @param {Record<string, NodeJS.ProcessEnv>} envs
 * @param {number} n
 * @param {number} memos
 * @param {number} round
 * @param {Record<string, string>} urls
 * @returns {Promise<Record<string, LimitsResult>>}
 */
async function runLimitsRound(order, dirs, envs, n, memos, round, urls) {
  const limit = 120_000 + (n + memos) * 1_000;
  const dirOf = (/** @type {string} */ column) => got(dirs, column === "floor" ? "floor" : "bizops");
  const stacks = Object.fromEntries(order.map((column) => [column, `limits-${column}-${n}-${round}`]));
  /** @type {(column: string, args: string[], timeoutMs: number) => Promise<string>} */
  const cli = (column, args, timeoutMs) =>
    pulumi(dirOf(column), got(envs, column), [...args, "--stack", got(stacks, column)], timeoutMs);
  /** @type {(column: string) => Promise<ColumnCounts | undefined>} */
  const take = async (column) => {
    if (column === "floor") return undefined;
    const requests = await takeRequests(got(urls, column));
    return { requests: requests.total, byRoute: requests.byRoute, ...(await takeLimits(got(urls, column))) };
  };
  /** @type {Record<string, LimitsResult>} */
  const results = Object.fromEntries(order.map((column) => [column, { seconds: {}, counts: {} }]));
  try {
    for (const column of order) {
      await pulumi(dirOf(column), got(envs, column), ["stack", "init", got(stacks, column)], 60_000);
      await cli(column, ["config", "set", "count", String(column === "floor" ? n + memos : n)], 60_000);
      if (column !== "floor") await cli(column, ["config", "set", "memos", String(memos)], 60_000);
      await cli(column, ["config", "set", "label", "v1"], 60_000);
      await take(column);
    }
    for (const op of OPERATIONS) {
      for (const column of order) {
        const result = got(results, column);
        if (op.key === "update") await cli(column, ["config", "set", "label", "v2"], 60_000);
        const start = performance.now();
        await cli(column, op.args, limit);
        result.seconds[op.key] = (performance.now() - start) / 1000;
        result.counts[op.key] = await take(column);
        if (op.key === "create" && column !== "floor") {
          result.held = await recordsHeld(got(urls, column), n, memos);
          await take(column);
          if (!result.held.ok) {
            throw new Error(
              `${column}: after the first up, ${JSON.stringify(result.held)} (want ${n} + ${memos}, once each)`,
            );
          }
        }
      }
    }
  } finally {
    for (const column of order) {
      await cli(column, ["stack", "rm", "--yes", "--force"], 120_000).catch(() => undefined);
    }
  }
  return results;
}

/**
 * The stack config a program needs beyond count and label: the bizops plugin's settings, as a
 * user of the plugin sets them (the dynamic programs read them from the environment).
 * @param {string} program
 * @param {string} url
 * @param {string} token
 * @returns {string[][]}
 */
function settingsConfig(program, url, token) {
  if (program !== "plugin") return [];
  return [
    ["config", "set", "bizops:recordsUrl", url],
    ["config", "set", "--secret", "bizops:recordsToken", token],
  ];
}

/**
 * The programs of a round in their order, with the reading floor right after the floor (it is
 * timed in refresh only).
 * @param {string[]} order
 */
function withReadingFloor(order) {
  return order.flatMap((program) => (program === "floor" ? [program, READING_FLOOR] : [program]));
}

/**
 * The bench's setting for each program: where its emulator is, and its own create journal (a
 * note another program left of the same keys would cost a read of a record this emulator never had).
 * @typedef {{ dirs: Record<string, string>, envs: Record<string, NodeJS.ProcessEnv>,
 *   urls: Record<string, string>, token: string, writers: string[] }} Bench
 */

/**
 * One round: a fresh stack per program, then each operation run by every program back to back,
 * so the programs are timed seconds apart on the same machine, not minutes apart. `order` says
 * which program goes first in this round.
 * @param {string[]} order
 * @param {Bench} bench
 * @param {number} n
 * @param {number} round
 * @returns {Promise<Record<string, RoundResult>>}
 */
async function runRound(order, bench, n, round) {
  const { dirs, envs, urls } = bench;
  const limit = 120_000 + n * 1_000;
  const all = withReadingFloor(order);
  const stacks = Object.fromEntries(all.map((program) => [program, `bench-${program}-${n}-${round}`]));
  /** @type {(program: string, args: string[], timeoutMs: number) => Promise<string>} */
  const cli = (program, args, timeoutMs) =>
    pulumi(got(dirs, program), got(envs, program), [...args, "--stack", got(stacks, program)], timeoutMs);
  /** @type {Record<string, RoundResult>} */
  const results = Object.fromEntries(all.map((program) => [program, { seconds: {}, requests: {} }]));
  try {
    for (const program of all) {
      await pulumi(got(dirs, program), got(envs, program), ["stack", "init", got(stacks, program)], 60_000);
      await cli(program, ["config", "set", "count", String(n)], 60_000);
      await cli(program, ["config", "set", "label", "v1"], 60_000);
      for (const args of settingsConfig(program, got(urls, program), bench.token))
        await cli(program, args, 60_000);
    }
    // Not timed: the reading floor's resources, for its refresh.
    if (all.includes(READING_FLOOR)) await cli(READING_FLOOR, ["up", "--yes", "--skip-preview"], limit);
    for (const url of new Set(Object.values(urls))) await takeRequests(url);
    for (const op of OPERATIONS) {
      for (const program of op.key === "refresh" ? all : order) {
        const result = got(results, program);
        if (op.key === "update") await cli(program, ["config", "set", "label", "v2"], 60_000);
        const start = performance.now();
        await cli(program, op.args, limit);
        result.seconds[op.key] = (performance.now() - start) / 1000;
        result.requests[op.key] = (await takeRequests(got(urls, program))).total / n;
        if (op.key === "create")
          result.state = stateBytes(got(dirs, program), got(envs, program), got(stacks, program), n);
        if (bench.writers.includes(program)) {
          await checkStatuses(program, got(urls, program), n, op.key);
          await takeRequests(got(urls, program));
        }
      }
    }
  } finally {
    for (const program of all) {
      await cli(program, ["stack", "rm", "--yes", "--force"], 120_000).catch(() => undefined);
    }
  }
  return results;
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  const at = (/** @type {number} */ i) => got(s, i);
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
};
const fmtBytes = (/** @type {number} */ b) => `${Math.round(b).toLocaleString("en-US")} B`;
/**
 * @param {number} ratio
 * @param {number | undefined} target
 */
const verdict = (ratio, target) =>
  target === undefined ? "" : ` ${ratio <= target ? "✓" : "✗"} (≤ ${target.toFixed(2)})`;

/**
 * A ratio column of the scale table: `of` ÷ `to`, and the target of an operation at N.
 * @typedef {{ of: string, to: string, target: (op: Operation, n: number) => number | undefined }} RatioColumn
 */

/**
 * The ratio columns whose two programs both ran: ours and the plugin against their floors, the
 * two floors, and each variant against the floor and against bizops.
 * @param {string[]} programs
 * @param {string[]} variants
 * @returns {RatioColumn[]}
 */
function ratioColumns(programs, variants) {
  const none = () => undefined;
  /** @type {RatioColumn[]} */
  const columns = [
    { of: "bizops", to: "floor", target: (op, n) => op.target[n] },
    { of: "plugin", to: "plugin-floor", target: (op, n) => op.pluginTarget?.[n] },
    { of: "plugin-floor", to: "floor", target: none },
    ...variants.flatMap((v) => [
      { of: v, to: "floor", target: none },
      { of: v, to: "bizops", target: none },
    ]),
  ];
  const ran = new Set([...programs, ...variants]);
  return columns.filter((c) => ran.has(c.of) && ran.has(c.to));
}

/**
 * The scale table at N: a column of medians per program, then the ratio columns, each ratio with
 * its target's verdict where there is one.
 * @param {number} n
 * @param {Record<string, RoundResult[]>} runs
 * @param {number} rounds
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function table(n, runs, rounds, programs, ratios) {
  /** @type {(program: string, pick: (r: RoundResult) => number) => number} */
  const med = (program, pick) => median(got(runs, program).map(pick));
  const head = [...programs, ...ratios.map((c) => `${c.of} ÷ ${c.to}`)];
  /** @type {(label: string, cells: string[]) => string} */
  const row = (label, cells) => `| ${[label, ...cells].join(" | ")} |`;
  const lines = [row(`N = ${n}, median of ${rounds}`, head), `|${"---|".repeat(head.length + 1)}`];
  for (const op of OPERATIONS) {
    const secs = (/** @type {string} */ p) => med(p, (r) => got(r.seconds, op.key));
    const ratioCells = ratios.map((c) => {
      const ratio = secs(c.of) / secs(c.to);
      return `${ratio.toFixed(2)}x${verdict(ratio, c.target(op, n))}`;
    });
    lines.push(row(op.label, [...programs.map((p) => `${secs(p).toFixed(1)} s`), ...ratioCells]));
  }
  if (runs[READING_FLOOR]) lines.push(readingRow(runs, programs, ratios));
  lines.push(...stateRows(runs, programs, ratios));
  return lines.join("\n");
}

/**
 * The reading floor's refresh, in the floor's column, and ÷ the floor's refresh in the first ratio.
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function readingRow(runs, programs, ratios) {
  const refresh = (/** @type {string} */ p) => median(got(runs, p).map((r) => got(r.seconds, "refresh")));
  const reading = refresh(READING_FLOOR);
  const cells = programs.map((p) => (p === "floor" ? `${reading.toFixed(1)} s` : ""));
  const ratioCells = ratios.map((_, i) => (i === 0 ? `${(reading / refresh("floor")).toFixed(2)}x` : ""));
  return `| refresh, the floor with a read that sends one request (ratio: ÷ the floor's refresh) | ${[...cells, ...ratioCells].join(" | ")} |`;
}

/**
 * State and `__provider` bytes per resource, with the targets of the dynamic provider's state.
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function stateRows(runs, programs, ratios) {
  /** @type {(pick: (s: StateBytes) => number, label: string, target: (ours: number) => string) => string} */
  const line = (pick, label, target) => {
    const bytes = (/** @type {string} */ p) => median(got(runs, p).map((r) => pick(stateOf(r))));
    const cells = programs.map((p) => (bytes(p) > 0 ? fmtBytes(bytes(p)) : "—"));
    const ratioCells = ratios.map((c) => {
      if (bytes(c.to) === 0 || bytes(c.of) === 0) return "";
      const ratio = `${(bytes(c.of) / bytes(c.to)).toFixed(2)}x`;
      return c.of === "bizops" && c.to === "floor" ? `${ratio} ${target(bytes("bizops"))}` : ratio;
    });
    return `| ${[label, ...cells, ...ratioCells].join(" | ")} |`;
  };
  return [
    line(
      (s) => s.perResource,
      "state per resource",
      (b) => `${b <= STATE_TARGET_BYTES ? "✓" : "✗"} (≤ 3.5 KB)`,
    ),
    line(
      (s) => s.provider,
      "`__provider` per resource",
      (b) => `${b <= PROVIDER_BYTES ? "✓" : "✗"} (≤ ${PROVIDER_BYTES} B)`,
    ),
  ];
}

/**
 * The service's own bound for one run's counts: processed requests ÷ concurrency × median time.
 * @param {LimitCounts} counts
 * @param {number} concurrency
 */
const serviceBound = (counts, concurrency) =>
  (counts.accepted / concurrency) * (counts.medianLatencyMs / 1000);

/**
 * @param {number} n
 * @param {number} memos
 * @param {Record<string, LimitsResult[]>} runs
 * @param {number} rounds
 * @param {number} concurrency
 */
function limitsTable(n, memos, runs, rounds, concurrency) {
  /** @type {(column: string, pick: (r: LimitsResult) => number) => number} */
  const med = (column, pick) => median(got(runs, column).map(pick));
  /** @type {(r: LimitsResult, key: string) => ColumnCounts} */
  const counted = (r, key) => got(r.counts, key);
  const records = n + memos;
  const lines = [
    `| N = ${n.toLocaleString("en-US")} statuses + ${memos} memos, median of ${rounds} | floor | ours, no limits | ours, limits | requests / record | 429s | service bound | limits ÷ max(floor, bound) | target |`,
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const op of OPERATIONS) {
    const floor = med("floor", (r) => got(r.seconds, op.key));
    const plain = med("plain", (r) => got(r.seconds, op.key));
    const limited = med("limits", (r) => got(r.seconds, op.key));
    const perRecord = med("limits", (r) => counted(r, op.key).requests / records);
    const refused = med("limits", (r) => counted(r, op.key).refused);
    const bound = med("limits", (r) => serviceBound(counted(r, op.key), concurrency));
    const ratio = limited / Math.max(floor, bound);
    lines.push(
      `| ${op.label} | ${floor.toFixed(1)} s | ${plain.toFixed(1)} s | ${limited.toFixed(1)} s | ${perRecord.toFixed(2)} | ${refused} | ${bound.toFixed(1)} s | ${ratio.toFixed(2)}x | ${op.key === "create" ? verdict(ratio, LIMITS_TARGET) : ""} |`,
    );
  }
  return lines.join("\n");
}

/**
 * @param {number} n
 * @param {Record<string, LimitsResult[]>} runs
 * @param {number} concurrency
 */
function limitsDetail(n, runs, concurrency) {
  const lines = [];
  for (const column of LIMITS_COLUMNS) {
    for (const [i, r] of got(runs, column).entries()) {
      const ops = OPERATIONS.map((op) => {
        const c = r.counts[op.key];
        const counted = c
          ? ` (${c.requests} requests ${JSON.stringify(c.byRoute)}, ${c.accepted} processed, ${c.refused} 429, median ${c.medianLatencyMs} ms, bound ${serviceBound(c, concurrency).toFixed(1)}s)`
          : "";
        return `${op.key} ${got(r.seconds, op.key).toFixed(2)}s${counted}`;
      }).join(", ");
      const held = r.held ? `; after up: ${JSON.stringify(r.held)}` : "";
      lines.push(`  limits N=${n} ${column.padEnd(6)} round ${i + 1}: ${ops}${held}`);
    }
  }
  return lines.join("\n");
}

/**
 * Each round's seconds per program, the requests per record of each writing program, and the
 * state bytes of one resource of each program by field.
 * @param {number} n
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {string[]} writers
 */
function detail(n, runs, programs, writers) {
  const lines = [];
  for (const program of programs) {
    for (const [i, r] of got(runs, program).entries()) {
      const secs = OPERATIONS.map((op) => `${op.key} ${got(r.seconds, op.key).toFixed(2)}s`).join(", ");
      lines.push(`  N=${n} ${program.padEnd(12)} round ${i + 1}: ${secs}`);
    }
  }
  for (const [i, r] of (runs[READING_FLOOR] ?? []).entries()) {
    lines.push(
      `  N=${n} ${READING_FLOOR.padEnd(12)} round ${i + 1}: refresh ${got(r.seconds, "refresh").toFixed(2)}s`,
    );
  }
  for (const program of programs.filter((p) => writers.includes(p))) {
    const first = got(got(runs, program), 0);
    const reqs = OPERATIONS.map((op) => `${op.key} ${got(first.requests, op.key).toFixed(2)}`).join(", ");
    lines.push(`  requests per record (${program}, round 1): ${reqs}`);
  }
  for (const program of programs) {
    const state = stateOf(got(got(runs, program), 0));
    lines.push(
      `  state bytes of one ${program} resource by field: ${state.fields.map(([k, b]) => `${k} ${b}`).join(", ")}`,
    );
  }
  return lines.join("\n");
}

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
 * Packs this checkout's dist/ (fresh: npm run bench builds first) without building again.
 * @param {string} root
 */
function packThisCheckout(root) {
  const packed = execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", root], {
    cwd: REPO,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop();
  return join(root, /** @type {string} */ (packed));
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
 * The scale table at each N: `opts.rounds` rounds of every program, the order reversed every other round.
 * @param {Options} opts
 * @param {Bench} bench
 * @param {string[]} programs
 */
async function scaleTables(opts, bench, programs) {
  const tables = [];
  const variants = Object.keys(opts.variants);
  const ratios = ratioColumns(opts.programs, variants);
  for (const n of opts.tables.includes("scale") ? opts.counts : []) {
    /** @type {Record<string, RoundResult[]>} */
    const runs = Object.fromEntries(withReadingFloor(programs).map((p) => [p, []]));
    for (let round = 1; round <= opts.rounds; round++) {
      // Alternate the order, so no program always runs right after the same other one's step.
      const order = round % 2 ? programs : [...programs].reverse();
      console.log(`  N=${n} round ${round}/${opts.rounds}: ${order.join(" then ")}, each operation`);
      const results = await runRound(order, bench, n, round);
      for (const program of Object.keys(runs)) got(runs, program).push(got(results, program));
    }
    console.log(detail(n, runs, programs, bench.writers));
    tables.push(table(n, runs, opts.rounds, programs, ratios));
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
  for (const n of opts.counts) {
    const memos = Math.max(1, Math.round(n / 10));
    const plain = { ...env, BIZOPS_RECORDS_URL: plainUrl, BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal") };
    const envs = {
      floor: plain,
      plain,
      // Its own journal: the plain column's notes of the same keys, still unsettled when this
      // column creates, would each cost a read of a record this emulator never had.
      limits: {
        ...env,
        BIZOPS_RECORDS_URL: limitedUrl,
        BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal-limits"),
      },
    };
    const urls = { plain: plainUrl, limits: limitedUrl };
    /** @type {Record<string, LimitsResult[]>} */
    const runs = Object.fromEntries(LIMITS_COLUMNS.map((column) => [column, []]));
    for (let round = 1; round <= opts.rounds; round++) {
      // Each round starts within a fresh window, as a first run of the day would.
      await fetch(`${limitedUrl}/_admin/reset`, { method: "POST" });
      const order = round % 2 ? LIMITS_COLUMNS : [...LIMITS_COLUMNS].reverse();
      console.log(`  limits N=${n} + ${memos} memos, round ${round}/${opts.rounds}: ${order.join(" then ")}`);
      const results = await runLimitsRound(order, dirs, envs, n, memos, round, urls);
      for (const column of LIMITS_COLUMNS) got(runs, column).push(got(results, column));
    }
    console.log(limitsDetail(n, runs, concurrency));
    tables.push(limitsTable(n, memos, runs, opts.rounds, concurrency));
  }
  return tables;
}

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
    const dirs = installPrograms(root, REPO, packThisCheckout(root), installed, opts.variants);
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
    console.log(
      `\nMeasured ${date} on ${opts.machine}; Pulumi ${version}, Node ${process.version}, file backend, ` +
        `emulator on loopback; side by side in one run, medians of ${opts.rounds} rounds.\n`,
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
