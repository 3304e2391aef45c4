/**
 * Bringing records that already exist under Pulumi.
 *
 * `pulumi import` cannot adopt a dynamic resource (the engine reads it without the provider
 * code), so record resources take `adoptRecordId`: on create they read that record, patch only
 * what differs from the program (with the record's eTag), and manage it from then on. Write the
 * program to match the record, run `pulumi up`, and the next `pulumi preview` shows no changes.
 * Currency always adopts, by `currencyId`.
 *
 * `deletionPolicy: "abandon"` marks a record the stack only adopted: `pulumi destroy` (or removing
 * the resource) leaves it in the company. The dispute status is marked so; the memo is not, so a
 * destroy deletes it. `npx bizops-import` writes such a program for a whole company, every record
 * marked (docs/import.md).
 *
 * Set `adopt:companyId`, `adopt:disputeStatusId` and `adopt:creditMemoId` to your records' ids.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("adopt");
const companyId = config.require("companyId");

export const disputeStatus = new bizops.records.DisputeStatus("legacy-status", {
  companyId,
  deletionPolicy: "abandon", // adopted: a destroy or removal leaves this record in the company
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
