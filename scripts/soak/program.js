// The program the reliability suite deploys: SOAK_STATUSES dispute statuses and SOAK_MEMOS credit
// memos in SOAK_COMPANY, or (SOAK_SHARED) one dispute status that two stacks write.
"use strict";
const bizops = require("pulumi-bizops");

const env = process.env;
const companyId = env.SOAK_COMPANY;
if (env.SOAK_SHARED) {
  new bizops.records.DisputeStatus("shared", {
    companyId,
    code: env.SOAK_SHARED,
    displayName: env.SOAK_SHARED_NAME,
    adoptRecordId: env.SOAK_ADOPT || undefined,
  });
} else {
  for (let i = 0; i < Number(env.SOAK_STATUSES); i += 1) {
    new bizops.records.DisputeStatus(`status-${i}`, {
      companyId,
      code: `SOAK-${i}`,
      displayName: `Soak status ${i}`,
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
