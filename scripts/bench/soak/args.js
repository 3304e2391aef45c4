// @ts-check
/** The reliability suite's command line (soak.js). */
"use strict";
const util = require("node:util");

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
      "kills-without-checkpoints": { type: "string", default: "3" },
    },
  });
  return {
    statuses: Number(values.statuses),
    memos: Number(values.memos),
    rates: values.rates
      .split(",")
      .filter((rate) => rate.trim() !== "")
      .map(Number),
    seed: Number(values.seed),
    maxRuns: Number(values["max-runs"]),
    kill: values.kill,
    twoStacks: values["two-stacks"],
    killsWithoutCheckpoints: Number(values["kills-without-checkpoints"]),
  };
}

/** @typedef {ReturnType<typeof parseArgs>} Args */

module.exports = { parseArgs };
