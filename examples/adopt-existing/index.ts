/**
 * Bringing records that already exist under Pulumi.
 *
 * `pulumi import` cannot adopt a dynamic resource (the engine reads it without the provider
 * code), so record resources take `adoptRecordId`: on create they read that record, patch only
 * what differs from the program (with the record's eTag), and manage it from then on. Write the
 * program to match the record, run `pulumi up`, and the next `pulumi preview` shows no changes.
 * Currency always adopts, by `currencyId`.
 *
 * Set `adopt:companyId`, `adopt:disputeStatusId` and `adopt:creditMemoId` to your records' ids.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("adopt");
const companyId = config.require("companyId");

export const disputeStatus = new bizops.records.DisputeStatus("legacy-status", {
  companyId,
  adoptRecordId: config.require("disputeStatusId"),
  code: "LEGACY", // must match the record's code: a code change replaces a dispute status
  displayName: "Legacy dispute",
}).recordId;

export const creditMemo = new bizops.records.PurchaseCreditMemo("legacy-memo", {
  companyId,
  adoptRecordId: config.require("creditMemoId"),
  vendorNumber: "V20000", // must match the memo's vendor
  discountAmount: 4,
}).number;
