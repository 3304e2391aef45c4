// @ts-check
// What the emulator holds: every record of a collection in a company, read through the public API
// (following @odata.nextLink), asked again when chaos loses an answer.
"use strict";

/**
 * A record as the public API returns it; only the fields the census reads.
 * @typedef {{ id: string, code?: string, displayName?: string, purchaser?: string,
 *   vendorNumber?: string, creditMemoDate?: string }} ApiRecord
 */
/** @typedef {{ value: ApiRecord[], "@odata.nextLink"?: string }} Page */

/**
 * One page of a collection.
 * @param {string} url
 * @param {string} token
 * @returns {Promise<Page>}
 */
async function fetchJson(url, token) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.ok) return /** @type {Page} */ (await res.json());
      if (attempt >= 20) throw new Error(`${url} answered ${res.status}`);
    } catch (error) {
      if (attempt >= 20) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/**
 * Every record of the collection.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} companyId
 * @param {string} collection
 */
async function listAll(baseUrl, token, companyId, collection) {
  /** @type {ApiRecord[]} */
  const records = [];
  /** @type {string | undefined} */
  let next = `${baseUrl}/api/v2.0/companies(${companyId})/${collection}`;
  while (next) {
    const page = await fetchJson(next, token);
    records.push(...page.value);
    next = page["@odata.nextLink"];
  }
  return records;
}

/**
 * Compares the emulator with what was declared and with the stack's state: each declared record
 * exactly once with its declared values (a status's name ending in ` <label>` when one is given);
 * none twice; none the state does not know (orphans).
 * @param {{ baseUrl: string, token: string, companyId: string, statuses: number, memos: number,
 *   stateIds: Set<string>, label?: string }} expected
 */
async function census({ baseUrl, token, companyId, statuses, memos, stateIds, label }) {
  const found = {
    statuses: (await listAll(baseUrl, token, companyId, "disputeStatus")).filter((r) =>
      String(r.code ?? "").startsWith("SOAK-"),
    ),
    memos: (await listAll(baseUrl, token, companyId, "purchaseCreditMemos")).filter((m) =>
      String(m.purchaser ?? "").startsWith("SOAK"),
    ),
  };
  /** @type {string[]} */
  const problems = [];
  let duplicates = 0;
  for (let i = 0; i < statuses; i += 1) {
    const same = found.statuses.filter((r) => r.code === `SOAK-${i}`);
    if (same.length === 0) problems.push(`dispute status SOAK-${i} is missing`);
    if (same.length > 1) duplicates += same.length - 1;
    const name = `Soak status ${i}${label ? ` ${label}` : ""}`;
    if (same.some((r) => r.displayName !== name)) problems.push(`SOAK-${i} has other values`);
  }
  for (let i = 0; i < memos; i += 1) {
    const same = found.memos.filter((m) => m.purchaser === `SOAK${i}`);
    if (same.length === 0) problems.push(`memo SOAK${i} is missing`);
    if (same.length > 1) duplicates += same.length - 1;
    if (same.some((m) => m.vendorNumber !== "V10000" || m.creditMemoDate !== "2026-11-20")) {
      problems.push(`memo SOAK${i} has other values`);
    }
  }
  const extra = found.statuses.length + found.memos.length - statuses - memos - duplicates;
  if (extra > 0) problems.push(`${extra} records that were not declared`);
  const all = [...found.statuses, ...found.memos];
  const orphans = all.filter((r) => !stateIds.has(r.id)).map((r) => r.id);
  if (duplicates > 0) problems.push(`${duplicates} duplicates`);
  if (orphans.length > 0)
    problems.push(`${orphans.length} records the stack does not know: ${orphans.join(", ")}`);
  return { records: all.length, duplicates, orphans: orphans.length, problems };
}

module.exports = { census, listAll };
