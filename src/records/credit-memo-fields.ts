/**
 * The names of a purchase credit memo's fields. They are here, apart from the schemas, so that
 * the resource class can list its outputs without loading zod into a program that only declares
 * resources.
 */

/**
 * The memo fields a program may write, in the API page's order (APIV2PurchaseCreditMemos.Page.al
 * in microsoft/ALAppExtensions, less its read-only fields; the spec's table leaves out
 * `vendorCreditMemoNumber`, which the page has).
 */
export const CREDIT_MEMO_FIELDS = [
  "creditMemoDate",
  "postingDate",
  "dueDate",
  "vendorId",
  "vendorNumber",
  "vendorCreditMemoNumber",
  "payToVendorId",
  "payToVendorNumber",
  "buyFromAddressLine1",
  "buyFromAddressLine2",
  "buyFromCity",
  "buyFromCountry",
  "buyFromState",
  "buyFromPostCode",
  "payToAddressLine1",
  "payToAddressLine2",
  "payToCity",
  "payToCountry",
  "payToState",
  "payToPostCode",
  "shortcutDimension1Code",
  "shortcutDimension2Code",
  "currencyId",
  "currencyCode",
  "paymentTermsId",
  "shipmentMethodId",
  "purchaser",
  "discountAmount",
  "invoiceId",
  "invoiceNumber",
  "vendorReturnReasonId",
] as const;

/** One of {@link CREDIT_MEMO_FIELDS}. */
export type CreditMemoField = (typeof CREDIT_MEMO_FIELDS)[number];

/**
 * Read-only memo fields, reported as outputs. The service accepts a PATCH that repeats a read-only
 * field's current value and refuses (400) one that changes it.
 */
export const CREDIT_MEMO_READ_ONLY = [
  "number",
  "vendorName",
  "payToName",
  "pricesIncludeTax",
  "discountAppliedBeforeTax",
  "totalAmountExcludingTax",
  "totalTaxAmount",
  "totalAmountIncludingTax",
  "status",
] as const;
