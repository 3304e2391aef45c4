// @ts-check
/** The processes a `pulumi` command starts (language host, program, provider), for killing them all. */
"use strict";
const { execFileSync } = require("node:child_process");

/**
 * The processes under `pid`, read from `ps`.
 * @param {number} pid
 */
function descendants(pid) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [child = 0, ppid = 0] = line.trim().split(/\s+/).map(Number);
      return { child, ppid };
    });
  /** @type {number[]} */
  const found = [];
  const queue = [pid];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const { child, ppid } of rows) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * Sends SIGKILL to each of `pids` that is still there.
 * @param {number[]} pids
 */
function killAll(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

module.exports = { descendants, killAll };
