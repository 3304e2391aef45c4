// @ts-check
/**
 * What the scale benchmark (bench-scale.js) runs and what it records: its programs, the operations
 * with their targets, and the shapes of a round's results.
 */
"use strict";

/** The scale table's programs, in the order a round runs them (reversed every other round). */
const SCALE_PROGRAMS = ["floor", "bizops", "plugin-floor", "plugin"];
// Timed in refresh only, after the floor: the least a provider that reads must do (bench-programs.js).
const READING_FLOOR = "floor-read";
/** The programs that write records: each gets its own emulator, and its records are checked. */
const WRITERS = ["bizops", "plugin"];

/**
 * One operation: label, the CLI arguments after the stack, the targets of bizops ÷ floor by N,
 * and those of plugin ÷ plugin-floor by N.
 * @typedef {{ key: string, label: string, args: string[], target: Record<number, number>,
 *   pluginTarget?: Record<number, number> }} Operation
 */
/** @type {Operation[]} */
const OPERATIONS = [
  {
    key: "create",
    label: "up, create",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
  },
  {
    key: "preview",
    label: "preview, no changes",
    args: ["preview", "--expect-no-changes"],
    target: { 200: 1.0, 1000: 1.05 },
    pluginTarget: { 1000: 1.25 },
  },
  {
    key: "refresh",
    label: "refresh",
    args: ["refresh", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 1.05 },
  },
  {
    key: "update",
    label: "up, update every record",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
  },
  { key: "destroy", label: "destroy", args: ["destroy", "--yes", "--skip-preview"], target: { 200: 1.0 } },
];
const TABLES = ["scale", "limits"];
// The goal for the limits table: up within 1.3x the larger of the floor and the service's bound.
const LIMITS_TARGET = 1.3;
/** The limits table's columns: the floor, then ours against each emulator. */
const LIMITS_COLUMNS = ["floor", "plain", "limits"];
const STATE_TARGET_BYTES = 3584; // 3.5 KB

/**
 * @typedef {{ perResource: number, provider: number, fields: [string, number][] }} StateBytes
 * @typedef {{ type: string, outputs: { __provider?: string } }} ExportedResource
 * @typedef {{ seconds: Record<string, number>, requests: Record<string, number>, state?: StateBytes }} RoundResult
 * @typedef {{ total: number, byRoute: Record<string, number> }} RequestCounts
 * @typedef {{ accepted: number, refused: number, medianLatencyMs: number }} LimitCounts
 * @typedef {{ requests: number, byRoute: Record<string, number> } & LimitCounts} ColumnCounts
 * @typedef {{ held: number, duplicates: number, memos: number, ok: boolean }} Held
 * @typedef {{ seconds: Record<string, number>, counts: Record<string, ColumnCounts | undefined>,
 *   held?: Held }} LimitsResult
 * @typedef {{ counts: number[], rounds: number, machine: string, tables: string[], keep: boolean,
 *   programs: string[], variants: Record<string, string> }} Options
 */

/**
 * `table[key]`, which the benchmark set before it reads it: a missing one is a bug of the benchmark.
 * @template T
 * @param {Record<string, T | undefined> | readonly T[]} table
 * @param {string | number} key
 * @returns {T}
 */
function got(table, key) {
  const value = /** @type {Record<string | number, T | undefined>} */ (table)[key];
  if (value === undefined) throw new Error(`the benchmark has no ${String(key)} here`);
  return value;
}

/**
 * The state bytes of a round, measured after its create.
 * @param {RoundResult} result
 */
const stateOf = (result) => {
  if (!result.state) throw new Error("the round measured no state");
  return result.state;
};

module.exports = {
  SCALE_PROGRAMS,
  READING_FLOOR,
  WRITERS,
  OPERATIONS,
  TABLES,
  LIMITS_TARGET,
  LIMITS_COLUMNS,
  STATE_TARGET_BYTES,
  got,
  stateOf,
};
