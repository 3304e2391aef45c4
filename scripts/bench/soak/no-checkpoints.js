// @ts-check
/**
 * The reliability suite without per-step checkpoints (`PULUMI_SKIP_CHECKPOINTS=true`: the engine
 * saves the stack's state only when a command ends). A killed command saves nothing, so each
 * record a killed `up` made is one the stack does not know, and a provider that created it again
 * would leave a duplicate: the create journal must take each in instead.
 *
 * `pulumi up` is killed at random points (a random count of the creates it still has to send),
 * several times, the CLI and every process under it at once, as a runner that dies takes them;
 * then `up` runs to the end. Then an update of every status killed midway and run again, and a
 * destroy killed midway and run again. After each: every record exists exactly once with the
 * declared values (none after destroy), the stack's state holds each once, and a preview shows no
 * change. No refresh anywhere: the next command of the same kind alone makes up for a killed one.
 */
"use strict";
const { log } = require("./log");
const { descendants, killAll } = require("./process-tree");
const { census, listAll } = require("./records-census");
const { scenario } = require("./scenario");
const { previewUnchanged, stateRecordIds, untilSuccess } = require("./stack-reads");

/** @typedef {import("./scenario").Context} Context */
/** @typedef {import("./scenario").Service} Service */

const NAME = "no-checkpoints";
const SKIP_CHECKPOINTS = { PULUMI_SKIP_CHECKPOINTS: "true" };

/**
 * A seeded generator of numbers in [0, 1) (mulberry32), so that a seed gives the same kill points.
 * @param {number} seed
 */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random point among `count` writes still to send: at least one, and within the first four
 * fifths, so that the command is still running when the kill comes.
 * @param {() => number} random
 * @param {number} count
 */
const somewhereIn = (random, count) => 1 + Math.floor(random() * Math.max(1, Math.floor(count * 0.8) - 1));

/**
 * The requests of `method` the emulator has counted (a create is a POST, an update a PATCH, a
 * delete a DELETE).
 * @param {string} url
 * @param {string} method
 */
async function sent(url, method) {
  const counts = /** @type {{ byRoute: Record<string, number> }} */ (
    await fetch(`${url}/_admin/requests`).then((r) => r.json())
  );
  return Object.entries(counts.byRoute)
    .filter(([route]) => route.startsWith(`${method} `))
    .reduce((sum, [, n]) => sum + n, 0);
}

/**
 * Runs `args` and kills the CLI and every process under it at once when the emulator has
 * received `target` requests of `method` from it; then frees what the kill left (the lock, a
 * stack file cut short). Returns how many such requests the service received in all.
 * @param {Service} service
 * @param {string[]} args
 * @param {string} method
 * @param {number} target
 */
async function killedAt(service, args, method, target) {
  const url = service.emulator.url;
  const before = await sent(url, method);
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let ended = false;
  const run = service.cli.run(args, {}, (c) => (child = c)).finally(() => (ended = true));
  while (!ended) {
    if ((await sent(url, method)) - before >= target && child?.pid !== undefined) {
      killAll([child.pid, ...descendants(child.pid)]);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await run;
  // The service may still apply what reached it before the kill.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = (await sent(url, method)) - before;
  service.cli.removeLocks();
  const cut = service.cli.restoreCutCheckpoint(NAME);
  const killed = result.signal === "SIGKILL";
  log(
    `${NAME}: ${args[0]} ${killed ? `killed after ${received} ${method}s` : `ended (${result.code}) before ${target} ${method}s`}${cut ? "; the stack's file was cut short, its .bak put back" : ""}`,
  );
  return { op: args[0], method, target, received, killed };
}

/**
 * How many of the declared records the emulator holds.
 * @param {Service} service
 */
async function recordsMade(service) {
  const { url } = service.emulator;
  const statuses = await listAll(url, service.token, service.companyId, "disputeStatus");
  const memos = await listAll(url, service.token, service.companyId, "purchaseCreditMemos");
  return (
    statuses.filter((r) => String(r.code ?? "").startsWith("SOAK-")).length +
    memos.filter((m) => String(m.purchaser ?? "").startsWith("SOAK")).length
  );
}

/**
 * The census against the stack's state, which must hold each record once: `statuses` and `memos`
 * declared (0 after destroy), statuses named with `label`.
 * @param {Service} service
 * @param {{ statuses: number, memos: number, label?: string }} expected
 */
async function counted(service, expected) {
  const ids = await stateRecordIds(service.cli, NAME);
  const found = await census({
    baseUrl: service.emulator.url,
    token: service.token,
    companyId: service.companyId,
    ...expected,
    stateIds: new Set(ids),
  });
  const want = expected.statuses + expected.memos;
  if (ids.length !== want) found.problems.push(`the stack holds ${ids.length} records, not ${want}`);
  const twice = ids.length - new Set(ids).size;
  if (twice > 0) found.problems.push(`the stack holds ${twice} records twice`);
  return found;
}

/**
 * The scenario: `kills` killed `up`s then one to the end, an update killed then run again, a
 * destroy killed then run again, each followed by the census.
 * @param {Context} context
 * @param {number} kills
 */
async function killedWithoutCheckpoints(context, kills) {
  const { statuses, memos, maxRuns, seed } = context.args;
  const random = seeded(seed);
  const declared = statuses + memos;
  const stack = ["--stack", NAME];
  const body = async (/** @type {Service} */ service) => {
    const { cli } = service;
    const up = ["up", "--yes", "--skip-preview", ...stack];
    const killPoints = [];
    for (let k = 0; k < kills; k += 1) {
      const left = declared - (await recordsMade(service));
      killPoints.push(await killedAt(service, up, "POST", somewhereIn(random, left)));
    }
    const created = await untilSuccess(cli, up, maxRuns, "up after the kills");
    log(
      `${NAME}: up after ${kills} kill(s) succeeded; ${created.recovered} record(s) taken in from the journal`,
    );
    await previewUnchanged(cli, NAME);
    const afterCreate = await counted(service, { statuses, memos });

    // From here on the program names every status with the label v2.
    cli.env.SOAK_LABEL = "v2";
    killPoints.push(await killedAt(service, up, "PATCH", somewhereIn(random, statuses)));
    await untilSuccess(cli, up, maxRuns, "up after the killed update");
    await previewUnchanged(cli, NAME);
    const afterUpdate = await counted(service, { statuses, memos, label: "v2" });

    const destroy = ["destroy", "--yes", "--skip-preview", ...stack];
    killPoints.push(await killedAt(service, destroy, "DELETE", somewhereIn(random, declared)));
    await untilSuccess(cli, destroy, maxRuns, "destroy after the killed destroy");
    const afterDestroy = await counted(service, { statuses: 0, memos: 0 });

    const phases = { create: afterCreate, update: afterUpdate, destroy: afterDestroy };
    return {
      kills: killPoints,
      recovered: created.recovered,
      records: afterCreate.records,
      duplicates: afterCreate.duplicates + afterUpdate.duplicates,
      orphans: afterCreate.orphans + afterUpdate.orphans + afterDestroy.orphans,
      left: afterDestroy.records,
      problems: Object.entries(phases).flatMap(([phase, r]) => r.problems.map((p) => `after ${phase}: ${p}`)),
    };
  };
  return scenario(context, NAME, undefined, body, SKIP_CHECKPOINTS);
}

module.exports = { killedWithoutCheckpoints };
