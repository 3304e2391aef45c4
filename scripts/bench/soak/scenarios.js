// @ts-check
/**
 * The reliability suite's scenarios: `pulumi up` under chaos, `pulumi up` killed in the middle,
 * and two stacks writing the same record.
 */
"use strict";
const { log } = require("./log");
const { descendants, killAll } = require("./process-tree");
const { listAll } = require("./records-census");
const { scenario, settleAndCount } = require("./scenario");
const { firstError, stateIds, untilSuccess } = require("./stack-reads");

/** @typedef {import("./scenario").Context} Context */

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
    killAll(tree);
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

module.exports = { chaosRun, killedRun, twoStacks };
