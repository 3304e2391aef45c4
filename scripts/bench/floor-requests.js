// @ts-check
/**
 * The one request a record's write or read needs, as the floors with requests send it
 * (bench-programs.js's `floor-requests`, and bench-noop-plugin.js run as `plugin-floor-requests`):
 * Node's own fetch to the records service at `BIZOPS_RECORDS_URL` with `BIZOPS_RECORDS_TOKEN`,
 * the answer read whole, nothing checked but its status. What any provider of these records must
 * spend per record, beside what the engine spends.
 */
"use strict";

/** The company every benchmark writes its records in (the emulator's seeded company). */
const BENCH_COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/**
 * Sends one request about the bench's DisputeStatus records of `companyId` (the collection, or the
 * record `id`); returns the answer's JSON, if any. A 404 to a GET is an answer (the record is gone).
 * The dynamic floor's program embeds this function's text, so it uses nothing outside it.
 * @param {string} method
 * @param {string} companyId
 * @param {string | undefined} id
 * @param {Record<string, unknown>} [body]
 * @returns {Promise<{ id?: string } | undefined>}
 */
async function sendRecordRequest(method, companyId, id, body) {
  const record = id === undefined ? "" : `(${id})`;
  const url = `${process.env.BIZOPS_RECORDS_URL}/api/v2.0/companies(${companyId})/disputeStatus${record}`;
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${process.env.BIZOPS_RECORDS_TOKEN}`,
      "content-type": "application/json",
      "if-match": "*",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok && !(method === "GET" && response.status === 404))
    throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text === "" ? undefined : JSON.parse(text);
}

module.exports = { BENCH_COMPANY, sendRecordRequest };
