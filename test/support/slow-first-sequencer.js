// @ts-check
/**
 * Jest's own order (a failed file first, then the longest by the last run's times, else the
 * largest), kinds by kind: the end-to-end files first, as each takes tens of seconds to minutes,
 * then the checks, then the unit tests, whose many short files fill the workers' tails. On a fresh
 * clone jest knows no times, and a long file started last would hold the run open alone.
 */
"use strict";
const Sequencer = require("@jest/test-sequencer").default;

/** The rank of each project's files; others last. */
const ORDER = ["e2e", "checks", "unit"];

/** @param {import("@jest/test-result").Test} test */
function rank(test) {
  const name = test.context.config.displayName?.name ?? "";
  const at = ORDER.indexOf(name);
  return at === -1 ? ORDER.length : at;
}

class SlowFirstSequencer extends Sequencer {
  /**
   * @override
   * @param {Array<import("@jest/test-result").Test>} tests
   */
  sort(tests) {
    const ordered = /** @type {Array<import("@jest/test-result").Test>} */ (super.sort(tests));
    // Array.prototype.sort is stable: within a kind, jest's order stands.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
