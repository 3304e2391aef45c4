/**
 * The records resources of a user's program, as a compile test: every Args type and every output
 * of DisputeStatus, Currency and PurchaseCreditMemo, under the project's strict settings. It is
 * type-checked with the rest of the project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";
import { GUID } from "./ids";

/** The records resources and their outputs; only their types matter. */
export function recordsResources(config: pulumi.Config) {
  const recordsSettings: bizops.records.RecordsSettingsArgs = {
    recordsUrl: config.require("recordsUrl"),
    recordsToken: config.requireSecret("recordsToken"),
  };
  const disputeArgs: bizops.records.DisputeStatusArgs = {
    companyId: GUID,
    code: "PRICE",
    displayName: pulumi.output("Price dispute"),
    adoptRecordId: GUID,
    overwriteConcurrentChanges: false,
    settings: recordsSettings,
  };
  const dispute = new bizops.records.DisputeStatus("price", disputeArgs, { protect: true });
  const disputeOutputs: {
    companyId: pulumi.Output<string>;
    code: pulumi.Output<string>;
    displayName: pulumi.Output<string>;
    adoptRecordId: pulumi.Output<string | undefined>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string | undefined>;
  } = {
    companyId: dispute.companyId,
    code: dispute.code,
    displayName: dispute.displayName,
    adoptRecordId: dispute.adoptRecordId,
    overwriteConcurrentChanges: dispute.overwriteConcurrentChanges,
    recordId: dispute.recordId,
    etag: dispute.etag,
    lastModifiedDateTime: dispute.lastModifiedDateTime,
  };

  const currencyArgs: bizops.records.CurrencyArgs = {
    companyId: dispute.companyId,
    currencyId: GUID,
    displayName: "Euro",
    symbol: "€",
    amountDecimalPlaces: "2:2",
    amountRoundingPrecision: 0.01,
    overwriteConcurrentChanges: true,
    settings: pulumi.secret(recordsSettings),
  };
  const currency = new bizops.records.Currency("eur", currencyArgs);
  const currencyOutputs: {
    companyId: pulumi.Output<string>;
    currencyId: pulumi.Output<string | undefined>;
    code: pulumi.Output<string>;
    displayName: pulumi.Output<string>;
    symbol: pulumi.Output<string>;
    amountDecimalPlaces: pulumi.Output<string>;
    amountRoundingPrecision: pulumi.Output<number>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string>;
  } = {
    companyId: currency.companyId,
    currencyId: currency.currencyId,
    code: currency.code,
    displayName: currency.displayName,
    symbol: currency.symbol,
    amountDecimalPlaces: currency.amountDecimalPlaces,
    amountRoundingPrecision: currency.amountRoundingPrecision,
    overwriteConcurrentChanges: currency.overwriteConcurrentChanges,
    recordId: currency.recordId,
    etag: currency.etag,
    lastModifiedDateTime: currency.lastModifiedDateTime,
  };

  const memoArgs: bizops.records.PurchaseCreditMemoArgs = {
    companyId: GUID,
    vendorId: Promise.resolve(GUID),
    creditMemoDate: "2026-11-22",
    postingDate: "2026-11-22",
    dueDate: "2026-11-22",
    vendorNumber: "vendorNu",
    vendorCreditMemoNumber: "107001",
    payToVendorId: GUID,
    payToVendorNumber: "payToVen",
    buyFromAddressLine1: "buyFromA",
    buyFromAddressLine2: "buyFromA",
    buyFromCity: "buyFromC",
    buyFromCountry: "buyFromC",
    buyFromState: "buyFromS",
    buyFromPostCode: "buyFromP",
    payToAddressLine1: "payToAdd",
    payToAddressLine2: "payToAdd",
    payToCity: "payToCit",
    payToCountry: "payToCou",
    payToState: "payToSta",
    payToPostCode: "payToPos",
    shortcutDimension1Code: "shortcut",
    shortcutDimension2Code: "shortcut",
    currencyId: GUID,
    currencyCode: "currency",
    paymentTermsId: GUID,
    shipmentMethodId: GUID,
    purchaser: "purchase",
    discountAmount: 10,
    invoiceId: GUID,
    invoiceNumber: "invoiceN",
    vendorReturnReasonId: GUID,
    adoptRecordId: GUID,
    overwriteConcurrentChanges: false,
    settings: { recordsUrl: "https://records.example.com", recordsToken: "token" },
  };
  const memo = new bizops.records.PurchaseCreditMemo("memo", memoArgs, { dependsOn: [currency] });
  const memoOutputs: {
    companyId: pulumi.Output<string>;
    creditMemoDate: pulumi.Output<string>;
    postingDate: pulumi.Output<string>;
    dueDate: pulumi.Output<string>;
    vendorId: pulumi.Output<string>;
    vendorNumber: pulumi.Output<string>;
    vendorCreditMemoNumber: pulumi.Output<string>;
    payToVendorId: pulumi.Output<string>;
    payToVendorNumber: pulumi.Output<string>;
    buyFromAddressLine1: pulumi.Output<string>;
    buyFromAddressLine2: pulumi.Output<string>;
    buyFromCity: pulumi.Output<string>;
    buyFromCountry: pulumi.Output<string>;
    buyFromState: pulumi.Output<string>;
    buyFromPostCode: pulumi.Output<string>;
    payToAddressLine1: pulumi.Output<string>;
    payToAddressLine2: pulumi.Output<string>;
    payToCity: pulumi.Output<string>;
    payToCountry: pulumi.Output<string>;
    payToState: pulumi.Output<string>;
    payToPostCode: pulumi.Output<string>;
    shortcutDimension1Code: pulumi.Output<string>;
    shortcutDimension2Code: pulumi.Output<string>;
    currencyId: pulumi.Output<string>;
    currencyCode: pulumi.Output<string>;
    paymentTermsId: pulumi.Output<string>;
    shipmentMethodId: pulumi.Output<string>;
    purchaser: pulumi.Output<string>;
    discountAmount: pulumi.Output<number>;
    invoiceId: pulumi.Output<string>;
    invoiceNumber: pulumi.Output<string>;
    vendorReturnReasonId: pulumi.Output<string>;
    number: pulumi.Output<string>;
    vendorName: pulumi.Output<string>;
    payToName: pulumi.Output<string>;
    pricesIncludeTax: pulumi.Output<boolean>;
    discountAppliedBeforeTax: pulumi.Output<boolean>;
    totalAmountExcludingTax: pulumi.Output<number>;
    totalTaxAmount: pulumi.Output<number>;
    totalAmountIncludingTax: pulumi.Output<number>;
    status: pulumi.Output<bizops.records.PurchaseCreditMemoStatus>;
    adoptRecordId: pulumi.Output<string | undefined>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string>;
  } = {
    companyId: memo.companyId,
    creditMemoDate: memo.creditMemoDate,
    postingDate: memo.postingDate,
    dueDate: memo.dueDate,
    vendorId: memo.vendorId,
    vendorNumber: memo.vendorNumber,
    vendorCreditMemoNumber: memo.vendorCreditMemoNumber,
    payToVendorId: memo.payToVendorId,
    payToVendorNumber: memo.payToVendorNumber,
    buyFromAddressLine1: memo.buyFromAddressLine1,
    buyFromAddressLine2: memo.buyFromAddressLine2,
    buyFromCity: memo.buyFromCity,
    buyFromCountry: memo.buyFromCountry,
    buyFromState: memo.buyFromState,
    buyFromPostCode: memo.buyFromPostCode,
    payToAddressLine1: memo.payToAddressLine1,
    payToAddressLine2: memo.payToAddressLine2,
    payToCity: memo.payToCity,
    payToCountry: memo.payToCountry,
    payToState: memo.payToState,
    payToPostCode: memo.payToPostCode,
    shortcutDimension1Code: memo.shortcutDimension1Code,
    shortcutDimension2Code: memo.shortcutDimension2Code,
    currencyId: memo.currencyId,
    currencyCode: memo.currencyCode,
    paymentTermsId: memo.paymentTermsId,
    shipmentMethodId: memo.shipmentMethodId,
    purchaser: memo.purchaser,
    discountAmount: memo.discountAmount,
    invoiceId: memo.invoiceId,
    invoiceNumber: memo.invoiceNumber,
    vendorReturnReasonId: memo.vendorReturnReasonId,
    number: memo.number,
    vendorName: memo.vendorName,
    payToName: memo.payToName,
    pricesIncludeTax: memo.pricesIncludeTax,
    discountAppliedBeforeTax: memo.discountAppliedBeforeTax,
    totalAmountExcludingTax: memo.totalAmountExcludingTax,
    totalTaxAmount: memo.totalTaxAmount,
    totalAmountIncludingTax: memo.totalAmountIncludingTax,
    status: memo.status,
    adoptRecordId: memo.adoptRecordId,
    overwriteConcurrentChanges: memo.overwriteConcurrentChanges,
    recordId: memo.recordId,
    etag: memo.etag,
    lastModifiedDateTime: memo.lastModifiedDateTime,
  };

  return { dispute, memo, disputeOutputs, currencyOutputs, memoOutputs };
}
