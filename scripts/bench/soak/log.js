// @ts-check
/** The reliability suite's progress line, on stderr (stdout carries its one line of JSON). */
"use strict";

const log = (/** @type {string} */ line) =>
  process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

module.exports = { log };
