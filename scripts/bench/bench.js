#!/usr/bin/env node
// @ts-check
/**
 * npm run bench: measures what users feel, against the emulator on loopback.
 *  - the serialized provider stored with every resource (bytes) when the package is linked, as
 *    this checkout is (installed from its tarball it is a one-line require() of its provider
 *    module, held to scripts/bench/provider-bytes.js by bench-checks.js and measured in real state
 *    by bench-scale.js);
 *  - one DisputeStatus lifecycle through the provider implementation (create, read, update, delete);
 *  - records client throughput, sequential and 16-way concurrent GETs;
 *  - a DatabaseRefresh create and read through the provider implementation;
 *  - a certificate bundle fetch with its checks (unzip, thumbprint against the .cer).
 *  - then scripts/bench/bench-scale.js: `pulumi up` at scale against the engine floor.
 * Numbers, not assertions: speed targets live here, never in timed tests.
 */
"use strict";
const { join } = require("node:path");
const { performance } = require("node:perf_hooks");
const pulumi = require("@pulumi/pulumi");
const { startEmulator, EMULATOR_DEFAULT_TOKENS } = require("pulumi-bizops-emulator");
const SEED = require("pulumi-bizops-emulator");

// The build's modules, typed by their source: a computed path, because the type check runs on a
// fresh clone before any build, where a literal "../dist/..." would not resolve.
const DIST = join(__dirname, "..", "..", "dist");
/** @type {typeof import("../../src/core/provider/provider-config")} */
const { configureProvider } = require(join(DIST, "core/provider/provider-config"));
/** @type {typeof import("../../src/records/provider/entity-providers")} */
const { recordProviderOf } = require(join(DIST, "records/provider/entity-providers"));
/** @type {typeof import("../../src/records/client/records-client")} */
const { RecordsClient } = require(join(DIST, "records/client/records-client"));
/** @type {typeof import("../../src/records/entities/named-collections")} */
const { DISPUTE_STATUS } = require(join(DIST, "records/entities/named-collections"));
/** @type {typeof import("../../src/core/resources/provider-shim")} */
const { providerText } = require(join(DIST, "core/resources/provider-shim"));
/** @type {typeof import("../../src/lifecycle/resources/database-operation-provider")} */
const { DATABASE_OPERATIONS } = require(join(DIST, "lifecycle/resources/database-operation-provider"));
/** @type {typeof import("../../src/lifecycle/operations/operation-resource")} */
const { operationResourceProvider } = require(join(DIST, "lifecycle/operations/operation-resource"));
/** @type {typeof import("../../src/lifecycle/certificate/certificate-fetch")} */
const { fetchCertificateBundle } = require(join(DIST, "lifecycle/certificate/certificate-fetch"));
/** @type {typeof import("../../src/lifecycle/client")} */
const { LifecycleClient } = require(join(DIST, "lifecycle/client"));

const provider = recordProviderOf("DisputeStatus");

const { BENCH_COMPANY: COMPANY } = require("./floor-requests");

/**
 * Runs `fn` `count` times after a warm-up and prints the time per call and the calls per second.
 * @param {string} label
 * @param {number} count
 * @param {(i: number) => Promise<unknown>} fn
 */
async function timed(label, count, fn) {
  for (let i = 0; i < Math.min(20, count); i++) await fn(i); // warm up
  const start = performance.now();
  for (let i = 0; i < count; i++) await fn(i);
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(44)} ${(ms / count).toFixed(3).padStart(8)} ms/op ${Math.round((count * 1000) / ms)
      .toString()
      .padStart(7)} op/s`,
  );
}

/**
 * `value`, which the provider returns for every record it creates, reads or updates.
 * @template T
 * @param {T | undefined} value
 * @param {string} what
 * @returns {T}
 */
function returned(value, what) {
  if (value === undefined) throw new Error(`the provider returned no ${what}`);
  return value;
}

const BENCH_PROJECT_ID = 4242;
const BENCH_PRODUCTION = "b0000000-0000-4000-8000-000000000000";

/**
 * A lifecycle project of its own with one production environment and `count` sandboxes: the
 * provider's guard lets an environment start 3 operations a day, as the service does, so the
 * refreshes are spread over the sandboxes.
 * @param {string} url
 * @param {number} count
 * @returns {Promise<string[]>} the sandboxes' ids
 */
async function benchSandboxes(url, count) {
  const ids = Array.from(
    { length: count },
    (_, i) => `b0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
  );
  const environments = [
    { environmentId: BENCH_PRODUCTION, name: "bench-production", type: "Production" },
    ...ids.map((environmentId, i) => ({ environmentId, name: `bench-${i}`, type: "Sandbox" })),
  ];
  const res = await fetch(`${url}/_admin/lifecycle/projects`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ projectId: BENCH_PROJECT_ID, environments }),
  });
  if (!res.ok) throw new Error(`the bench's lifecycle project: ${res.status} ${await res.text()}`);
  return ids;
}

async function main() {
  // Serialized exactly as pulumi.dynamic.Resource does it: a function returning the provider object.
  const shim = providerText("dispute-status");
  const serialized = await pulumi.runtime.serializeFunction(() => shim, { allowSecrets: true });
  console.log(
    `${"serialized provider per resource, linked".padEnd(44)} ${Buffer.byteLength(serialized.text)} bytes`,
  );

  // No certificate window, a high daily limit, no limit on the environment reads the guard makes,
  // and operations that end at once (the guard refuses a start while the environment runs one): the
  // bench measures the client, not the limits.
  const emulator = await startEmulator({
    lifecycle: { certificateWindowSeconds: 0, dailyLimit: 1_000_000, environmentInfoCalls: 0, stepMs: 0 },
  });
  /** @type {Record<string, string>} */
  const config = {
    "bizops:recordsUrl": emulator.url,
    "bizops:recordsToken": EMULATOR_DEFAULT_TOKENS.records,
    "bizops:lifecycleUrl": emulator.url,
    "bizops:lifecycleToken": EMULATOR_DEFAULT_TOKENS.lifecycle,
  };
  configureProvider({ get: (key) => config[key] });
  try {
    await timed("DisputeStatus create+read+update+delete", 300, async (i) => {
      const inputs = { companyId: COMPANY, code: `B${i}`.slice(0, 10), displayName: "Bench" };
      const { id, outs } = await provider.create(inputs);
      const read = await provider.read(id, returned(outs, "outputs"));
      const updated = await provider.update(id, returned(read.props, "props"), {
        ...inputs,
        displayName: "Bench 2",
      });
      await provider.delete(id, returned(updated.outs, "outputs"));
    });
    const client = new RecordsClient({ baseUrl: emulator.url, credential: EMULATOR_DEFAULT_TOKENS.records });
    const record = await client.create(DISPUTE_STATUS, COMPANY, { code: "BENCH", displayName: "Bench" });
    const ref = { companyId: COMPANY, id: record.id };
    await timed("records GET, sequential", 2000, () => client.get(DISPUTE_STATUS, ref));
    await timed("records GET, 16 concurrent (per batch)", 200, () =>
      Promise.all(Array.from({ length: 16 }, () => client.get(DISPUTE_STATUS, ref))),
    );
    // Progress lines go nowhere here: they would drown the numbers.
    const databaseRefreshProvider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      report: () => undefined,
    });
    // 20 warm-up runs and 300 timed ones, 3 to a sandbox.
    const sandboxes = await benchSandboxes(emulator.url, 107);
    let started = 0;
    await timed("DatabaseRefresh create+read", 300, async () => {
      const inputs = {
        projectId: BENCH_PROJECT_ID,
        sourceEnvironmentId: BENCH_PRODUCTION,
        targetEnvironmentId: sandboxes[started++ % sandboxes.length],
      };
      const { id, outs } = await databaseRefreshProvider.create(inputs);
      await databaseRefreshProvider.read(id, returned(outs, "outputs"));
    });
    const lifecycle = new LifecycleClient({
      baseUrl: emulator.url,
      credential: EMULATOR_DEFAULT_TOKENS.lifecycle,
    });
    const environment = { projectId: SEED.SEED_LIFECYCLE_PROJECT_ID, environmentId: SEED.SEED_ENV_UAT };
    await timed("certificate bundle fetch, unzip, thumbprint", 100, () =>
      fetchCertificateBundle(lifecycle, environment, () => undefined),
    );
  } finally {
    await emulator.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
