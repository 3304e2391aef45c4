#!/usr/bin/env node
/**
 * The scale benchmark (part of `npm run bench`): `pulumi up` and friends timed against the engine
 * floor, through the real Pulumi CLI and a local file backend, against the emulator on loopback.
 *
 * For each N and each round, the floor program (N no-op dynamic resources) and ours (N
 * DisputeStatus records through the packed package) each get a fresh stack and run
 * up (create), preview (no changes), refresh, up (update every record), destroy, one operation at
 * a time for both programs back to back: this machine's speed drifts by 20% over minutes, and a
 * pair timed seconds apart shares that drift. Refresh also times, between the two, the floor
 * with a read that sends one request (bench-programs.js): what bounds any provider that reads.
 * It reports
 * medians over the rounds, the ratios ours/floor, state bytes and `__provider` bytes per resource,
 * the requests each operation sent per record, and prints a markdown table for the README.
 *
 * The limits table runs the same operations on N DisputeStatus records and N/10 credit memos
 * through the packed package twice, against an emulator without limits and against one with
 * Business Central's per-user limits (--limits business-central), beside the floor with as many
 * resources. It reports the requests per record, the 429s met, the service's own bound (the
 * requests it processed ÷ its concurrency × their median time: no client can be faster) and
 * ours under the limits ÷ the larger of the floor and that bound, and checks after the first
 * `up` that each record is there once.
 *
 *   node scripts/bench-scale.js [--n 200,1000] [--rounds 2] [--tables scale,limits] [--machine "2 cores, shared"]
 *   (or BENCH_N, BENCH_ROUNDS, BENCH_TABLES, BENCH_MACHINE; --n 0 skips the scale benchmark)
 *
 * Bounded: a fixed number of runs, and every CLI call is killed after a time limit that grows
 * with N. Needs `npm run build` first and the Pulumi CLI in $PULUMI_HOME/bin.
 */
"use strict";
const { execFileSync, spawn } = require("node:child_process");
const { existsSync, mkdtempSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const { join, resolve, delimiter } = require("node:path");
const { performance } = require("node:perf_hooks");
const { parseArgs } = require("node:util");
const { installPrograms } = require("./bench-programs");

const REPO = resolve(__dirname, "..");
const PULUMI_HOME = process.env.PULUMI_HOME ?? join(os.homedir(), ".pulumi");
const PULUMI = join(PULUMI_HOME, "bin", "pulumi");
const PROGRAMS = ["floor", "bizops"];
// Timed in refresh only, between the two: the least a provider that reads must do (bench-programs.js).
const READING_FLOOR = "floor-read";

/** One row per operation: label, the CLI arguments after the stack, and the targets by N. */
const OPERATIONS = [
  {
    key: "create",
    label: "up, create",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
  },
  {
    key: "preview",
    label: "preview, no changes",
    args: ["preview", "--expect-no-changes"],
    target: { 200: 1.0, 1000: 1.05 },
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
  },
  { key: "destroy", label: "destroy", args: ["destroy", "--yes", "--skip-preview"], target: { 200: 1.0 } },
];
const PROVIDER_TARGET_BYTES = 400;
const TABLES = ["scale", "limits"];
// The issue's goal for the limits table: up within 1.3x the larger of the floor and the service's bound.
const LIMITS_TARGET = 1.3;
/** The limits table's columns: the floor, then ours against each emulator. */
const LIMITS_COLUMNS = ["floor", "plain", "limits"];
const RECORDS_AUDIENCE = "https://api.businesscentral.dynamics.com";
const STATE_TARGET_BYTES = 3584; // 3.5 KB

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      n: { type: "string" },
      rounds: { type: "string" },
      machine: { type: "string" },
      tables: { type: "string" },
      keep: { type: "boolean", default: false },
    },
  });
  const tables = (values.tables ?? process.env.BENCH_TABLES ?? TABLES.join(","))
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = tables.filter((t) => !TABLES.includes(t));
  if (unknown.length > 0) throw new Error(`--tables takes ${TABLES.join(", ")}, not ${unknown.join(", ")}`);
  const counts = (values.n ?? process.env.BENCH_N ?? "200,1000")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  const rounds = Number(values.rounds ?? process.env.BENCH_ROUNDS ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) throw new Error("--rounds takes 1 to 20");
  const cpus = os.cpus();
  const machine =
    values.machine ??
    process.env.BENCH_MACHINE ??
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"})`;
  return { counts, rounds, machine, tables, keep: values.keep };
}

/** Runs the Pulumi CLI in `dir`; resolves with its output, rejects on failure or after `timeoutMs`. */
function pulumi(dir, env, args, timeoutMs) {
  return new Promise((done, fail) => {
    const child = spawn(PULUMI, [...args, "--non-interactive"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
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

/** Bytes per bench resource in the exported state: the whole resource, and its `__provider`. */
function stateBytes(dir, env, stack, n) {
  const exported = JSON.parse(
    execFileSync(PULUMI, ["stack", "export", "--stack", stack, "--non-interactive"], {
      cwd: dir,
      env,
      maxBuffer: 1 << 30,
    }),
  );
  const resources = exported.deployment.resources.filter((r) => r.type.startsWith("pulumi-nodejs:dynamic"));
  if (resources.length !== n)
    throw new Error(`expected ${n} resources in ${stack}, found ${resources.length}`);
  const sample = resources[0];
  const bytes = (v) => Buffer.byteLength(JSON.stringify(v));
  const perResource = resources.reduce((sum, r) => sum + bytes(r), 0) / n;
  const provider = Buffer.byteLength(sample.outputs.__provider);
  // Which fields dominate: each top-level field of one resource, largest first.
  const fields = Object.entries(sample)
    .map(([k, v]) => [k, bytes(v)])
    .sort((a, b) => b[1] - a[1]);
  return { perResource, provider, fields };
}

/** The emulator's request counts, reset after reading. */
async function takeRequests(url) {
  const counts = await (await fetch(`${url}/_admin/requests`)).json();
  await fetch(`${url}/_admin/requests`, { method: "DELETE" });
  return counts;
}

/** What the emulator's limits did (GET /_admin/limits), counted from zero after reading. */
async function takeLimits(url) {
  const counts = await (await fetch(`${url}/_admin/limits`)).json();
  await fetch(`${url}/_admin/limits`, { method: "DELETE" });
  return counts;
}

/**
 * The bench's records in the emulator at `url`, read through the public API as another user than
 * the stacks' (whose window the read must not spend): how many of the N statuses and M memos are
 * there, and how many more than once.
 */
async function recordsHeld(url, n, memos) {
  const minted = await fetch(`${url}/_admin/identity/federated-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subject: "bench-checker", audience: RECORDS_AUDIENCE }),
  });
  const { token } = await minted.json();
  const { COMPANY } = require("./bench-programs");
  const read = async (collection, field, pattern) => {
    const seen = [];
    let next = `${url}/api/v2.0/companies(${COMPANY})/${collection}`;
    while (next) {
      const answer = await fetch(next, { headers: { authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`listing ${collection} answered ${answer.status}`);
      const page = await answer.json();
      seen.push(...page.value.map((record) => record[field]).filter((value) => pattern.test(value)));
      next = page["@odata.nextLink"];
    }
    return { held: new Set(seen).size, duplicates: seen.length - new Set(seen).size };
  };
  const statuses = await read("disputeStatus", "code", /^S\d+$/);
  const memoCount = await read("purchaseCreditMemos", "vendorCreditMemoNumber", /^M\d+ /);
  const ok =
    statuses.held === n && memoCount.held === memos && statuses.duplicates + memoCount.duplicates === 0;
  return { ...statuses, memos: memoCount.held, duplicates: statuses.duplicates + memoCount.duplicates, ok };
}

/**
 * One round of the limits table: a fresh stack per column, then each operation run by the three
 * columns back to back (`order`): the floor with N + M no-op resources, and the same program of N
 * statuses and M memos against the emulator without limits and against the one with them. After
 * the create, each emulator is checked to hold every record once.
 */
async function runLimitsRound(order, dirs, envs, n, memos, round, urls) {
  const limit = 120_000 + (n + memos) * 1_000;
  const dirOf = (column) => (column === "floor" ? dirs.floor : dirs.bizops);
  const stacks = Object.fromEntries(order.map((column) => [column, `limits-${column}-${n}-${round}`]));
  const cli = (column, args, timeoutMs) =>
    pulumi(dirOf(column), envs[column], [...args, "--stack", stacks[column]], timeoutMs);
  const take = async (column) => {
    if (column === "floor") return undefined;
    const requests = await takeRequests(urls[column]);
    return { requests: requests.total, byRoute: requests.byRoute, ...(await takeLimits(urls[column])) };
  };
  const results = Object.fromEntries(order.map((column) => [column, { seconds: {}, counts: {} }]));
  try {
    for (const column of order) {
      await pulumi(dirOf(column), envs[column], ["stack", "init", stacks[column]], 60_000);
      await cli(column, ["config", "set", "count", String(column === "floor" ? n + memos : n)], 60_000);
      if (column !== "floor") await cli(column, ["config", "set", "memos", String(memos)], 60_000);
      await cli(column, ["config", "set", "label", "v1"], 60_000);
      await take(column);
    }
    for (const op of OPERATIONS) {
      for (const column of order) {
        const result = results[column];
        if (op.key === "update") await cli(column, ["config", "set", "label", "v2"], 60_000);
        const start = performance.now();
        await cli(column, op.args, limit);
        result.seconds[op.key] = (performance.now() - start) / 1000;
        result.counts[op.key] = await take(column);
        if (op.key === "create" && column !== "floor") {
          result.held = await recordsHeld(urls[column], n, memos);
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
 * One round: a fresh stack per program, then each operation run by both programs back to back,
 * so each pair is timed seconds apart on the same machine, not minutes apart. `order` says which
 * program goes first in this round.
 */
async function runRound(order, dirs, env, n, round, emulatorUrl) {
  const limit = 120_000 + n * 1_000;
  const all = [order[0], READING_FLOOR, order[1]];
  const stacks = Object.fromEntries(all.map((program) => [program, `bench-${program}-${n}-${round}`]));
  const cli = (program, args, timeoutMs) =>
    pulumi(dirs[program], env, [...args, "--stack", stacks[program]], timeoutMs);
  const results = Object.fromEntries(all.map((program) => [program, { seconds: {}, requests: {} }]));
  try {
    for (const program of all) {
      await pulumi(dirs[program], env, ["stack", "init", stacks[program]], 60_000);
      await cli(program, ["config", "set", "count", String(n)], 60_000);
      await cli(program, ["config", "set", "label", "v1"], 60_000);
    }
    // Not timed: the reading floor's resources, for its refresh.
    await cli(READING_FLOOR, ["up", "--yes", "--skip-preview"], limit);
    await takeRequests(emulatorUrl);
    for (const op of OPERATIONS) {
      for (const program of op.key === "refresh" ? all : order) {
        const result = results[program];
        if (op.key === "update") await cli(program, ["config", "set", "label", "v2"], 60_000);
        const start = performance.now();
        await cli(program, op.args, limit);
        result.seconds[op.key] = (performance.now() - start) / 1000;
        result.requests[op.key] = (await takeRequests(emulatorUrl)).total / n;
        if (op.key === "create") result.state = stateBytes(dirs[program], env, stacks[program], n);
      }
    }
  } finally {
    for (const program of all) {
      await cli(program, ["stack", "rm", "--yes", "--force"], 120_000).catch(() => undefined);
    }
  }
  return results;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmtBytes = (b) => `${Math.round(b).toLocaleString("en-US")} B`;
const verdict = (ratio, target) =>
  target === undefined ? "" : `≤ ${target.toFixed(2)}x ${ratio <= target ? "✓" : "✗"}`;

function table(n, runs, rounds) {
  const med = (program, pick) => median(runs[program].map(pick));
  const lines = [
    `| N = ${n}, median of ${rounds} | floor | pulumi-bizops | ratio | target |`,
    "|---|---|---|---|---|",
  ];
  for (const op of OPERATIONS) {
    const floor = med("floor", (r) => r.seconds[op.key]);
    const ours = med("bizops", (r) => r.seconds[op.key]);
    const ratio = ours / floor;
    lines.push(
      `| ${op.label} | ${floor.toFixed(1)} s | ${ours.toFixed(1)} s | ${ratio.toFixed(2)}x | ${verdict(ratio, op.target[n])} |`,
    );
  }
  const stateFloor = med("floor", (r) => r.state.perResource);
  const stateOurs = med("bizops", (r) => r.state.perResource);
  const providerFloor = med("floor", (r) => r.state.provider);
  const providerOurs = med("bizops", (r) => r.state.provider);
  const refreshFloor = med("floor", (r) => r.seconds.refresh);
  const readingFloor = med(READING_FLOOR, (r) => r.seconds.refresh);
  lines.push(
    `| refresh, the floor with a read that sends one request | ${refreshFloor.toFixed(1)} s | ${readingFloor.toFixed(1)} s | ${(readingFloor / refreshFloor).toFixed(2)}x | |`,
    `| state per resource | ${fmtBytes(stateFloor)} | ${fmtBytes(stateOurs)} | ${(stateOurs / stateFloor).toFixed(2)}x | ≤ 3.5 KB ${stateOurs <= STATE_TARGET_BYTES ? "✓" : "✗"} |`,
    `| \`__provider\` per resource | ${fmtBytes(providerFloor)} | ${fmtBytes(providerOurs)} | ${(providerOurs / providerFloor).toFixed(2)}x | ≤ 400 B ${providerOurs <= PROVIDER_TARGET_BYTES ? "✓" : "✗"} |`,
  );
  return lines.join("\n");
}

/** The service's own bound for one run's counts: processed requests ÷ concurrency × median time. */
const serviceBound = (counts, concurrency) =>
  (counts.accepted / concurrency) * (counts.medianLatencyMs / 1000);

function limitsTable(n, memos, runs, rounds, concurrency) {
  const med = (column, pick) => median(runs[column].map(pick));
  const records = n + memos;
  const lines = [
    `| N = ${n.toLocaleString("en-US")} statuses + ${memos} memos, median of ${rounds} | floor | ours, no limits | ours, limits | requests / record | 429s | service bound | limits ÷ max(floor, bound) | target |`,
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const op of OPERATIONS) {
    const floor = med("floor", (r) => r.seconds[op.key]);
    const plain = med("plain", (r) => r.seconds[op.key]);
    const limited = med("limits", (r) => r.seconds[op.key]);
    const perRecord = med("limits", (r) => r.counts[op.key].requests / records);
    const refused = med("limits", (r) => r.counts[op.key].refused);
    const bound = med("limits", (r) => serviceBound(r.counts[op.key], concurrency));
    const ratio = limited / Math.max(floor, bound);
    lines.push(
      `| ${op.label} | ${floor.toFixed(1)} s | ${plain.toFixed(1)} s | ${limited.toFixed(1)} s | ${perRecord.toFixed(2)} | ${refused} | ${bound.toFixed(1)} s | ${ratio.toFixed(2)}x | ${op.key === "create" ? verdict(ratio, LIMITS_TARGET) : ""} |`,
    );
  }
  return lines.join("\n");
}

function limitsDetail(n, runs, concurrency) {
  const lines = [];
  for (const column of LIMITS_COLUMNS) {
    for (const [i, r] of runs[column].entries()) {
      const ops = OPERATIONS.map((op) => {
        const c = r.counts[op.key];
        const counted = c
          ? ` (${c.requests} requests ${JSON.stringify(c.byRoute)}, ${c.accepted} processed, ${c.refused} 429, median ${c.medianLatencyMs} ms, bound ${serviceBound(c, concurrency).toFixed(1)}s)`
          : "";
        return `${op.key} ${r.seconds[op.key].toFixed(2)}s${counted}`;
      }).join(", ");
      const held = r.held ? `; after up: ${JSON.stringify(r.held)}` : "";
      lines.push(`  limits N=${n} ${column.padEnd(6)} round ${i + 1}: ${ops}${held}`);
    }
  }
  return lines.join("\n");
}

function detail(n, runs) {
  const lines = [];
  for (const program of PROGRAMS) {
    for (const [i, r] of runs[program].entries()) {
      const secs = OPERATIONS.map((op) => `${op.key} ${r.seconds[op.key].toFixed(2)}s`).join(", ");
      lines.push(`  N=${n} ${program.padEnd(10)} round ${i + 1}: ${secs}`);
    }
  }
  for (const [i, r] of runs[READING_FLOOR].entries()) {
    lines.push(
      `  N=${n} ${READING_FLOOR.padEnd(10)} round ${i + 1}: refresh ${r.seconds.refresh.toFixed(2)}s`,
    );
  }
  const ours = runs.bizops[0];
  const reqs = OPERATIONS.map((op) => `${op.key} ${ours.requests[op.key].toFixed(2)}`).join(", ");
  lines.push(`  requests per record (pulumi-bizops, round 1): ${reqs}`);
  for (const program of PROGRAMS) {
    const fields = runs[program][0].state.fields.map(([k, b]) => `${k} ${b}`).join(", ");
    lines.push(`  state bytes of one ${program} resource by field: ${fields}`);
  }
  return lines.join("\n");
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
  // The service's own figures, as `bizops-emulator --limits business-central` enforces them.
  const limited = opts.tables.includes("limits")
    ? await startEmulator({ limits: { ...BUSINESS_CENTRAL_LIMITS, seed: 1 } })
    : undefined;
  try {
    // dist/ is fresh (npm run bench builds first): pack it without building again.
    const packed = execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", root], {
      cwd: REPO,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop();
    console.log(`scale benchmark: installing the floor, the reading floor and pulumi-bizops under ${root}`);
    const dirs = installPrograms(root, REPO, join(root, packed));
    const env = {
      ...process.env,
      PATH: `${join(PULUMI_HOME, "bin")}${delimiter}${process.env.PATH}`,
      PULUMI_HOME,
      PULUMI_BACKEND_URL: `file://${join(root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: "bench",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      BIZOPS_RECORDS_URL: emulator.url,
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      // The bench's own: a note another run left in the user's journal would cost a read.
      BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal"),
    };
    require("node:fs").mkdirSync(join(root, "state"), { recursive: true });
    const version = execFileSync(PULUMI, ["version"], { env, encoding: "utf8" }).trim();
    const tables = [];
    for (const n of opts.tables.includes("scale") ? opts.counts : []) {
      const runs = { floor: [], bizops: [], [READING_FLOOR]: [] };
      for (let round = 1; round <= opts.rounds; round++) {
        // Alternate which program goes first, so neither always runs right after the other's step.
        const order = round % 2 ? PROGRAMS : [...PROGRAMS].reverse();
        console.log(`  N=${n} round ${round}/${opts.rounds}: ${order.join(" then ")}, each operation`);
        const results = await runRound(order, dirs, env, n, round, emulator.url);
        for (const program of Object.keys(runs)) runs[program].push(results[program]);
      }
      console.log(detail(n, runs));
      tables.push(table(n, runs, opts.rounds));
    }
    for (const n of limited ? opts.counts : []) {
      const memos = Math.max(1, Math.round(n / 10));
      const envs = {
        floor: env,
        plain: env,
        // Its own journal: the plain column's notes of the same keys, still unsettled when this
        // column creates, would each cost a read of a record this emulator never had.
        limits: {
          ...env,
          BIZOPS_RECORDS_URL: limited.url,
          BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal-limits"),
        },
      };
      const urls = { plain: emulator.url, limits: limited.url };
      const runs = Object.fromEntries(LIMITS_COLUMNS.map((column) => [column, []]));
      for (let round = 1; round <= opts.rounds; round++) {
        // Each round starts within a fresh window, as a first run of the day would.
        await fetch(`${limited.url}/_admin/reset`, { method: "POST" });
        const order = round % 2 ? LIMITS_COLUMNS : [...LIMITS_COLUMNS].reverse();
        console.log(
          `  limits N=${n} + ${memos} memos, round ${round}/${opts.rounds}: ${order.join(" then ")}`,
        );
        const results = await runLimitsRound(order, dirs, envs, n, memos, round, urls);
        for (const column of LIMITS_COLUMNS) runs[column].push(results[column]);
      }
      console.log(limitsDetail(n, runs, BUSINESS_CENTRAL_LIMITS.concurrency));
      tables.push(limitsTable(n, memos, runs, opts.rounds, BUSINESS_CENTRAL_LIMITS.concurrency));
    }
    const date = new Date().toISOString().slice(0, 10);
    console.log(
      `\nMeasured ${date} on ${opts.machine}; Pulumi ${version}, Node ${process.version}, file backend, ` +
        `emulator on loopback; side by side in one run, medians of ${opts.rounds} rounds.\n`,
    );
    console.log(tables.join("\n\n"));
  } finally {
    await emulator.close();
    await limited?.close();
    if (!opts.keep) rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
