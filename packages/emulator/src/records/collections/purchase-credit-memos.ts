import type { CollectionDefinition, FieldSpec } from "../collection-types";
import { creditMemoRules } from "../rules/credit-memos/rules";
import { presentCurrencyCode } from "../rules/local-currency";
import { DRAFT_STATUS, statusCheck } from "../rules/credit-memos/status";
import { dateCheck, EMPTY_GUID, nonNegativeCheck } from "../rules/field-checks";
import { code, codeOf, guid, idOf, text } from "./field-specs";
import { CURRENCIES } from "./currencies";
import { VENDORS } from "./vendors";
import { PAYMENT_TERMS } from "./payment-terms";
import { PAYMENT_METHODS } from "./payment-methods";
import { SHIPMENT_METHODS } from "./shipment-methods";

const date: FieldSpec = { type: "string", check: dateCheck };
const computedText: FieldSpec = { type: "string", computed: true };
const computedNumber: FieldSpec = { type: "number", computed: true };
const computedFlag: FieldSpec = { type: "boolean", computed: true };

// Lengths follow the real tables: Code[20] numbers, Text[100] names and first address lines, Text[50]
// second lines, Text[30] cities and states, Code[10] countries and currencies, Code[20] post codes.
/** The purchaseCreditMemos collection (API version v2.0): every field of the spec's table. */
export const purchaseCreditMemos: CollectionDefinition = {
  version: "v2.0",
  name: "purchaseCreditMemos",
  typeName: "Microsoft.NAV.purchaseCreditMemo",
  fields: {
    number: { type: "string", maxLength: 20, readOnly: true, code: true },
    creditMemoDate: date,
    postingDate: date,
    dueDate: date,
    vendorId: guid,
    // A refersTo names the table of the field's TableRelation (PurchaseHeader.Table.al): Vendor,
    // Country/Region, Currency, Salesperson/Purchaser.
    vendorNumber: codeOf(20, VENDORS),
    vendorName: computedText,
    // "Vendor Cr. Memo No.", Code[35], writable on the API page.
    vendorCreditMemoNumber: code(35),
    payToVendorId: guid,
    payToVendorNumber: codeOf(20, VENDORS),
    payToName: computedText,
    buyFromAddressLine1: text(100),
    buyFromAddressLine2: text(50),
    buyFromCity: text(30),
    buyFromCountry: codeOf(10, "countriesRegions"),
    buyFromState: text(30),
    buyFromPostCode: code(20),
    payToAddressLine1: text(100),
    payToAddressLine2: text(50),
    payToCity: text(30),
    payToCountry: codeOf(10, "countriesRegions"),
    payToState: text(30),
    payToPostCode: code(20),
    shortcutDimension1Code: code(20),
    shortcutDimension2Code: code(20),
    currencyId: guid,
    currencyCode: codeOf(10, CURRENCIES),
    paymentTermsId: idOf(PAYMENT_TERMS),
    shipmentMethodId: idOf(SHIPMENT_METHODS),
    purchaser: codeOf(20, "salespeoplePurchasers"),
    pricesIncludeTax: computedFlag,
    discountAmount: { type: "number", check: nonNegativeCheck },
    discountAppliedBeforeTax: computedFlag,
    totalAmountExcludingTax: computedNumber,
    totalTaxAmount: computedNumber,
    totalAmountIncludingTax: computedNumber,
    status: { type: "string", readOnly: true, check: statusCheck },
    invoiceId: guid,
    invoiceNumber: code(20),
    vendorReturnReasonId: guid,
    // The memo's lines are not part of the spec; their total stands in for them, set by admin writes.
    lineAmountExcludingTax: { type: "number", hidden: true, check: nonNegativeCheck },
    // The Purchase Header's "Payment Method Code", copied from the pay-to vendor; the page does not show it.
    paymentMethodId: { ...idOf(PAYMENT_METHODS), hidden: true },
  },
  uniqueKey: "number",
  defaults: {
    number: "",
    vendorId: EMPTY_GUID,
    vendorNumber: "",
    vendorCreditMemoNumber: "",
    payToVendorId: EMPTY_GUID,
    payToVendorNumber: "",
    buyFromAddressLine1: "",
    buyFromAddressLine2: "",
    buyFromCity: "",
    buyFromCountry: "",
    buyFromState: "",
    buyFromPostCode: "",
    payToAddressLine1: "",
    payToAddressLine2: "",
    payToCity: "",
    payToCountry: "",
    payToState: "",
    payToPostCode: "",
    shortcutDimension1Code: "",
    shortcutDimension2Code: "",
    currencyId: EMPTY_GUID,
    currencyCode: "",
    paymentTermsId: EMPTY_GUID,
    shipmentMethodId: EMPTY_GUID,
    purchaser: "",
    discountAmount: 0,
    status: DRAFT_STATUS,
    invoiceId: EMPTY_GUID,
    invoiceNumber: "",
    vendorReturnReasonId: EMPTY_GUID,
    lineAmountExcludingTax: 0,
    paymentMethodId: EMPTY_GUID,
  },
  rules: creditMemoRules,
  present: presentCurrencyCode,
};
