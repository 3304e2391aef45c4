// @ts-check
/**
 * Jest's own order (a failed file first, then the longest by the last run's times, else the
 * largest), kind by kind: the end-to-end files first, as each takes tens of seconds to minutes,
 * then the checks, then the unit and the emulator's tests, whose many short files fill the workers' tails. Where jest
 * knows no time for any file of a kind (a fresh clone), that kind runs by the times of
 * test/support/test-durations.json (`node scripts/test/test-durations.js` writes them from a run's
 * results): a fresh clone, too, starts the longest first, and none holds the run open alone.
 */
"use strict";
const Sequencer = require("@jest/test-sequencer").default;
const { SEED_FILE, seedKey } = require("./duration-seed");

/** @type {Record<string, number>} */
const SEEDED = require(SEED_FILE);

/** The rank of each project's files; others last. */
const ORDER = ["e2e", "checks", "unit", "emulator"];

/** @typedef {import("@jest/test-result").Test} Test */

/** @param {Test} test */
function rank(test) {
  const name = test.context.config.displayName?.name ?? "";
  const at = ORDER.indexOf(name);
  return at === -1 ? ORDER.length : at;
}

/**
 * A file's seeded time in seconds, by its path from the checkout.
 * @param {Test} test
 * @returns {number | undefined}
 */
function seeded(test) {
  return SEEDED[seedKey(test.context.config.rootDir, test.path)];
}

class SlowFirstSequencer extends Sequencer {
  /**
   * @override
   * @param {Array<Test>} tests
   */
  sort(tests) {
    // Jest's sort sets each file's duration from its times, where it has one.
    const ordered = /** @type {Array<Test>} */ (super.sort(tests));
    /** @type {Array<Array<Test>>} */
    const kinds = ORDER.map(() => []).concat([[]]);
    for (const test of ordered) kinds[rank(test)]?.push(test);
    return kinds.flatMap((kind) => (kind.some((test) => test.duration !== undefined) ? kind : bySeed(kind)));
  }
}

/**
 * A kind of which jest knows no file's time (a fresh clone), longest first by the seeded times; a
 * file with none (a new one) first, as jest runs a file it has no time for; two without a time keep
 * jest's order (the larger file first). Array.prototype.sort is stable.
 * @param {Array<Test>} kind
 */
function bySeed(kind) {
  const times = new Map(kind.map((test) => [test, seeded(test)]));
  return [...kind].sort((a, b) => {
    const [timeA, timeB] = [times.get(a), times.get(b)];
    if (timeA === undefined || timeB === undefined) {
      return Number(timeA !== undefined) - Number(timeB !== undefined);
    }
    return timeB - timeA;
  });
}

module.exports = SlowFirstSequencer;
