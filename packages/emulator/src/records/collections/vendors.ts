import type { CollectionDefinition, NumberSeriesSpec } from "../collection-types";
import { VENDOR_USE } from "../rules/records-in-use";
import { EMPTY_GUID } from "../rules/field-checks";
import {
  code,
  codeOf,
  decimal,
  flag,
  guid,
  idOf,
  oneOf,
  readOnly,
  text,
  addressAndContact,
  addressAndContactDefaults,
} from "./field-specs";
import { numberSeriesRules } from "../rules/number-series";
import { CURRENCIES } from "./currencies";
import { applyCurrencyPair, presentCurrencyCode } from "../rules/local-currency";
import {
  applyAddress,
  checkPhoneNumber,
  checkSalesperson,
  checkSetupIds,
  type MasterTable,
} from "../rules/master-rules";
import {
  testVatRegistrationNo,
  testVatRegistrationNoOnCountryChange,
} from "../rules/vat-registration-format";
import { PAYMENT_TERMS } from "./payment-terms";
import { PAYMENT_METHODS } from "./payment-methods";
import { SHIPMENT_METHODS } from "./shipment-methods";
import { applyVendorTemplate } from "../rules/vendor-template";

/** Name of the vendors collection (path segment and admin name). */
export const VENDORS = "vendors";

/** The emulator's vendor number series: `V00001`, `V00002`, ... per company. */
const VENDOR_NUMBER_SERIES: NumberSeriesSpec = { code: "VEND", prefix: "V", digits: 5, field: "number" };

const VENDOR_TABLE: MasterTable = { table: "Vendor", keyCaption: "No.", keyField: "number" };

// API page 30010 "APIV2 - Vendors" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2Vendors.Page.al): every field but id, balance (the FlowField
// "Balance (LCY)") and lastModifiedDateTime is writable; `Insert(true)` gives the number from the
// vendor number series when the body has none. Purchase credit memos name vendors by id or number.
// Vendor table lengths: No. Code[20], Name Text[100], Address Text[100], Address 2 Text[50], City and
// County Text[30], Country/Region Code Code[10], Post Code Code[20], Phone No. Text[30], E-Mail
// Text[80], Home Page Text[255] (current base application), VAT Registration No. Text[20]
// (upper-cased by its OnValidate), Currency Code Code[10], IRS 1099 Code Code[10] (dropped on W1,
// see below).
/** The vendors entity set (API v2.0). */
export const vendors: CollectionDefinition = {
  version: "v2.0",
  name: VENDORS,
  typeName: "Microsoft.NAV.vendor",
  fields: {
    number: code(20),
    displayName: text(100),
    ...addressAndContact,
    taxRegistrationNumber: { ...text(20), upperCase: true },
    currencyId: guid,
    // A refersTo names the table of the field's TableRelation (Vendor.Table.al): Currency,
    // Salesperson/Purchaser, and Country/Region for the address.
    currencyCode: codeOf(10, CURRENCIES),
    irs1099Code: code(10),
    paymentTermsId: idOf(PAYMENT_TERMS),
    paymentMethodId: idOf(PAYMENT_METHODS),
    taxLiable: flag,
    blocked: oneOf(["_x0020_", "Payment", "All"]),
    balance: readOnly(decimal),
    // Vendor table fields the page does not show, which a purchase document copies from the vendor
    // (PurchaseHeader.Table.al, "Buy-from Vendor No." and "Pay-to Vendor No." OnValidate; see
    // rules/credit-memos/terms.ts); admin writes set them.
    purchaserCode: { ...codeOf(20, "salespeoplePurchasers"), hidden: true },
    shipmentMethodId: { ...idOf(SHIPMENT_METHODS), hidden: true },
    pricesIncludingTax: { ...flag, hidden: true },
    // "Privacy Blocked": a vendor so blocked may be on no document (Vendor.Table.al,
    // CheckBlockedVendOnDocs; see rules/credit-memos/blocked-vendor.ts).
    privacyBlocked: { ...flag, hidden: true },
    // "Vendor Posting Group" and "Gen. Bus. Posting Group", Code[20] each, which the vendors page does
    // not show: a purchase document tests them (rules/credit-memos/vendors.ts). A create takes the
    // groups it leaves out from the API Setup template (rules/vendor-template.ts).
    vendorPostingGroup: { ...code(20), hidden: true },
    genBusPostingGroup: { ...code(20), hidden: true },
    // The vendor's use, which no page writes: ledger entries, outstanding purchase lines.
    ...VENDOR_USE.fields,
  },
  uniqueKey: "number",
  defaults: {
    number: "",
    displayName: "",
    ...addressAndContactDefaults,
    taxRegistrationNumber: "",
    currencyId: EMPTY_GUID,
    currencyCode: "",
    irs1099Code: "",
    paymentTermsId: EMPTY_GUID,
    paymentMethodId: EMPTY_GUID,
    taxLiable: false,
    blocked: "_x0020_",
    balance: 0,
    purchaserCode: "",
    shipmentMethodId: EMPTY_GUID,
    pricesIncludingTax: false,
    privacyBlocked: false,
    vendorPostingGroup: "",
    genBusPostingGroup: "",
    ...VENDOR_USE.defaults,
  },
  rules: numberSeriesRules(VENDOR_NUMBER_SERIES, (stored, context) => {
    const fields = { ...stored };
    // Page order: the address (country, then post code), phone, the VAT registration number, currency.
    applyVendorTemplate(fields, context);
    applyAddress(fields, context, VENDOR_TABLE);
    testVatRegistrationNoOnCountryChange(fields, context, VENDOR_TABLE);
    checkPhoneNumber(fields, context, VENDOR_TABLE);
    testVatRegistrationNo(fields, context, VENDOR_TABLE);
    applyCurrencyPair(fields, context);
    // IsIRS1099Code (APIV2Vendors.Page.al:200-214,439-448) writes the code only where the table has
    // field 10020; the W1 Vendor table has none, so the value is accepted and dropped.
    fields.irs1099Code = "";
    checkSetupIds(context);
    checkSalesperson(context, VENDOR_TABLE.table, "purchaserCode", "Purchaser Code");
    return fields;
  }),
  // Ledger entries and outstanding purchase lines refuse the delete (rules/records-in-use.ts).
  onDelete: VENDOR_USE.onDelete,
  present: presentCurrencyCode,
};

/**
 * The vendor address fields a memo copies, each with the suffix of the memo's field: `buyFrom<Suffix>`
 * and `payTo<Suffix>` (the memo page says `PostCode` where the vendor page says `postalCode`).
 */
export const VENDOR_ADDRESS_FIELDS = [
  ["addressLine1", "AddressLine1"],
  ["addressLine2", "AddressLine2"],
  ["city", "City"],
  ["country", "Country"],
  ["state", "State"],
  ["postalCode", "PostCode"],
] as const;
