// @ts-check
/**
 * The scale benchmark's markdown tables (medians over the rounds, the ratios and their targets)
 * and the per-round detail it prints before them.
 */
"use strict";
const { PROVIDER_BYTES } = require("../provider-bytes");
const {
  LIMITS_COLUMNS,
  LIMITS_TARGET,
  OPERATIONS,
  modeWords,
  READING_FLOOR,
  STATE_TARGET_BYTES,
  got,
  stateOf,
} = require("./definitions");

/** @typedef {import("./definitions").Operation} Operation */
/** @typedef {import("./definitions").RoundResult} RoundResult */
/** @typedef {import("./definitions").LimitsResult} LimitsResult */
/** @typedef {import("./definitions").ColumnCounts} ColumnCounts */
/** @typedef {import("./definitions").LimitCounts} LimitCounts */
/** @typedef {import("./definitions").StateBytes} StateBytes */

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  const at = (/** @type {number} */ i) => got(s, i);
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
};
const fmtBytes = (/** @type {number} */ b) => `${Math.round(b).toLocaleString("en-US")} B`;
/**
 * @param {number} ratio
 * @param {number | undefined} target
 */
const verdict = (ratio, target) =>
  target === undefined ? "" : ` ${ratio <= target ? "✓" : "✗"} (≤ ${target.toFixed(2)})`;

/**
 * A ratio column of the scale table: `of` ÷ `to`, and the target of an operation at N in a
 * checkpoint mode.
 * @typedef {{ of: string, to: string,
 *   target: (op: Operation, n: number, mode: string) => number | undefined }} RatioColumn
 */

/**
 * The ratio columns whose two programs both ran: ours and the plugin against their floors and
 * their floors with requests, the two floors, and each variant against the floor and against bizops.
 * @param {string[]} programs
 * @param {string[]} variants
 * @returns {RatioColumn[]}
 */
function ratioColumns(programs, variants) {
  const none = () => undefined;
  /** @type {RatioColumn[]} */
  const columns = [
    { of: "bizops", to: "floor", target: (op, n, mode) => (mode === "off" ? op.skipTarget : op.target)[n] },
    {
      of: "plugin",
      to: "plugin-floor",
      target: (op, n, mode) => (mode === "off" ? op.skipTarget : op.pluginTarget)?.[n],
    },
    { of: "bizops", to: "floor-requests", target: none },
    { of: "plugin", to: "plugin-floor-requests", target: none },
    { of: "plugin-floor", to: "floor", target: none },
    ...variants.flatMap((v) => [
      { of: v, to: "floor", target: none },
      { of: v, to: "bizops", target: none },
    ]),
  ];
  const ran = new Set([...programs, ...variants]);
  return columns.filter((c) => ran.has(c.of) && ran.has(c.to));
}

/**
 * The scale table at N in a checkpoint mode: a column of medians per program, then the ratio
 * columns, each ratio with its target's verdict where there is one.
 * @param {number} n
 * @param {string} mode
 * @param {Record<string, RoundResult[]>} runs
 * @param {number} rounds
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function table(n, mode, runs, rounds, programs, ratios) {
  /** @type {(program: string, pick: (r: RoundResult) => number) => number} */
  const med = (program, pick) => median(got(runs, program).map(pick));
  const head = [...programs, ...ratios.map((c) => `${c.of} ÷ ${c.to}`)];
  /** @type {(label: string, cells: string[]) => string} */
  const row = (label, cells) => `| ${[label, ...cells].join(" | ")} |`;
  const title = `N = ${n}, ${modeWords(mode)}, median of ${rounds}`;
  const lines = [row(title, head), `|${"---|".repeat(head.length + 1)}`];
  for (const op of OPERATIONS) {
    const secs = (/** @type {string} */ p) => med(p, (r) => got(r.seconds, op.key));
    const ratioCells = ratios.map((c) => {
      const ratio = secs(c.of) / secs(c.to);
      return `${ratio.toFixed(2)}x${verdict(ratio, c.target(op, n, mode))}`;
    });
    lines.push(row(op.label, [...programs.map((p) => `${secs(p).toFixed(1)} s`), ...ratioCells]));
  }
  if (runs[READING_FLOOR]) lines.push(readingRow(runs, programs, ratios));
  lines.push(...stateRows(runs, programs, ratios));
  return lines.join("\n");
}

/**
 * The reading floor's refresh, in the floor's column, and ÷ the floor's refresh in the first ratio.
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function readingRow(runs, programs, ratios) {
  const refresh = (/** @type {string} */ p) => median(got(runs, p).map((r) => got(r.seconds, "refresh")));
  const reading = refresh(READING_FLOOR);
  const cells = programs.map((p) => (p === "floor" ? `${reading.toFixed(1)} s` : ""));
  const ratioCells = ratios.map((_, i) => (i === 0 ? `${(reading / refresh("floor")).toFixed(2)}x` : ""));
  return `| refresh, the floor with a read that sends one request (ratio: ÷ the floor's refresh) | ${[...cells, ...ratioCells].join(" | ")} |`;
}

/**
 * State and `__provider` bytes per resource, with the targets of the dynamic provider's state.
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {RatioColumn[]} ratios
 */
function stateRows(runs, programs, ratios) {
  /** @type {(pick: (s: StateBytes) => number, label: string, target: (ours: number) => string) => string} */
  const line = (pick, label, target) => {
    const bytes = (/** @type {string} */ p) => median(got(runs, p).map((r) => pick(stateOf(r))));
    const cells = programs.map((p) => (bytes(p) > 0 ? fmtBytes(bytes(p)) : "—"));
    const ratioCells = ratios.map((c) => {
      if (bytes(c.to) === 0 || bytes(c.of) === 0) return "";
      const ratio = `${(bytes(c.of) / bytes(c.to)).toFixed(2)}x`;
      return c.of === "bizops" && c.to === "floor" ? `${ratio} ${target(bytes("bizops"))}` : ratio;
    });
    return `| ${[label, ...cells, ...ratioCells].join(" | ")} |`;
  };
  return [
    line(
      (s) => s.perResource,
      "state per resource",
      (b) => `${b <= STATE_TARGET_BYTES ? "✓" : "✗"} (≤ 3.5 KB)`,
    ),
    line(
      (s) => s.provider,
      "`__provider` per resource",
      (b) => `${b <= PROVIDER_BYTES ? "✓" : "✗"} (≤ ${PROVIDER_BYTES} B)`,
    ),
  ];
}

/**
 * The service's own bound for one run's counts: processed requests ÷ concurrency × median time.
 * @param {LimitCounts} counts
 * @param {number} concurrency
 */
const serviceBound = (counts, concurrency) =>
  (counts.accepted / concurrency) * (counts.medianLatencyMs / 1000);

/**
 * @param {number} n
 * @param {number} memos
 * @param {string} mode
 * @param {Record<string, LimitsResult[]>} runs
 * @param {number} rounds
 * @param {number} concurrency
 */
function limitsTable(n, memos, mode, runs, rounds, concurrency) {
  /** @type {(column: string, pick: (r: LimitsResult) => number) => number} */
  const med = (column, pick) => median(got(runs, column).map(pick));
  /** @type {(r: LimitsResult, key: string) => ColumnCounts} */
  const counted = (r, key) => got(r.counts, key);
  const records = n + memos;
  const lines = [
    `| N = ${n.toLocaleString("en-US")} statuses + ${memos} memos, ${modeWords(mode)}, median of ${rounds} | floor | ours, no limits | ours, limits | requests / record | 429s | service bound | limits ÷ max(floor, bound) | target |`,
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const op of OPERATIONS) {
    const floor = med("floor", (r) => got(r.seconds, op.key));
    const plain = med("plain", (r) => got(r.seconds, op.key));
    const limited = med("limits", (r) => got(r.seconds, op.key));
    const perRecord = med("limits", (r) => counted(r, op.key).requests / records);
    const refused = med("limits", (r) => counted(r, op.key).refused);
    const bound = med("limits", (r) => serviceBound(counted(r, op.key), concurrency));
    const ratio = limited / Math.max(floor, bound);
    lines.push(
      `| ${op.label} | ${floor.toFixed(1)} s | ${plain.toFixed(1)} s | ${limited.toFixed(1)} s | ${perRecord.toFixed(2)} | ${refused} | ${bound.toFixed(1)} s | ${ratio.toFixed(2)}x | ${op.key === "create" ? verdict(ratio, mode === "off" ? LIMITS_TARGET.off : LIMITS_TARGET.on) : ""} |`,
    );
  }
  return lines.join("\n");
}

/**
 * @param {number} n
 * @param {Record<string, LimitsResult[]>} runs
 * @param {number} concurrency
 */
function limitsDetail(n, runs, concurrency) {
  const lines = [];
  for (const column of LIMITS_COLUMNS) {
    for (const [i, r] of got(runs, column).entries()) {
      const ops = OPERATIONS.map((op) => {
        const c = r.counts[op.key];
        const counted = c
          ? ` (${c.requests} requests ${JSON.stringify(c.byRoute)}, ${c.accepted} processed, ${c.refused} 429, median ${c.medianLatencyMs} ms, bound ${serviceBound(c, concurrency).toFixed(1)}s)`
          : "";
        return `${op.key} ${got(r.seconds, op.key).toFixed(2)}s${counted}`;
      }).join(", ");
      const held = r.held ? `; after up: ${JSON.stringify(r.held)}` : "";
      lines.push(`  limits N=${n} ${column.padEnd(6)} round ${i + 1}: ${ops}${held}`);
    }
  }
  return lines.join("\n");
}

/**
 * Each round's seconds per program, the requests per record of each writing program, and the
 * state bytes of one resource of each program by field.
 * @param {number} n
 * @param {Record<string, RoundResult[]>} runs
 * @param {string[]} programs
 * @param {string[]} writers
 */
function detail(n, runs, programs, writers) {
  const lines = [];
  for (const program of programs) {
    for (const [i, r] of got(runs, program).entries()) {
      const secs = OPERATIONS.map((op) => `${op.key} ${got(r.seconds, op.key).toFixed(2)}s`).join(", ");
      lines.push(`  N=${n} ${program.padEnd(12)} round ${i + 1}: ${secs}`);
    }
  }
  for (const [i, r] of (runs[READING_FLOOR] ?? []).entries()) {
    lines.push(
      `  N=${n} ${READING_FLOOR.padEnd(12)} round ${i + 1}: refresh ${got(r.seconds, "refresh").toFixed(2)}s`,
    );
  }
  for (const program of programs.filter((p) => writers.includes(p))) {
    const first = got(got(runs, program), 0);
    const reqs = OPERATIONS.map((op) => `${op.key} ${got(first.requests, op.key).toFixed(2)}`).join(", ");
    lines.push(`  requests per record (${program}, round 1): ${reqs}`);
  }
  for (const program of programs) {
    const state = stateOf(got(got(runs, program), 0));
    lines.push(
      `  state bytes of one ${program} resource by field: ${state.fields.map(([k, b]) => `${k} ${b}`).join(", ")}`,
    );
  }
  return lines.join("\n");
}

module.exports = { ratioColumns, table, detail, limitsTable, limitsDetail };
