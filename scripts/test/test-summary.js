#!/usr/bin/env node
// @ts-check
/**
 * Prints `tests: N passed, N failed` from jest's JSON results in .bizops/results (npm test writes
 * them), counting each suite that failed to run as one failure, and missing results as one.
 */
"use strict";
const { existsSync, readFileSync } = require("node:fs");
const { join, resolve } = require("node:path");

/**
 * The counts of jest's results in `dir`.
 * @param {string} dir
 * @returns {{ passed: number, failed: number }}
 */
function summary(dir) {
  const file = join(dir, "jest.json");
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  /** @type {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number }} */
  const jest = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: jest.numPassedTests,
    failed: jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
  };
}

module.exports = { summary };

if (require.main === module) {
  const { passed, failed } = summary(resolve(__dirname, "..", "..", ".bizops", "results"));
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
