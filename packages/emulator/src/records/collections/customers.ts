import type { CollectionDefinition, NumberSeriesSpec } from "../collection-types";
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
import { dialogError } from "../rules/dialog-error";
import { CUSTOMER_USE } from "../rules/records-in-use";
import { numberSeriesRules } from "../rules/number-series";
import { applyCurrencyPair, presentCurrencyCode } from "../rules/local-currency";
import { applyTaxAreaId } from "../rules/tax-area-id";
import { CURRENCIES } from "./currencies";
import { TAX_AREAS, VAT_BUSINESS_POSTING_GROUPS } from "./tax-areas";
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

/** The emulator's customer number series: `C00001`, `C00002`, ... per company. */
const CUSTOMER_NUMBER_SERIES: NumberSeriesSpec = { code: "CUST", prefix: "C", digits: 5, field: "number" };

const CUSTOMER_TABLE: MasterTable = { table: "Customer", keyCaption: "No.", keyField: "number" };

// API page 30009 "APIV2 - Customers" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2Customers.Page.al): balanceDue and taxAreaDisplayName are
// `Editable = false`; OnInsertRecord refuses a customer without a name ('A "displayName" must be
// provided.') and the name's OnValidate a blank one; `Insert(true)` gives the number from the
// customer number series when the body has none. Customer table lengths: No. Code[20], Name
// Text[100], Address Text[100], Address 2 Text[50], City and County Text[30], Country/Region Code
// Code[10], Post Code Code[20], Phone No. Text[30], E-Mail and Home Page Text[80], Salesperson Code
// Code[20], VAT Registration No. Text[20] (upper-cased by its OnValidate), Currency Code Code[10];
// Home Page Text[255] in the current base application. The rules run in page order: address (country,
// with the VAT registration number test a changed country makes, then post code), phone, salesperson,
// tax area, VAT registration number format, currency, payment terms, shipment and payment method.
/** The customers entity set (API v2.0). */
export const customers: CollectionDefinition = {
  version: "v2.0",
  name: "customers",
  typeName: "Microsoft.NAV.customer",
  fields: {
    number: code(20),
    displayName: text(100),
    type: oneOf(["Company", "Person"]),
    ...addressAndContact,
    // A refersTo names the table of the field's TableRelation (Customer.Table.al): Salesperson/Purchaser,
    // Currency, Tax Area, VAT Business Posting Group, and Country/Region for the address.
    salespersonCode: codeOf(20, "salespeoplePurchasers"),
    balanceDue: readOnly(decimal),
    creditLimit: decimal,
    taxLiable: flag,
    taxAreaId: guid,
    // Computed from taxAreaId on every write (rules/tax-area-id.ts).
    taxAreaDisplayName: { ...text(100), computed: true },
    taxRegistrationNumber: { ...text(20), upperCase: true },
    currencyId: guid,
    currencyCode: codeOf(10, CURRENCIES),
    paymentTermsId: idOf(PAYMENT_TERMS),
    shipmentMethodId: idOf(SHIPMENT_METHODS),
    paymentMethodId: idOf(PAYMENT_METHODS),
    blocked: oneOf(["_x0020_", "Ship", "Invoice", "All"]),
    // Customer table fields the page does not show, which hold the code taxAreaId names ("Tax Area
    // Code" in a sales-tax company, "VAT Bus. Posting Group" in a VAT one); admin writes set them.
    taxAreaCode: { ...codeOf(20, TAX_AREAS), hidden: true },
    vatBusinessPostingGroup: { ...codeOf(20, VAT_BUSINESS_POSTING_GROUPS), hidden: true },
    // The customer's use, which no page writes: ledger entries, outstanding sales lines.
    ...CUSTOMER_USE.fields,
  },
  uniqueKey: "number",
  defaults: {
    number: "",
    displayName: "",
    type: "Company",
    ...addressAndContactDefaults,
    salespersonCode: "",
    balanceDue: 0,
    creditLimit: 0,
    taxLiable: false,
    taxAreaId: EMPTY_GUID,
    taxAreaDisplayName: "",
    taxRegistrationNumber: "",
    currencyId: EMPTY_GUID,
    currencyCode: "",
    paymentTermsId: EMPTY_GUID,
    shipmentMethodId: EMPTY_GUID,
    paymentMethodId: EMPTY_GUID,
    blocked: "_x0020_",
    taxAreaCode: "",
    vatBusinessPostingGroup: "",
    ...CUSTOMER_USE.defaults,
  },
  rules: numberSeriesRules(CUSTOMER_NUMBER_SERIES, (stored, context) => {
    const name = context.changes.displayName;
    if (context.current === undefined && (typeof name !== "string" || name === "")) {
      throw dialogError('A "displayName" must be provided.');
    }
    if (context.current !== undefined && name === "")
      throw dialogError('The blank "displayName" is not allowed.');
    const fields = { ...stored };
    applyAddress(fields, context, CUSTOMER_TABLE);
    testVatRegistrationNoOnCountryChange(fields, context, CUSTOMER_TABLE);
    checkPhoneNumber(fields, context, CUSTOMER_TABLE);
    checkSalesperson(context, CUSTOMER_TABLE.table, "salespersonCode", "Salesperson Code");
    applyTaxAreaId(fields, context);
    testVatRegistrationNo(fields, context, CUSTOMER_TABLE);
    applyCurrencyPair(fields, context);
    checkSetupIds(context);
    return fields;
  }),
  // Ledger entries and outstanding sales lines refuse the delete (rules/records-in-use.ts).
  onDelete: CUSTOMER_USE.onDelete,
  present: presentCurrencyCode,
};
