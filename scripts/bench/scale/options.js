// @ts-check
/** The scale benchmark's command line (bench-scale.js) and the environment variables that stand for it. */
"use strict";
const { existsSync } = require("node:fs");
const os = require("node:os");
const { resolve } = require("node:path");
const { parseArgs } = require("node:util");
const {
  CHECKPOINT_MODES,
  PLUGIN_FORMS,
  READING_FLOOR,
  REQUEST_FLOORS,
  SCALE_PROGRAMS,
  TABLES,
} = require("./definitions");

const KNOWN_PROGRAMS = [...SCALE_PROGRAMS, ...REQUEST_FLOORS];

/** @typedef {import("./definitions").Options} Options */

/**
 * A comma-separated list from an option or its environment variable.
 * @param {string | undefined} value
 * @param {string} fallback
 */
function list(value, fallback) {
  return (value ?? fallback)
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * `--variant name=/path/to.tgz`, each: a name for the table and an existing tarball.
 * @param {string[]} given
 * @returns {Record<string, string>}
 */
function variantsOf(given) {
  /** @type {Record<string, string>} */
  const variants = {};
  for (const spec of given) {
    const equals = spec.indexOf("=");
    const name = spec.slice(0, equals);
    const path = spec.slice(equals + 1);
    if (equals < 0 || !/^[a-z][a-z0-9-]*$/.test(name) || !path)
      throw new Error(`--variant takes name=/path/to/pulumi-bizops.tgz, not ${spec}`);
    if ([...KNOWN_PROGRAMS, READING_FLOOR].includes(name) || name in variants)
      throw new Error(`--variant ${name}: the name is taken`);
    if (!existsSync(path)) throw new Error(`--variant ${name}: no file ${path}`);
    variants[name] = resolve(path);
  }
  return variants;
}

/**
 * @param {string[]} argv
 * @returns {Options}
 */
function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      n: { type: "string" },
      rounds: { type: "string" },
      machine: { type: "string" },
      tables: { type: "string" },
      programs: { type: "string" },
      plugin: { type: "string" },
      checkpoints: { type: "string" },
      variant: { type: "string", multiple: true },
      keep: { type: "boolean", default: false },
    },
  });
  const tables = list(values.tables ?? process.env.BENCH_TABLES, TABLES.join(","));
  const unknown = tables.filter((t) => !TABLES.includes(t));
  if (unknown.length > 0) throw new Error(`--tables takes ${TABLES.join(", ")}, not ${unknown.join(", ")}`);
  const programs = list(values.programs ?? process.env.BENCH_PROGRAMS, SCALE_PROGRAMS.join(","));
  const strangers = programs.filter((p) => !KNOWN_PROGRAMS.includes(p));
  if (strangers.length > 0)
    throw new Error(`--programs takes ${KNOWN_PROGRAMS.join(", ")}, not ${strangers.join(", ")}`);
  const plugin = values.plugin ?? process.env.BENCH_PLUGIN ?? "executable";
  if (!PLUGIN_FORMS.includes(plugin))
    throw new Error(`--plugin takes ${PLUGIN_FORMS.join(" or ")}, not ${plugin}`);
  const counts = list(values.n ?? process.env.BENCH_N, "200,1000")
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
  const rounds = Number(values.rounds ?? process.env.BENCH_ROUNDS ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) throw new Error("--rounds takes 1 to 20");
  const cpus = os.cpus();
  const machine =
    values.machine ??
    process.env.BENCH_MACHINE ??
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"})`;
  const variants = variantsOf(values.variant ?? []);
  const checkpoints = list(values.checkpoints ?? process.env.BENCH_CHECKPOINTS, CHECKPOINT_MODES.join(","));
  const modes = checkpoints.filter((m) => !CHECKPOINT_MODES.includes(m));
  if (modes.length > 0 || checkpoints.length === 0)
    throw new Error(`--checkpoints takes ${CHECKPOINT_MODES.join(", ")}, not ${modes.join(", ")}`);
  const keep = values.keep ?? false;
  return { counts, rounds, machine, tables, keep, programs, variants, checkpoints, plugin };
}

module.exports = { options };
