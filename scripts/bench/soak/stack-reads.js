// @ts-check
/**
 * What the reliability suite reads of the Pulumi CLI: a command run until it succeeds and what its
 * output says, the record ids a stack holds, a preview that must propose no change.
 */
"use strict";
const { log } = require("./log");

/** @typedef {import("./pulumi-cli").PulumiCli} PulumiCli */

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Runs a command until it succeeds, at most `max` times; returns how many runs it took.
 * @param {PulumiCli} cli
 * @param {string[]} args
 * @param {number} max
 * @param {string} what
 */
async function untilSuccess(cli, args, max, what) {
  /** @type {import("./pulumi-cli").RunResult | undefined} */
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
      // The record's id is the line's first GUID; the CLI repeats each line under Diagnostics.
      .map((line) => (GUID.exec(line) ?? [line.trim()])[0]),
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
  return new Set(await stateRecordIds(cli, stack));
}

/**
 * The record id of each record resource in the stack's state, one per resource (so a record the
 * state holds twice is there twice).
 * @param {PulumiCli} cli
 * @param {string} stack
 * @returns {Promise<string[]>}
 */
async function stateRecordIds(cli, stack) {
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
  return records.flatMap((r) => (r.id ? [r.id] : []));
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

module.exports = { untilSuccess, firstError, stateIds, stateRecordIds, previewUnchanged };
