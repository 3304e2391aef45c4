/**
 * Quickstart: one record of each kind, and a database refresh, declared as code.
 *
 * `npm run quickstart` runs this program against the emulator, whose demo company has
 * the vendor V10000 and the currency EUR used here, and whose project 1234 has a production
 * environment and a sandbox. Against real services, set `bizops:recordsUrl` and
 * `bizops:lifecycleUrl`, their tokens with `pulumi config set --secret bizops:recordsToken ...`
 * and `bizops:lifecycleToken`, and your own ids (`quickstart:companyId`, `quickstart:currencyId`,
 * `quickstart:projectId`, `quickstart:sourceEnvironmentId`, `quickstart:targetEnvironmentId`).
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("quickstart");
const companyId = config.get("companyId") ?? "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const currencyId = config.get("currencyId") ?? "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1";

// Created by Pulumi; a code change replaces it, a displayName change updates it in place.
const priceDispute = new bizops.records.DisputeStatus("price-dispute", {
  companyId,
  code: "PRICE",
  displayName: "Price dispute",
});

// Taken over by its id: an existing currency, of which Pulumi manages only the fields set here and
// which it leaves in place when the resource is deleted (without currencyId, it creates one by code).
const euro = new bizops.records.Currency("euro", {
  companyId,
  currencyId,
  displayName: "Euro",
  amountDecimalPlaces: "2:2",
});

// A draft credit memo for a vendor; a change of vendor replaces it.
const creditMemo = new bizops.records.PurchaseCreditMemo("returned-goods", {
  companyId,
  vendorNumber: "V10000",
  creditMemoDate: "2026-11-20",
  currencyCode: euro.code,
  discountAmount: 0,
});

// A refresh of the sandbox from production: started by the first `up` only, and again only when
// `triggers` change. `up` waits for it to end and fails if it fails.
const refresh = new bizops.lifecycle.DatabaseRefresh("sandbox-from-production", {
  projectId: config.getNumber("projectId") ?? 1234,
  sourceEnvironmentId: config.get("sourceEnvironmentId") ?? "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10",
  targetEnvironmentId: config.get("targetEnvironmentId") ?? "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f",
  triggers: [config.get("refreshTrigger") ?? "first"],
  waitForCompletion: { timeoutMinutes: 10, pollSeconds: 1 },
});

export const disputeStatusId = priceDispute.recordId;
export const currencyCode = euro.code;
export const creditMemoNumber = creditMemo.number;
export const creditMemoStatus = creditMemo.status;
export const refreshId = refresh.operationActivityId;
export const refreshStatus = refresh.operationStatus;
