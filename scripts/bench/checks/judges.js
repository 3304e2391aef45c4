// @ts-check
/**
 * The benchmark checks (bench-checks.js): each judges one probe's report (probes.js) and says
 * what is wrong, if anything.
 */
"use strict";
const { join } = require("node:path");
const { PROVIDER_BYTES } = require("../provider-bytes");
const { DIST, REPEATS } = require("./probes");

/** @typedef {import("./probes").Loaded} Loaded */
/** @typedef {import("./probes").Report} Report */
/** @typedef {{ what: string, probe: string, judge: (report: Report) => string | undefined }} Check */

/**
 * What of `loaded` is not in `allowed`, once each.
 * @param {Loaded} loaded
 * @param {string[]} allowed
 */
function unexpected(loaded, allowed) {
  const extra = Object.keys(loaded).filter((name) => !allowed.includes(name));
  const twice = Object.entries(loaded).filter(([, copies]) => copies > 1);
  const problems = [
    ...extra.map((name) => `loaded ${name}`),
    ...twice.map(([name, copies]) => `${copies} copies of ${name}`),
  ];
  return problems.length > 0 ? problems.join(", ") : undefined;
}

/**
 * The first of `problems` that is not undefined.
 * @param {(string | undefined)[]} problems
 */
const first = (problems) => problems.find((problem) => problem !== undefined);

/**
 * `loaded` holds exactly `wanted`, one copy each.
 * @param {Loaded} loaded
 * @param {string[]} wanted
 */
function exactly(loaded, wanted) {
  const missing = wanted.filter((name) => !(name in loaded)).map((name) => `did not load ${name}`);
  return first([...missing, unexpected(loaded, wanted)]);
}

/**
 * Each of `texts` (by its name) is at most PROVIDER_BYTES.
 * @param {Record<string, string>} texts
 */
function smallTexts(texts) {
  const names = Object.keys(texts);
  if (names.length === 0) return "no texts";
  const large = names.filter((name) => Buffer.byteLength(texts[name] ?? "") > PROVIDER_BYTES);
  return large.length > 0
    ? large.map((name) => `${name}: ${Buffer.byteLength(texts[name] ?? "")} bytes`).join(", ")
    : undefined;
}

/**
 * `texts` are `count` provider texts, each a require of a provider module and small.
 * @param {Record<string, string>} texts
 * @param {number} count
 */
function providerTextsOf(texts, count) {
  const names = Object.keys(texts);
  const others = names.filter((name) => !texts[name]?.includes('require("pulumi-bizops/providers/'));
  if (names.length !== count) return `${names.length} texts, not ${count}`;
  if (others.length > 0) return `not a provider's require: ${others.join(", ")}`;
  return smallTexts(texts);
}

/** @type {Check[]} */
const CHECKS = [
  {
    what: "importing the package loads none of undici, @azure/identity and zod",
    probe: "import",
    judge: (r) => exactly(r.loaded, []),
  },
  {
    what: "declaring a DisputeStatus, Currency, PurchaseCreditMemo and DatabaseRefresh (Pulumi mocks) loads none of them",
    probe: "declare",
    judge: (r) => exactly(r.loaded, []),
  },
  {
    what: `each declared resource stores a __provider of at most ${PROVIDER_BYTES} bytes`,
    probe: "declare",
    judge: (r) => providerTextsOf(/** @type {Record<string, string>} */ (r.stored), 4),
  },
  {
    what: "a function's first call loads zod (to check its arguments), nothing else",
    probe: "call",
    judge: (r) =>
      first([
        /companyId/.test(String(r.refusal)) ? undefined : `not refused for companyId: ${String(r.refusal)}`,
        exactly(r.loaded, ["zod"]),
      ]),
  },
  {
    what: "the runtime's check and diff load zod, neither undici nor @azure/identity",
    probe: "runtime",
    judge: (r) =>
      first([
        r.checkFailures === 0 && r.changes === true ? undefined : "check or diff answered wrong",
        exactly(/** @type {Loaded} */ (r.afterDiff), ["zod"]),
      ]),
  },
  {
    what: "the first request loads undici through its package entry, still not @azure/identity",
    probe: "runtime",
    judge: (r) =>
      first([
        r.etag === 'W/"2"' ? undefined : `read gave etag ${String(r.etag)}`,
        r.undiciEntry ? undefined : "undici's index.js not loaded",
        exactly(r.loaded, ["zod", "undici"]),
      ]),
  },
  {
    what: "a provider process evaluating the stored text loads nothing until called, and undici only at the first request",
    probe: "host",
    judge: (r) =>
      first([
        exactly(/** @type {Loaded} */ (r.beforeCall), []),
        exactly(/** @type {Loaded} */ (r.afterDiffs), ["zod"]),
        exactly(r.loaded, ["zod", "undici"]),
      ]),
  },
  {
    what: `a provider process loads nothing more over ${REPEATS} more checks and diffs, and the text evaluated again gives the same provider`,
    probe: "host",
    judge: (r) =>
      first([
        r.afterMany === r.afterFirst
          ? undefined
          : `module cache grew from ${String(r.afterFirst)} to ${String(r.afterMany)}`,
        r.same === true ? undefined : "a different provider object",
      ]),
  },
];

/** The `__provider` text of every resource kind, by its key. */
function providerTexts() {
  const { providerText } = /** @type {typeof import("../../../src/core/resources/provider-shim")} */ (
    require(join(DIST, "core/resources/provider-shim.js"))
  );
  const { RESOURCE_KINDS, kindKey, kindModule } =
    /** @type {typeof import("../../../src/resource-kinds")} */ (require(join(DIST, "resource-kinds.js")));
  const names = /** @type {(keyof typeof RESOURCE_KINDS)[]} */ (Object.keys(RESOURCE_KINDS));
  return Object.fromEntries(names.map((name) => [kindKey(name), providerText(kindModule(name))]));
}

module.exports = { CHECKS, providerTexts, smallTexts };
