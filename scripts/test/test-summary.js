#!/usr/bin/env node
// @ts-check
/**
 * Prints `tests: N passed, N failed` from jest's JSON results in .bizops/results (npm test writes
 * jest.json, `npm run test:release` release.json, which counts when there), counting each suite
 * that failed to run as one failure, and missing results as one.
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
  if (!existsSync(join(dir, "jest.json"))) return { passed: 0, failed: 1 };
  const files = ["jest.json", "release.json"].filter((name) => existsSync(join(dir, name)));
  const counts = { passed: 0, failed: 0 };
  for (const name of files) {
    /** @type {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number }} */
    const jest = JSON.parse(readFileSync(join(dir, name), "utf8"));
    counts.passed += jest.numPassedTests;
    counts.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  }
  return counts;
}

module.exports = { summary };

if (require.main === module) {
  const { passed, failed } = summary(resolve(__dirname, "..", "..", ".bizops", "results"));
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
