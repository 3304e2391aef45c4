#!/usr/bin/env node
// @ts-check
/**
 * The reliability suite: the packed package in a Pulumi program, the real Pulumi CLI on a local
 * file backend, and the emulator injecting faults (chaos) into the records service.
 *
 *   node scripts/bench/soak.js [--statuses 100] [--memos 20] [--rates 0.1,0.03] [--seed 42] [--max-runs 5]
 *                        [--no-kill] [--no-two-stacks] [--kills-without-checkpoints 3]
 *
 * For each chaos rate: `pulumi up` until it succeeds (at most --max-runs), `pulumi refresh` (also
 * repeated while chaos fails it), then a preview that must show no change; then the census: each
 * declared record exactly once with its declared values, none twice, none the stack does not know.
 * Then `pulumi up` killed with SIGKILL in the middle, its lock removed (`pulumi cancel` where the
 * backend has one), refresh, up, and the same census. Then, with PULUMI_SKIP_CHECKPOINTS=true,
 * `pulumi up` killed at random points --kills-without-checkpoints times (0 skips it) then run to the
 * end, an update and a destroy each killed midway then run again, each followed by the census
 * (soak/no-checkpoints.js). `--rates ""` runs no chaos. Then two stacks writing the same record: the
 * later write fails on the eTag and nothing is overwritten. Prints progress and, last, one line of
 * JSON with the figures; exits 1 when a check fails.
 */
"use strict";
const { existsSync, mkdirSync, mkdtempSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { parseArgs } = require("./soak/args");
const { installProgram } = require("./soak/install");
const { log } = require("./soak/log");
const { killedWithoutCheckpoints } = require("./soak/no-checkpoints");
const { PULUMI } = require("./soak/pulumi-cli");
const { chaosRun, killedRun, twoStacks } = require("./soak/scenarios");

/** @typedef {import("./soak/scenario").Context} Context */

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(PULUMI)) throw new Error(`the Pulumi CLI is not at ${PULUMI}`);
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
    if (args.killsWithoutCheckpoints > 0)
      results.push(await killedWithoutCheckpoints(context, args.killsWithoutCheckpoints));
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
