// @ts-check
/**
 * What the scale benchmark (bench-scale.js) runs and what it records: its programs, the operations
 * with their targets, and the shapes of a round's results.
 */
"use strict";

/** The scale table's programs, in the order a round runs them (reversed every other round). */
const SCALE_PROGRAMS = ["floor", "bizops", "plugin-floor", "plugin"];
/**
 * The floors with a request per record (bench-programs.js), run when `--programs` names them: what
 * any provider of these records must cost, of each path.
 */
const REQUEST_FLOORS = ["floor-requests", "plugin-floor-requests"];
/** How the `plugin` program runs the bizops plugin: the release's single executable, or a launcher. */
const PLUGIN_FORMS = ["executable", "launcher"];
// Timed in refresh only, after the floor: the least a provider that reads must do (bench-programs.js).
const READING_FLOOR = "floor-read";
/** The programs that write records: each gets its own emulator, and its records are checked. */
const WRITERS = ["bizops", "plugin", ...REQUEST_FLOORS];

/**
 * How the engine saves state: "on", its default, writes the whole state after every step;
 * "off" runs every command with `PULUMI_SKIP_CHECKPOINTS=true`, which saves only the final state.
 */
const CHECKPOINT_MODES = ["off", "on"];

/**
 * One operation: label, the CLI arguments after the stack, with checkpoints the targets of bizops
 * ÷ floor by N and those of plugin ÷ plugin-floor by N, and without checkpoints the target of
 * each of the two ÷ its floor by N.
 * @typedef {{ key: string, label: string, args: string[], target: Record<number, number>,
 *   pluginTarget?: Record<number, number>, skipTarget: Record<number, number> }} Operation
 */
/** @type {Operation[]} */
const OPERATIONS = [
  {
    key: "create",
    label: "up, create",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
    skipTarget: { 1000: 1.1 },
  },
  {
    key: "preview",
    label: "preview, no changes",
    args: ["preview", "--expect-no-changes"],
    target: { 200: 1.0, 1000: 1.05 },
    pluginTarget: { 1000: 1.25 },
    skipTarget: { 1000: 1.2 },
  },
  {
    key: "refresh",
    label: "refresh",
    args: ["refresh", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 1.05 },
    skipTarget: { 1000: 1.2 },
  },
  {
    key: "update",
    label: "up, update every record",
    args: ["up", "--yes", "--skip-preview"],
    target: { 200: 1.0, 1000: 0.8 },
    pluginTarget: { 1000: 1.25 },
    skipTarget: { 1000: 1.1 },
  },
  {
    key: "destroy",
    label: "destroy",
    args: ["destroy", "--yes", "--skip-preview"],
    target: { 200: 1.0 },
    skipTarget: { 1000: 1.1 },
  },
];
const TABLES = ["scale", "limits"];
// The goal for the limits table, by checkpoint mode: up within this many times the larger of the
// floor and the service's bound.
const LIMITS_TARGET = { on: 1.3, off: 1.5 };
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
 *   programs: string[], variants: Record<string, string>, checkpoints: string[],
 *   plugin: string }} Options
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

/**
 * `env` in a checkpoint mode: with `PULUMI_SKIP_CHECKPOINTS=true` when off, without it when on.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} mode
 * @returns {NodeJS.ProcessEnv}
 */
function inMode(env, mode) {
  const { PULUMI_SKIP_CHECKPOINTS: _given, ...rest } = env;
  return mode === "off" ? { ...rest, PULUMI_SKIP_CHECKPOINTS: "true" } : rest;
}

/**
 * The words a table's title gives a checkpoint mode.
 * @param {string} mode
 */
const modeWords = (mode) => (mode === "off" ? "without checkpoints" : "with checkpoints");

module.exports = {
  CHECKPOINT_MODES,
  inMode,
  modeWords,
  SCALE_PROGRAMS,
  REQUEST_FLOORS,
  PLUGIN_FORMS,
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
