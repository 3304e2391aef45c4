#!/usr/bin/env node
// @ts-check
/**
 * Prints the path of actionlint, the GitHub Actions workflow linter, building it from its Go module
 * into a cache folder first when it is not there. Quiet (but for the path) when it is.
 *
 *   node scripts/toolchain/ensure-actionlint.js
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { Failure, cacheDir, isExecutable, onPath, run, runScript } = require("../lib/tools");

// Pinned, so every machine lints with the same rules; bump it on purpose.
const VERSION = "v1.7.12";

/** The path of actionlint, built first when it is missing. */
function ensureActionlint() {
  const dir = path.join(cacheDir(), "actionlint", VERSION);
  const actionlint = path.join(dir, "actionlint");
  if (isExecutable(actionlint)) return actionlint;
  if (!onPath("go")) throw new Failure("Go is needed to build actionlint");
  process.stderr.write(`ensure-actionlint: building actionlint ${VERSION} from Go modules into ${dir}\n`);
  fs.mkdirSync(dir, { recursive: true });
  run("go", ["install", `github.com/rhysd/actionlint/cmd/actionlint@${VERSION}`], {
    env: { ...process.env, CGO_ENABLED: "0", GOBIN: dir },
  });
  return actionlint;
}

if (require.main === module) {
  runScript("ensure-actionlint", () => process.stdout.write(`${ensureActionlint()}\n`));
}

module.exports = { ensureActionlint };
