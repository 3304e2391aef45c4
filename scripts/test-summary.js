#!/usr/bin/env node
// Prints `tests: N passed, N failed` from jest's JSON results, counting each failed check
// (typecheck, lint, format, build) and each suite that failed to run as one failure.
"use strict";
const fs = require("node:fs");
const read = (file, fallback) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : fallback);
const jest = JSON.parse(
  read(".bizops/test-results.json", '{"numPassedTests":0,"numFailedTests":0,"numRuntimeErrorTestSuites":1}'),
);
const checks = Number(read(".bizops/checks-failed", "0").trim()) || 0;
const failed = jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0) + checks;
console.log(`tests: ${jest.numPassedTests} passed, ${failed} failed`);
