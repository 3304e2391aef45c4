// @ts-check
/**
 * What the scale benchmark reads of an emulator: the requests and limits it counted, and the
 * bench's records, checked to be there once each after an operation.
 */
"use strict";
const { COMPANY } = require("../bench-programs");

const RECORDS_AUDIENCE = "https://api.businesscentral.dynamics.com";
/** @typedef {import("./definitions").RequestCounts} RequestCounts */
/** @typedef {import("./definitions").LimitCounts} LimitCounts */
/** @typedef {import("./definitions").Held} Held */

/**
 * The emulator's request counts, reset after reading.
 * @param {string} url
 * @returns {Promise<RequestCounts>}
 */
async function takeRequests(url) {
  const counts = /** @type {RequestCounts} */ (await (await fetch(`${url}/_admin/requests`)).json());
  await fetch(`${url}/_admin/requests`, { method: "DELETE" });
  return counts;
}

/**
 * What the emulator's limits did (GET /_admin/limits), counted from zero after reading.
 * @param {string} url
 * @returns {Promise<LimitCounts>}
 */
async function takeLimits(url) {
  const counts = /** @type {LimitCounts} */ (await (await fetch(`${url}/_admin/limits`)).json());
  await fetch(`${url}/_admin/limits`, { method: "DELETE" });
  return counts;
}

/**
 * Every record of `collection` in the bench's company at `url`, read through the public API as
 * another user than the stacks' (whose window the read must not spend).
 * @param {string} url
 * @param {string} collection
 * @returns {Promise<Record<string, string>[]>}
 */
async function listRecords(url, collection) {
  const minted = await fetch(`${url}/_admin/identity/federated-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subject: "bench-checker", audience: RECORDS_AUDIENCE }),
  });
  const { token } = /** @type {{ token: string }} */ (await minted.json());
  const records = [];
  /** @type {string | undefined} */
  let next = `${url}/api/v2.0/companies(${COMPANY})/${collection}`;
  while (next) {
    /** @type {Response} */
    const answer = await fetch(next, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`listing ${collection} answered ${answer.status}`);
    const page = /** @type {{ value: Record<string, string>[], "@odata.nextLink"?: string }} */ (
      await answer.json()
    );
    records.push(...page.value);
    next = page["@odata.nextLink"];
  }
  return records;
}

/**
 * How many distinct values of `field` match `pattern`, and how many more than once.
 * @param {Record<string, string>[]} records
 * @param {string} field
 * @param {RegExp} pattern
 */
function distinct(records, field, pattern) {
  const seen = records
    .map((record) => record[field])
    .filter((value) => value !== undefined && pattern.test(value));
  return { held: new Set(seen).size, duplicates: seen.length - new Set(seen).size };
}

/**
 * The bench's records in the emulator at `url`: how many of the N statuses and M memos are
 * there, and how many more than once.
 * @param {string} url
 * @param {number} n
 * @param {number} memos
 * @returns {Promise<Held>}
 */
async function recordsHeld(url, n, memos) {
  const statuses = distinct(await listRecords(url, "disputeStatus"), "code", /^S\d+$/);
  const memoCount = distinct(
    await listRecords(url, "purchaseCreditMemos"),
    "vendorCreditMemoNumber",
    /^M\d+ /,
  );
  const ok =
    statuses.held === n && memoCount.held === memos && statuses.duplicates + memoCount.duplicates === 0;
  return { ...statuses, memos: memoCount.held, duplicates: statuses.duplicates + memoCount.duplicates, ok };
}

/**
 * Checks a writing program's records after an operation that changes them: after create each of
 * the N statuses once with label v1, after update each with v2, after destroy none. A benchmark
 * of a program that did not do its work would time nothing worth comparing.
 * @param {string} program
 * @param {string} url
 * @param {number} n
 * @param {string} op
 */
async function checkStatuses(program, url, n, op) {
  const want = {
    create: { count: n, label: "v1" },
    update: { count: n, label: "v2" },
    destroy: { count: 0 },
  }[op];
  if (!want) return;
  const statuses = (await listRecords(url, "disputeStatus")).filter((r) => /^S\d+$/.test(r.code ?? ""));
  const { held, duplicates } = distinct(statuses, "code", /^S\d+$/);
  const stale = want.label
    ? statuses.filter((r) => !(r.displayName ?? "").startsWith(`Bench ${want.label} `))
    : [];
  if (held !== want.count || duplicates > 0 || stale.length > 0)
    throw new Error(
      `${program} after ${op}: ${held} statuses (${duplicates} twice, ${stale.length} without label ${want.label}), want ${want.count}`,
    );
}

module.exports = { takeRequests, takeLimits, recordsHeld, checkStatuses };
