#!/usr/bin/env node
// @ts-check
/**
 * Installs what the project needs on a fresh machine: npm dependencies (when missing or older than
 * the lock file) and the Pulumi CLI (scripts/toolchain/install-pulumi.js). Quiet when all is there.
 *
 *   bash scripts/toolchain/with-node.sh node scripts/toolchain/ensure-deps.js
 *
 * Started on a supported Node.js (scripts/toolchain/ensure-node.sh, through with-node.sh):
 * npm and everything after it run on that Node.
 */
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { REPO, run, runScript } = require("../lib/tools");

/** Whether node_modules is missing or older than package-lock.json, as the shell's `-nt`. */
function dependenciesStale() {
  const installed = path.join(REPO, "node_modules", ".package-lock.json");
  if (!fs.existsSync(path.join(REPO, "node_modules")) || !fs.existsSync(installed)) return true;
  return fs.statSync(path.join(REPO, "package-lock.json")).mtimeMs > fs.statSync(installed).mtimeMs;
}

runScript("ensure-deps", () => {
  if (dependenciesStale()) {
    process.stderr.write("ensure-deps: installing npm dependencies\n");
    run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: REPO });
  }
  // Without the Pulumi CLI the unit tests still run; the end-to-end suite then fails under CI=true
  // (and says that it skips elsewhere), so a missing CLI never passes unnoticed.
  const cli = spawnSync(process.execPath, [path.join(__dirname, "install-pulumi.js")], {
    cwd: REPO,
    stdio: "inherit",
  });
  if (cli.status !== 0) {
    process.stderr.write("ensure-deps: the Pulumi CLI could not be installed; end-to-end tests cannot run\n");
  }
});
