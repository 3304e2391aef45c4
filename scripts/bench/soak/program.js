// @ts-check
// The program the reliability suite deploys: SOAK_STATUSES dispute statuses and SOAK_MEMOS credit
// memos in SOAK_COMPANY (SOAK_LABEL, when set, ends each status's name: changing it updates every
// status), or (SOAK_SHARED) one dispute status that two stacks write.
"use strict";
const bizops = require("pulumi-bizops");

const env = process.env;

/**
 * The environment variable `name`: the suite always sets it, so a missing one is a mistake.
 * @param {string} name
 */
function required(name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const companyId = required("SOAK_COMPANY");
if (env.SOAK_SHARED) {
  new bizops.records.DisputeStatus("shared", {
    companyId,
    code: env.SOAK_SHARED,
    displayName: required("SOAK_SHARED_NAME"),
    adoptRecordId: env.SOAK_ADOPT || undefined,
  });
} else {
  for (let i = 0; i < Number(env.SOAK_STATUSES); i += 1) {
    new bizops.records.DisputeStatus(`status-${i}`, {
      companyId,
      code: `SOAK-${i}`,
      displayName: `Soak status ${i}${env.SOAK_LABEL ? ` ${env.SOAK_LABEL}` : ""}`,
    });
  }
  for (let i = 0; i < Number(env.SOAK_MEMOS); i += 1) {
    new bizops.records.PurchaseCreditMemo(`memo-${i}`, {
      companyId,
      vendorNumber: "V10000",
      purchaser: `SOAK${i}`,
      creditMemoDate: "2026-11-20",
    });
  }
}
