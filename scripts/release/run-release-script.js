// @ts-check
/** Runs a release script's async main as scripts/lib/tools.js's runScript runs a sync one. */
"use strict";

/**
 * Runs `main`: an error it throws or rejects with is printed in one line with the script's name,
 * and the process exits with status 1.
 * @param {string} name
 * @param {() => Promise<void>} main
 */
function runReleaseScript(name, main) {
  main().catch((/** @type {unknown} */ error) => {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}

module.exports = { runReleaseScript };
