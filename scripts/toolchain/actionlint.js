#!/usr/bin/env node
// @ts-check
/**
 * Lints the GitHub Actions workflows: the repository's own (.github/workflows: CI and the release)
 * and those the project ships as examples (actionlint, built once by scripts/toolchain/ensure-actionlint.js).
 * Prints nothing when they pass.
 *
 *   node scripts/toolchain/actionlint.js
 */
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { ensureActionlint } = require("./ensure-actionlint");
const { Failure, REPO, runScript } = require("../lib/tools");

/** The workflow files under .github/workflows and examples/*\/.github/workflows, relative to the checkout. */
function workflows() {
  const examples = path.join(REPO, "examples");
  return [
    path.join(".github", "workflows"),
    ...fs.readdirSync(examples).map((example) => path.join("examples", example, ".github", "workflows")),
  ]
    .filter((dir) => fs.existsSync(path.join(REPO, dir)))
    .flatMap((dir) => fs.readdirSync(path.join(REPO, dir)).map((file) => path.join(dir, file)))
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
}

runScript("actionlint", () => {
  const files = workflows();
  if (files.length === 0)
    throw new Failure("no workflow under .github/workflows or examples/*/.github/workflows");
  const result = spawnSync(ensureActionlint(), ["-no-color", ...files], { cwd: REPO, stdio: "inherit" });
  process.exitCode = result.status ?? 1;
});
