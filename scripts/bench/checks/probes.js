// @ts-check
/**
 * The benchmark checks' probes (bench-checks.js): each runs in a fresh Node process and reports
 * what it loaded (and what it saw) as one line of JSON.
 */
"use strict";
const { join, sep } = require("node:path");

// The build, typed by its source: the type check runs on a fresh clone before any build, where a
// literal "../dist/..." would not resolve.
const DIST = join(__dirname, "..", "..", "..", "dist");
/** The libraries a process should load only when it needs them. */
const LIBRARIES = ["undici", "@azure/identity", "zod"];
// Check-and-diff rounds after the first: a provider process serves many, and must not load more.
const REPEATS = 50;

const { BENCH_COMPANY: COMPANY } = require("../floor-requests");
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
 */

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
  return /** @type {typeof import("../../../src/index")} */ (require(join(DIST, "index.js")));
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
  const runtime = /** @type {typeof import("../../../src/runtime")} */ (require(join(DIST, "runtime.js")));
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
  const { providerText } = /** @type {typeof import("../../../src/core/resources/provider-shim")} */ (
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

module.exports = { DIST, REPEATS, RECORD, PROBES, runProbe };
