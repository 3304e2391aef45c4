#!/usr/bin/env node
// Prints `tests: N passed, N failed` from jest's JSON results of every leg in .bizops/results,
// counting each failed check (typecheck, lint, format, build, ...) and each suite that failed
// to run as one failure. A leg whose results are missing counts as one failure.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const dir = path.join(".bizops", "results");
const read = (file, fallback) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : fallback);
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
const legs = read(path.join(dir, "times.txt"), "")
  .split("\n")
  .filter(Boolean)
  .map((line) => line.split(" ")[0]);
let passed = 0;
let failed = Number(read(path.join(".bizops", "checks-failed"), "0").trim()) || 0;
for (const leg of legs.length ? legs : ["(no leg ran)"]) {
  const file = path.join(dir, `${leg}.json`);
  if (!fs.existsSync(file)) {
    failed += 1;
    continue;
  }
  const jest = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
}
if (!legs.length && !files.length) failed = Math.max(failed, 1);
console.log(`tests: ${passed} passed, ${failed} failed`);
