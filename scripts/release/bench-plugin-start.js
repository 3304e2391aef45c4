#!/usr/bin/env node
// @ts-check
/**
 * The plugin's start: how long from its start until it prints the port it serves on (the moment
 * the engine can talk to it), for each plugin command given, taken in turns so that the machine's
 * drift falls on all alike; prints the median, fastest and slowest of each.
 *
 *   node scripts/release/bench-plugin-start.js [--runs 15] COMMAND...
 *   node scripts/release/bench-plugin-start.js bin/pulumi-resource-bizops <unpacked release>/pulumi-resource-bizops
 *
 * Bounded: `--runs` starts of each, each killed once it printed its port or after 30 s.
 */
"use strict";
const { spawn } = require("node:child_process");
const { performance } = require("node:perf_hooks");
const { parseArgs } = require("node:util");
const { runReleaseScript } = require("./run-release-script");

const LIMIT_MS = 30_000;

/**
 * Milliseconds from the start of `command` to its first line on stdout.
 * @param {string} command
 * @returns {Promise<number>}
 */
function timeToPort(command) {
  return new Promise((done, fail) => {
    const started = performance.now();
    // An engine address nothing listens on: the plugin prints its port before it calls the engine.
    const child = spawn(command, ["127.0.0.1:1"], { stdio: ["ignore", "pipe", "ignore"] });
    const timer = setTimeout(() => child.kill(), LIMIT_MS);
    child.once("error", fail);
    child.stdout.once("data", () => {
      const elapsed = performance.now() - started;
      clearTimeout(timer);
      child.kill();
      done(elapsed);
    });
    child.once("exit", () => {
      clearTimeout(timer);
      fail(new Error(`${command} ended before it printed its port`));
    });
  });
}

runReleaseScript("bench-plugin-start", async () => {
  const { values, positionals } = parseArgs({
    options: { runs: { type: "string", default: "15" } },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  /** @type {Map<string, number[]>} */
  const times = new Map(positionals.map((command) => [command, []]));
  for (let run = 0; run < runs; run++) {
    for (const command of positionals) times.get(command)?.push(await timeToPort(command));
  }
  for (const [command, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
    process.stdout.write(
      `${command}: median ${ms(median)}, fastest ${ms(sorted[0] ?? 0)}, slowest ${ms(sorted.at(-1) ?? 0)} (${runs} starts)\n`,
    );
  }
});
