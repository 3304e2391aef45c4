#!/usr/bin/env node
// @ts-check
/**
 * The client side of request-cost.js, a process of its own as a provider is: creates N
 * DisputeStatus records (and one more) on the server at argv[2], or deletes them, `--in-flight` at a time, with
 * Node's fetch (as the floors with requests send them) or with the package's records client (as
 * the provider sends them). The first delete goes before the clock starts (it loads the client and
 * opens a connection, once per process); the child tells the parent when the clock starts, so
 * the parent can read the server's CPU time over the same span, and reports its own wall time and
 * CPU time when the phase ends.
 *
 *   request-cost-client.js <url> <token> <create|delete> <fetch|bizops> <n> <in-flight> <ids-file>
 */
"use strict";
const { readFileSync, writeFileSync } = require("node:fs");
const { join, resolve } = require("node:path");
const { BENCH_COMPANY: COMPANY, sendRecordRequest } = require("./floor-requests");

const DIST = resolve(__dirname, "..", "..", "dist");

/**
 * Runs `task(i)` for i below n, at most `inFlight` at once.
 * @param {number} n
 * @param {number} inFlight
 * @param {(i: number) => Promise<void>} task
 */
async function pooled(n, inFlight, task) {
  let next = 0;
  const worker = async () => {
    while (next < n) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, n) }, worker));
}

/**
 * The delete of one record, as the client kind sends it.
 * @param {string} kind
 * @returns {(id: string) => Promise<void>}
 */
function deleter(kind) {
  if (kind === "fetch") return (id) => sendRecordRequest("DELETE", COMPANY, id).then(() => undefined);
  /** @type {typeof import("../../src/clients")} */
  const { RecordsClient, DISPUTE_STATUS } = require(join(DIST, "clients.js"));
  const client = RecordsClient.fromSources({ env: process.env });
  return (id) => client.delete(DISPUTE_STATUS, { companyId: COMPANY, id }, "*");
}

async function main() {
  const [url = "", token = "", phase = "", kind = "", n = "0", inFlight = "1", idsFile = ""] =
    process.argv.slice(2);
  process.env.BIZOPS_RECORDS_URL = url;
  process.env.BIZOPS_RECORDS_TOKEN = token;
  if (phase === "create") {
    /** @type {string[]} */
    const ids = [];
    await pooled(Number(n) + 1, Number(inFlight), async (i) => {
      const record = await sendRecordRequest("POST", COMPANY, undefined, {
        code: `C${i}`,
        displayName: `Cost ${i}`,
      });
      ids[i] = String(record?.id);
    });
    writeFileSync(idsFile, JSON.stringify(ids));
    process.send?.({}, () => process.exit(0));
    return;
  }
  /** @type {string[]} */
  const ids = JSON.parse(readFileSync(idsFile, "utf8"));
  const remove = deleter(kind);
  await remove(String(ids.shift()));
  await new Promise((sent) => process.send?.("start", sent));
  const started = performance.now();
  const cpu = process.cpuUsage();
  await pooled(ids.length, Number(inFlight), (i) => remove(String(ids[i])));
  const used = process.cpuUsage(cpu);
  const report = { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
  process.send?.(report, () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
