#!/usr/bin/env node
// @ts-check
/**
 * The one test command (`npm test`, started by scripts/with-node.sh on Node 22 or newer): installs
 * what is missing (scripts/toolchain/ensure-deps.js), then runs jest once over the checks, the unit tests, the
 * emulator's tests and the end-to-end tests (jest.config.js), one worker more than the cores. Jest's results go to
 * .bizops/results/jest.json, and the run ends with one line: `tests: N passed, N failed`.
 *
 *   npm test                       everything
 *   npm test -- test/e2e/records   arguments after `--` go to jest (a path pattern, --selectProjects, ...)
 */
"use strict";
const { spawnSync } = require("node:child_process");
const { mkdirSync, rmSync } = require("node:fs");
const { availableParallelism } = require("node:os");
const { join, resolve } = require("node:path");
const { summary } = require("./test-summary");

const REPO = resolve(__dirname, "..", "..");
const RESULTS = join(REPO, ".bizops", "results");

/** Runs a command from the checkout with this process's output; returns its exit code. */
function run(/** @type {string} */ file, /** @type {string[]} */ args) {
  const { status, error } = spawnSync(file, args, { cwd: REPO, stdio: "inherit" });
  if (error) console.error(`${file}: ${error.message}`);
  return status ?? 1;
}

function main() {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  console.error(`== node ${process.version} (${process.execPath})`);
  // Node's compile cache for every Node.js process of the run (jest's workers, the checks' tools,
  // each test program): the next process loading the same module, @pulumi/pulumi above all, skips
  // compiling it. The cache is the run's own, under .bizops; the provider sets nothing.
  process.env.NODE_COMPILE_CACHE ??= join(REPO, ".bizops", "compile-cache");
  if (run(process.execPath, ["scripts/toolchain/ensure-deps.js"]) !== 0) return 1;
  const jest = join(REPO, "node_modules", "jest", "bin", "jest.js");
  const selected = process.argv.slice(2);
  const status = run(process.execPath, [
    jest,
    "--ci",
    // One worker more than the cores: the end-to-end tests spend a fifth of their time waiting
    // (on the CLI starting, the emulator's clocks, retry delays), which a third worker fills on
    // two cores. A --maxWorkers given after `--` wins.
    ...(selected.some((arg) => arg.startsWith("--maxWorkers"))
      ? []
      : [`--maxWorkers=${availableParallelism() + 1}`]),
    "--json",
    `--outputFile=${join(RESULTS, "jest.json")}`,
    ...selected,
    // Last: --selectProjects takes every argument after it as a project's name.
    ...(selected.includes("--selectProjects")
      ? []
      : ["--selectProjects", "checks", "unit", "emulator", "e2e"]),
  ]);
  const { passed, failed } = summary(RESULTS);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return status === 0 && failed === 0 ? 0 : 1;
}

process.exitCode = main();
