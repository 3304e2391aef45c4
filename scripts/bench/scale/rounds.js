// @ts-check
/**
 * One round of each table of the scale benchmark: a fresh stack per program (or column), then each
 * operation run by all of them back to back, timed, its requests counted and its records checked.
 */
"use strict";
const { performance } = require("node:perf_hooks");
const { OPERATIONS, READING_FLOOR, got } = require("./definitions");
const { checkStatuses, recordsHeld, takeLimits, takeRequests } = require("./emulator-reads");
const { pulumi, stateBytes } = require("./pulumi-cli");

/** @typedef {import("./definitions").RoundResult} RoundResult */
/** @typedef {import("./definitions").LimitsResult} LimitsResult */
/** @typedef {import("./definitions").ColumnCounts} ColumnCounts */

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

module.exports = { runRound, runLimitsRound, withReadingFloor };
