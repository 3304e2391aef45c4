#!/usr/bin/env node
// @ts-check
/**
 * The benchmark's checks (part of `npm run bench`, after the build): what a process of the built
 * package loads before it needs it, and how big the `__provider` text that every resource stores
 * is. Each `pulumi` command starts the program and a provider process: neither should pay for the
 * HTTP and identity libraries until a request is sent, and a program that only declares resources
 * should not pay for zod either; the `__provider` text is stored twice per resource and rewritten
 * with the whole state after every step.
 *
 * Each check runs in a fresh Node process (this file, with `--probe <name>`), which reports what
 * it loaded; this process judges the reports and prints `ok   <what>` or `FAIL <what>: <detail>`
 * per check, and exits 1 if any failed.
 *
 *   node scripts/bench/bench-checks.js      (after `npm run build`)
 */
"use strict";
const { execFile } = require("node:child_process");
const { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } = require("node:fs");
const http = require("node:http");
const os = require("node:os");
const { join, resolve, sep } = require("node:path");
const { promisify } = require("node:util");
const { PROVIDER_BYTES } = require("./provider-bytes");

const REPO = resolve(__dirname, "..", "..");
// The build, typed by its source: the type check runs on a fresh clone before any build, where a
// literal "../dist/..." would not resolve.
const DIST = join(REPO, "dist");
/** The libraries a process should load only when it needs them. */
const LIBRARIES = ["undici", "@azure/identity", "zod"];
// Check-and-diff rounds after the first: a provider process serves many, and must not load more.
const REPEATS = 50;

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const RECORD_ID = "e7089725-18dd-4891-8d70-98b93da42984";
const INPUTS = { companyId: COMPANY, code: "GOODS", displayName: "Goods" };
/** A DisputeStatus's state, as the engine hands it to read and diff. */
const STATE = {
  ...INPUTS,
  recordId: RECORD_ID,
  etag: 'W/"1"',
  lastModifiedDateTime: "2026-11-20T10:00:00Z",
  managedFields: ["code", "displayName"],
};
/** What the records server answers to every request. */
const RECORD = {
  id: RECORD_ID,
  code: "GOODS",
  displayName: "Goods",
  "@odata.etag": 'W/"2"',
  lastModifiedDateTime: "2026-11-21T10:00:00Z",
};

/**
 * @typedef {Record<string, number>} Loaded the libraries of LIBRARIES loaded, each with how many
 *   copies (folders) of it
 * @typedef {{ loaded: Loaded, [fact: string]: unknown }} Report
 * @typedef {{ what: string, probe: string, judge: (report: Report) => string | undefined }} Check
 */

// ---- The probes: each runs in a fresh process and prints its report as JSON.

/** The libraries of LIBRARIES this process has loaded, each with how many copies of it. */
function loadedLibraries() {
  const paths = Object.keys(require.cache).map((path) => path.split(sep).join("/"));
  /** @type {Loaded} */
  const loaded = {};
  for (const name of LIBRARIES) {
    const marker = `/node_modules/${name}/`;
    const copies = new Set(paths.filter((p) => p.includes(marker)).map((p) => p.slice(0, p.indexOf(marker))));
    if (copies.size > 0) loaded[name] = copies.size;
  }
  return loaded;
}

/** The package's entry, as a program requires it. */
function requirePackage() {
  return /** @type {typeof import("../../src/index")} */ (require(join(DIST, "index.js")));
}

/** The settings of the records server the parent started. */
function recordsSettings() {
  return { recordsUrl: process.env.BENCH_CHECKS_RECORDS_URL ?? "http://127.0.0.1:9", recordsToken: "t" };
}

/**
 * Declares one resource of four kinds under Pulumi's mocks and waits until each is registered;
 * reports the `__provider` text each type stored.
 */
async function declareProbe() {
  const pulumi = /** @type {typeof import("@pulumi/pulumi")} */ (require("@pulumi/pulumi"));
  /** @type {Record<string, string>} */
  const stored = {};
  await pulumi.runtime.setMocks({
    newResource: (/** @type {{ type: string, name: string, inputs: Record<string, unknown> }} */ args) => {
      stored[args.type] = String(args.inputs.__provider);
      return { id: `${args.name}-id`, state: args.inputs };
    },
    call: (args) => args.inputs,
  });
  const { records, lifecycle } = requirePackage();
  const resources = [
    new records.DisputeStatus("d", { companyId: COMPANY, code: "GOODS", displayName: "Goods" }),
    new records.Currency("c", { companyId: COMPANY, currencyId: RECORD_ID }),
    new records.PurchaseCreditMemo("m", { companyId: COMPANY, vendorNumber: "V10000" }),
    new lifecycle.DatabaseRefresh("r", {
      projectId: 7,
      sourceEnvironmentId: "prod",
      targetEnvironmentId: "uat",
    }),
  ];
  await Promise.all(resources.map((r) => new Promise((settled) => r.urn.apply(settled))));
  return { loaded: loadedLibraries(), stored };
}

/** A function's first call, refused for its arguments before anything is sent. */
async function callProbe() {
  const refusal = await requirePackage()
    .records.listCurrencies({ companyId: "not-a-guid" })
    .then(
      () => "",
      (/** @type {unknown} */ error) => String(error),
    );
  return { loaded: loadedLibraries(), refusal };
}

/** The runtime's DisputeStatus: a check and a diff, then a read from the records server. */
async function runtimeProbe() {
  const runtime = /** @type {typeof import("../../src/runtime")} */ (require(join(DIST, "runtime.js")));
  const provider = runtime.provider("records:DisputeStatus");
  const settings = recordsSettings();
  const checked = await provider.check({}, { ...INPUTS, settings });
  const diff = await provider.diff(
    RECORD_ID,
    { ...STATE, settings },
    { ...INPUTS, settings, displayName: "Other" },
  );
  const afterDiff = loadedLibraries();
  // The provider waits for the engine's configure call before its first request.
  await runtime.configure(/** @type {never} */ ({ config: { get: () => undefined } }));
  const read = await provider.read(RECORD_ID, { ...STATE, settings });
  const undiciEntry = Object.keys(require.cache).some((p) =>
    p.endsWith(join("node_modules", "undici", "index.js")),
  );
  return {
    loaded: loadedLibraries(),
    afterDiff,
    checkFailures: checked.failures?.length ?? 0,
    changes: diff.changes,
    etag: read.props?.etag,
    undiciEntry,
  };
}

/**
 * The provider host's steps, in a program folder that links the package: evaluate the stored
 * text, call handler(), configure, then check and diff many times, evaluate the text again and read.
 */
async function hostProbe() {
  const { providerText } = /** @type {typeof import("../../src/core/resources/provider-shim")} */ (
    require(join(DIST, "core/resources/provider-shim.js"))
  );
  const pulumiPath = require.resolve("@pulumi/pulumi");
  // The host's own way to evaluate the text: require-from-string, from the program's folder.
  const requireFromString = /** @type {(code: string) => { handler: () => HostProvider }} */ (
    require(require.resolve("require-from-string", { paths: [pulumiPath] }))
  );
  const text = providerText("dispute-status");
  const provider = requireFromString(text).handler();
  const beforeCall = loadedLibraries();
  await provider.configure({ config: { get: () => undefined } });
  const olds = { ...STATE, settings: recordsSettings() };
  const news = { ...INPUTS, settings: olds.settings };
  await provider.check(olds, news);
  await provider.diff(RECORD_ID, olds, news);
  const afterFirst = Object.keys(require.cache).length;
  for (let i = 0; i < REPEATS; i++) {
    await provider.check(olds, news);
    await provider.diff(RECORD_ID, olds, { ...news, displayName: `Z${i}` });
  }
  const afterMany = Object.keys(require.cache).length;
  const afterDiffs = loadedLibraries();
  const again = requireFromString(text).handler();
  await again.read(RECORD_ID, olds);
  return {
    loaded: loadedLibraries(),
    beforeCall,
    afterDiffs,
    afterFirst,
    afterMany,
    same: again === provider,
  };
}

/**
 * The provider object the host gets from the stored text.
 * @typedef {{
 *   configure(req: { config: { get(key: string): string | undefined } }): Promise<void>,
 *   check(olds: object, news: object): Promise<unknown>,
 *   diff(id: string, olds: object, news: object): Promise<unknown>,
 *   read(id: string, props: object): Promise<unknown>,
 * }} HostProvider
 */

/** @type {Record<string, () => Promise<Report>>} */
const PROBES = {
  import: async () => {
    requirePackage();
    return { loaded: loadedLibraries() };
  },
  declare: declareProbe,
  call: callProbe,
  runtime: runtimeProbe,
  host: hostProbe,
};

/** @param {string} name */
async function runProbe(name) {
  const probe = PROBES[name];
  if (!probe) throw new Error(`no probe ${name}`);
  console.log(JSON.stringify(await probe()));
}

// ---- The checks: each judges one probe's report, and says what is wrong.

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
  const { providerText } = /** @type {typeof import("../../src/core/resources/provider-shim")} */ (
    require(join(DIST, "core/resources/provider-shim.js"))
  );
  const { RESOURCE_KINDS, kindKey, kindModule } = /** @type {typeof import("../../src/resource-kinds")} */ (
    require(join(DIST, "resource-kinds.js"))
  );
  const names = /** @type {(keyof typeof RESOURCE_KINDS)[]} */ (Object.keys(RESOURCE_KINDS));
  return Object.fromEntries(names.map((name) => [kindKey(name), providerText(kindModule(name))]));
}

// ---- Running them.

/** A records server on loopback that answers every request with RECORD. */
async function startRecordsServer() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(RECORD));
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the records server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/**
 * A program folder as `npm link` leaves it: node_modules/pulumi-bizops is this checkout, and
 * @pulumi/pulumi is this checkout's. The provider host resolves the stored text from there.
 */
function linkedProgramDir() {
  const dir = mkdtempSync(join(os.tmpdir(), "bizops-bench-checks-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(REPO, join(dir, "node_modules", "pulumi-bizops"));
  symlinkSync(join(REPO, "node_modules", "@pulumi"), join(dir, "node_modules", "@pulumi"));
  return dir;
}

/**
 * Runs each probe in a fresh process (from `cwd`, with the records server's URL); its report by name.
 * @param {string[]} names
 * @param {string} cwd
 * @param {string} url
 * @returns {Promise<Record<string, Report | Error>>}
 */
async function runProbes(names, cwd, url) {
  /** @type {Record<string, Report | Error>} */
  const reports = {};
  for (const name of names) {
    // One at a time: on a busy machine, probes side by side could run into their timeout.
    reports[name] = await promisify(execFile)(process.execPath, [__filename, "--probe", name], {
      cwd,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, BENCH_CHECKS_RECORDS_URL: url },
    }).then(
      ({ stdout }) => /** @type {Report} */ (JSON.parse(stdout.trim().split("\n").pop() ?? "")),
      (/** @type {Error} */ error) => error,
    );
  }
  return reports;
}

/**
 * Prints one line per check; whether all passed.
 * @param {Record<string, Report | Error>} reports
 */
function judgeAll(reports) {
  let passed = true;
  /** @type {(what: string, problem: string | undefined) => void} */
  const print = (what, problem) => {
    console.log(problem === undefined ? `ok   ${what}` : `FAIL ${what}: ${problem}`);
    if (problem !== undefined) passed = false;
  };
  for (const check of CHECKS) {
    const report = reports[check.probe];
    if (!report) print(check.what, `no report of the ${check.probe} probe`);
    else print(check.what, report instanceof Error ? report.message.trim() : check.judge(report));
  }
  const kinds = providerTexts();
  print(
    `the __provider text of each of the ${Object.keys(kinds).length} kinds is at most ${PROVIDER_BYTES} bytes`,
    smallTexts(kinds),
  );
  return passed;
}

async function main() {
  if (!existsSync(join(DIST, "index.js"))) throw new Error("run `npm run build` first");
  const server = await startRecordsServer();
  const dir = linkedProgramDir();
  try {
    const reports = await runProbes(Object.keys(PROBES), dir, server.url);
    if (!judgeAll(reports)) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const [flag, probe] = process.argv.slice(2);
(flag === "--probe" ? runProbe(probe ?? "") : main()).catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exitCode = 1;
});
