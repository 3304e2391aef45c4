#!/usr/bin/env node
// @ts-check
/**
 * Writes test/support/test-durations.json: each end-to-end and check file's time in the last
 * `npm test` (from .bizops/results/jest.json), in whole seconds. Jest orders the files of a fresh
 * clone, which has no times of its own, by these (test/support/slow-first-sequencer.js). Run it
 * after a full `npm test` on two cores when a file was added or its time moved much.
 */
"use strict";
const { readFileSync, writeFileSync } = require("node:fs");
const { join, resolve } = require("node:path");
const { SEED_FILE, seedKey } = require("../../test/support/duration-seed");

const REPO = resolve(__dirname, "..", "..");
const RESULTS = join(REPO, ".bizops", "results", "jest.json");
/** The seeded files: the long ones, whose order decides when the run ends. */
const SEEDED = /^test\/(e2e|checks)\//;

/** @type {{ testResults: Array<{ name: string, startTime: number, endTime: number }> }} */
const results = JSON.parse(readFileSync(RESULTS, "utf8"));
/** @type {Record<string, number>} */
const seconds = {};
for (const { name, startTime, endTime } of results.testResults) {
  const path = seedKey(REPO, name);
  if (SEEDED.test(path)) seconds[path] = Math.max(1, Math.round((endTime - startTime) / 1000));
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(SEED_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${SEED_FILE}: ${Object.keys(sorted).length} files`);
