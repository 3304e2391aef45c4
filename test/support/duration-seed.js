// @ts-check
/**
 * Where the seeded test times live and how a file is named in them: its path from the checkout,
 * with forward slashes. scripts/test/test-durations.js writes them; slow-first-sequencer.js reads them.
 */
"use strict";
const { join, relative } = require("node:path");

/** The seeded times: each e2e and check file's seconds in a full run. */
const SEED_FILE = join(__dirname, "test-durations.json");

/**
 * A test file's key in the seed.
 * @param {string} root the checkout
 * @param {string} file the test file's absolute path
 */
function seedKey(root, file) {
  return relative(root, file).split("\\").join("/");
}

module.exports = { SEED_FILE, seedKey };
