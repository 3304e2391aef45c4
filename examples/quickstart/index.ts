/**
 * Quickstart: one record of each kind, declared as code.
 *
 * `npm run quickstart` runs this program against the embedded emulator, whose demo company has
 * the vendor V10000 and the currency EUR used here. Against a real service, set
 * `bizops:recordsUrl`, `pulumi config set --secret bizops:recordsToken ...`, and the ids of your
 * own company and currency (`quickstart:companyId`, `quickstart:currencyId`), then `pulumi up`.
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

// Adopted: the service has no way to create a currency, so Pulumi manages the fields set here.
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

export const disputeStatusId = priceDispute.recordId;
export const currencyCode = euro.code;
export const creditMemoNumber = creditMemo.number;
export const creditMemoStatus = creditMemo.status;
