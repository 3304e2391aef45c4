#!/usr/bin/env node
// @ts-check
/**
 * The reliability suite: the packed package in a Pulumi program, the real Pulumi CLI on a local
 * file backend, and the emulator injecting faults (chaos) into the records service.
 *
 *   node scripts/bench/soak.js [--statuses 100] [--memos 20] [--rates 0.1,0.03] [--seed 42] [--max-runs 5]
 *                        [--no-kill] [--no-two-stacks]
 *
 * For each chaos rate: `pulumi up` until it succeeds (at most --max-runs), `pulumi refresh` (also
 * repeated while chaos fails it), then a preview that must show no change; then the census: each
 * declared record exactly once with its declared values, none twice, none the stack does not know.
 * Then `pulumi up` killed with SIGKILL in the middle, its lock removed (`pulumi cancel` where the
 * backend has one), refresh, up, and the same census. Then two stacks writing the same record: the
 * later write fails on the eTag and nothing is overwritten. Prints progress and, last, one line of
 * JSON with the figures; exits 1 when a check fails.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const util = require("node:util");
const { PulumiCli, PULUMI } = require("./soak/pulumi-cli");
const { census, listAll } = require("./soak/records-census");
const { lockedPulumiVersion } = require("../lib/tools");

const REPO = path.resolve(__dirname, "..", "..");

/** @typedef {Awaited<ReturnType<typeof import("pulumi-bizops-emulator").startEmulator>>} Emulator */
/** @typedef {ReturnType<typeof parseArgs>} Args */
/** @typedef {{ args: Args, root: string, backend: string, dir: string }} Context */
/**
 * What a scenario's body gets: the CLI on its stack's program and the emulator it runs against.
 * @typedef {{ cli: PulumiCli, emulator: Emulator,
 *   token: string, companyId: string }} Service
 */
/** @typedef {{ records: number, duplicates: number, orphans: number, problems: string[] }} Census */

/** @param {string[]} argv */
function parseArgs(argv) {
  const { values } = util.parseArgs({
    args: argv,
    allowNegative: true,
    options: {
      statuses: { type: "string", default: "100" },
      memos: { type: "string", default: "20" },
      rates: { type: "string", default: "0.1,0.03" },
      seed: { type: "string", default: "42" },
      "max-runs": { type: "string", default: "5" },
      kill: { type: "boolean", default: true },
      "two-stacks": { type: "boolean", default: true },
    },
  });
  return {
    statuses: Number(values.statuses),
    memos: Number(values.memos),
    rates: values.rates.split(",").map(Number),
    seed: Number(values.seed),
    maxRuns: Number(values["max-runs"]),
    kill: values.kill,
    twoStacks: values["two-stacks"],
  };
}

const log = (/** @type {string} */ line) =>
  process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/**
 * Installs this checkout, packed, in a program folder: the tarball of the e2e run that started
 * this suite when it names one (BIZOPS_E2E_TARBALL), else one packed now.
 * @param {string} root
 */
function installProgram(root) {
  const handed = process.env.BIZOPS_E2E_TARBALL;
  const packed = handed && existsSync(handed) ? handed : packCheckout(root);
  const dir = path.join(root, "program");
  mkdirSync(dir, { recursive: true });
  const sdkVersion = lockedPulumiVersion();
  writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    "name: bizops-soak\nruntime: nodejs\ndescription: reliability suite\n",
  );
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "bizops-soak",
      private: true,
      dependencies: {
        "@pulumi/pulumi": sdkVersion,
        "pulumi-bizops": `file:${packed}`,
      },
    }),
  );
  copyFileSync(path.join(__dirname, "soak", "program.js"), path.join(dir, "index.js"));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
    cwd: dir,
    stdio: "pipe",
  });
  return dir;
}

/**
 * Packs this checkout into `root`, holding the e2e tests' pack lock; returns the tarball's path.
 * @param {string} root
 */
function packCheckout(root) {
  const lock = path.join(REPO, ".bizops", "pack.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", root], {
      cwd: REPO,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop();
    if (!name) throw new Error("npm pack printed no tarball name");
    return path.join(root, name);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs a command until it succeeds, at most `max` times; returns how many runs it took.
 * @param {PulumiCli} cli
 * @param {string[]} args
 * @param {number} max
 * @param {string} what
 */
async function untilSuccess(cli, args, max, what) {
  /** @type {import("./soak/pulumi-cli").RunResult | undefined} */
  let last;
  let all = "";
  for (let run = 1; run <= max; run += 1) {
    last = await cli.run(args);
    all += last.out;
    if (last.code === 0) return { runs: run, out: all, recovered: recoveries(all) };
    log(`${what}: run ${run} failed: ${firstError(last.out)}`);
  }
  throw new Error(`${what} did not succeed in ${max} runs:\n${last?.out.slice(-3000) ?? ""}`);
}

/**
 * How many records the provider found and took in after a lost answer or an interrupted run.
 * @param {string} out
 */
function recoveries(out) {
  return new Set(
    out
      .split("\n")
      .filter((line) => /it is now in the stack/.test(line))
      .map((line) => line.trim()),
  ).size;
}

/**
 * The first error line of a command's output (else its last line), for the progress log.
 * @param {string} out
 */
function firstError(out) {
  const line = out.split("\n").find((l) => /error:/.test(l) && !/^\s*error: update failed/.test(l));
  return (line ?? out.split("\n").filter(Boolean).pop() ?? "").trim().slice(0, 300);
}

/**
 * The record ids the stack's state holds.
 * @param {PulumiCli} cli
 * @param {string} stack
 * @returns {Promise<Set<string>>}
 */
async function stateIds(cli, stack) {
  const { code, out } = await cli.run(["stack", "export", "--stack", stack]);
  if (code !== 0) throw new Error(`stack export failed: ${out}`);
  const exported = /** @type {{ deployment: { resources?: { type: string, id?: string }[] } }} */ (
    JSON.parse(out)
  );
  const resources = exported.deployment.resources ?? [];
  // A record resource's id is its record's id (state of earlier versions also kept it as recordId).
  const records = resources.filter((r) =>
    /:dynamic\/bizops:(DisputeStatus|Currency|PurchaseCreditMemo)$/.test(r.type),
  );
  return new Set(records.flatMap((r) => (r.id ? [r.id] : [])));
}

/**
 * The processes under `pid` (language host, program, provider), read from `ps`.
 * @param {number} pid
 */
function descendants(pid) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [child = 0, ppid = 0] = line.trim().split(/\s+/).map(Number);
      return { child, ppid };
    });
  /** @type {number[]} */
  const found = [];
  const queue = [pid];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const { child, ppid } of rows) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * A preview that must propose no change.
 * @param {PulumiCli} cli
 * @param {string} stack
 */
async function previewUnchanged(cli, stack) {
  const { code, out } = await cli.run(["preview", "--json", "--stack", stack]);
  if (code !== 0) throw new Error(`preview failed: ${out.slice(-2000)}`);
  const preview = /** @type {{ changeSummary?: Record<string, number> }} */ (JSON.parse(out));
  const summary = preview.changeSummary ?? {};
  const changes = Object.entries(summary).filter(([op, n]) => op !== "same" && n > 0);
  if (changes.length > 0) throw new Error(`preview proposes changes: ${JSON.stringify(summary)}`);
}

/**
 * Makes the purchasers the program's memos name (`SOAK<i>`): a memo's purchaser must name a
 * Salesperson/Purchaser of the company.
 * @param {string} url
 * @param {string} companyId
 * @param {number} memos
 */
async function seedPurchasers(url, companyId, memos) {
  for (let i = 0; i < memos; i += 1) {
    const res = await fetch(`${url}/_admin/records/${companyId}/salespeoplePurchasers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: `SOAK${i}` }),
    });
    if (res.status !== 201) throw new Error(`seed of purchaser SOAK${i}: ${res.status} ${await res.text()}`);
  }
}

/**
 * Runs `body` on a new stack `name` against a new emulator (with chaos, when given); returns its
 * figures with the scenario's name and duration.
 * @template {{ problems: string[] }} F
 * @param {Context} context
 * @param {string} name
 * @param {{ rate: number, seed: number } | undefined} chaos
 * @param {(service: Service) => Promise<F>} body
 */
async function scenario(context, name, chaos, body) {
  const { startEmulator, EMULATOR_DEFAULT_TOKENS, DEFAULT_COMPANY_ID } = require("pulumi-bizops-emulator");
  const emulator = await startEmulator(chaos ? { chaos } : {});
  await seedPurchasers(emulator.url, DEFAULT_COMPANY_ID, context.args.memos);
  const env = {
    BIZOPS_RECORDS_URL: emulator.url,
    BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    BIZOPS_CREATE_JOURNAL_DIR: path.join(context.root, `journal-${name}`),
    SOAK_COMPANY: DEFAULT_COMPANY_ID,
    SOAK_STATUSES: String(context.args.statuses),
    SOAK_MEMOS: String(context.args.memos),
  };
  const cli = new PulumiCli(context.dir, context.backend, env);
  const started = Date.now();
  try {
    const init = await cli.run(["stack", "init", name]);
    if (init.code !== 0) throw new Error(`stack init failed: ${init.out}`);
    const figures = await body({
      cli,
      emulator,
      token: EMULATOR_DEFAULT_TOKENS.records,
      companyId: DEFAULT_COMPANY_ID,
    });
    return { scenario: name, ...figures, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await emulator.close();
  }
}

/**
 * Refresh until it succeeds, a preview with no change, and the census against state.
 * @param {Context} context
 * @param {PulumiCli} cli
 * @param {string} stack
 * @param {Service} service
 */
async function settleAndCount(context, cli, stack, service) {
  const refresh = await untilSuccess(
    cli,
    ["refresh", "--yes", "--skip-preview", "--stack", stack],
    context.args.maxRuns,
    "refresh",
  );
  await previewUnchanged(cli, stack);
  const counted = await census({
    baseUrl: service.emulator.url,
    token: service.token,
    companyId: service.companyId,
    statuses: context.args.statuses,
    memos: context.args.memos,
    stateIds: await stateIds(cli, stack),
  });
  return { refreshRuns: refresh.runs, ...counted };
}

/**
 * `pulumi up` under chaos at `rate` until it succeeds, then settle and count.
 * @param {Context} context
 * @param {number} rate
 */
async function chaosRun(context, rate) {
  const name = `chaos-${Math.round(rate * 1000)}`;
  return scenario(context, name, { rate, seed: context.args.seed }, async (service) => {
    const up = await untilSuccess(
      service.cli,
      ["up", "--yes", "--skip-preview", "--stack", name],
      context.args.maxRuns,
      `up at ${rate}`,
    );
    log(
      `${name}: up succeeded after ${up.runs} run(s); ${up.recovered} record(s) found again after a lost answer`,
    );
    const requests = /** @type {{ total: number }} */ (
      await fetch(`${service.emulator.url}/_admin/requests`).then((r) => r.json())
    );
    return {
      faultRate: rate,
      upRuns: up.runs,
      recovered: up.recovered,
      requests: requests.total,
      ...(await settleAndCount(context, service.cli, name, service)),
    };
  });
}

/**
 * `pulumi up` killed in the middle, its lock removed, then refresh, up, settle and count.
 * @param {Context} context
 * @param {number} rate
 */
async function killedRun(context, rate) {
  const name = "killed";
  return scenario(context, name, { rate, seed: context.args.seed + 1 }, async (service) => {
    const declared = context.args.statuses + context.args.memos;
    /** @type {{ child?: import("node:child_process").ChildProcess }} */
    const spawned = {};
    const first = service.cli.run(["up", "--yes", "--skip-preview", "--stack", name], {}, (c) => {
      spawned.child = c;
    });
    // Killed once about a third of the records exist: creates are in flight.
    let madeBeforeKill = 0;
    for (;;) {
      const made = (
        await listAll(service.emulator.url, service.token, service.companyId, "disputeStatus")
      ).filter((r) => String(r.code ?? "").startsWith("SOAK-")).length;
      madeBeforeKill = made;
      if (made >= Math.ceil(declared / 3)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const pid = spawned.child?.pid;
    if (pid === undefined) throw new Error("pulumi up did not start");
    const tree = descendants(pid);
    spawned.child?.kill("SIGKILL");
    const killed = await first;
    // What a CI runner's teardown does after a killed job: its provider and language host go too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const pid of tree) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    log(`${name}: pulumi up killed (${killed.signal ?? killed.code})`);
    const cancel = await service.cli.run(["cancel", "--yes", "--stack", name]);
    const locks = cancel.code === 0 ? 0 : service.cli.removeLocks();
    log(
      `${name}: pulumi cancel ${cancel.code === 0 ? "cancelled the update" : `is not offered by this backend; removed ${locks} lock file(s)`}`,
    );
    // A kill that lands while the engine writes the stack's file leaves it cut short.
    if (service.cli.restoreCutCheckpoint(name)) {
      log(`${name}: the kill cut the stack's file short; put back its .bak (the checkpoint before)`);
    }
    await untilSuccess(
      service.cli,
      ["refresh", "--yes", "--skip-preview", "--stack", name],
      context.args.maxRuns,
      "refresh after kill",
    );
    const up = await untilSuccess(
      service.cli,
      ["up", "--yes", "--skip-preview", "--stack", name],
      context.args.maxRuns,
      "up after kill",
    );
    log(`${name}: up after the kill succeeded after ${up.runs} run(s); ${up.recovered} record(s) taken in`);
    return {
      faultRate: rate,
      killed: true,
      createdBeforeKill: madeBeforeKill,
      upRuns: up.runs,
      recovered: up.recovered,
      ...(await settleAndCount(context, service.cli, name, service)),
    };
  });
}

/**
 * Two stacks writing the same record: the later write must fail on the eTag.
 * @param {Context} context
 */
async function twoStacks(context) {
  return scenario(context, "shared-a", undefined, async (service) => {
    const a = service.cli;
    const shared = { SOAK_SHARED: "SHARED" };
    const upA = await a.run(["up", "--yes", "--skip-preview", "--stack", "shared-a"], {
      ...shared,
      SOAK_SHARED_NAME: "A1",
    });
    if (upA.code !== 0) throw new Error(`stack A up failed: ${upA.out}`);
    const [recordId] = [...(await stateIds(a, "shared-a"))];
    if (!recordId) throw new Error("stack A's state holds no record after its up");
    const initB = await a.run(["stack", "init", "shared-b"]);
    if (initB.code !== 0) throw new Error(`stack init failed: ${initB.out}`);
    const upB = await a.run(["up", "--yes", "--skip-preview", "--stack", "shared-b"], {
      ...shared,
      SOAK_SHARED_NAME: "B1",
      SOAK_ADOPT: recordId,
    });
    if (upB.code !== 0) throw new Error(`stack B up failed: ${upB.out}`);
    const laterA = await a.run(["up", "--yes", "--skip-preview", "--stack", "shared-a"], {
      ...shared,
      SOAK_SHARED_NAME: "A2",
    });
    const record = (
      await listAll(service.emulator.url, service.token, service.companyId, "disputeStatus")
    ).find((r) => r.id === recordId);
    /** @type {string[]} */
    const problems = [];
    if (laterA.code === 0) problems.push("the later write of stack A succeeded over stack B's change");
    else if (!/changed by someone else/.test(laterA.out))
      problems.push(`stack A failed for another reason: ${firstError(laterA.out)}`);
    if (record?.displayName !== "B1")
      problems.push(`the record holds ${record?.displayName}, not stack B's B1`);
    return { records: 1, duplicates: 0, orphans: 0, etagRefused: laterA.code !== 0, problems };
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!require("node:fs").existsSync(PULUMI)) throw new Error(`the Pulumi CLI is not at ${PULUMI}`);
  const root = mkdtempSync(path.join(os.tmpdir(), "bizops-soak-"));
  const backend = path.join(root, "state");
  mkdirSync(backend);
  log(`packing and installing into ${root}`);
  /** @type {Context} */
  const context = { args, root, backend, dir: installProgram(root) };
  /** @type {{ problems: string[] }[]} */
  const results = [];
  try {
    for (const rate of args.rates) {
      log(`chaos ${rate * 100}%: ${args.statuses} dispute statuses, ${args.memos} credit memos`);
      results.push(await chaosRun(context, rate));
    }
    if (args.kill) results.push(await killedRun(context, args.rates[args.rates.length - 1] ?? 0));
    if (args.twoStacks) results.push(await twoStacks(context));
  } finally {
    if (results.every((r) => r.problems.length === 0)) rmSync(root, { recursive: true, force: true });
    else log(`kept ${root} for a look`);
  }
  const failed = results.filter((r) => r.problems.length > 0);
  process.stdout.write(`${JSON.stringify({ ok: failed.length === 0, results })}\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stdout.write(`${JSON.stringify({ ok: false, error: text })}\n`);
  process.exitCode = 1;
});
