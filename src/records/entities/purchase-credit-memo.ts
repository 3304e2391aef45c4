import type { EntityDefinition, EntityField } from "../definitions/entity-definition";
import { filterAfter, filterAnd, filterEq, filterEqGuid } from "../client/odata";
import { code, currencyCode, text } from "./shared-fields";

/** The only status in which the service accepts changes to a memo (a memo made through the API starts as `Draft`). */
const EDITABLE_STATUS = "Draft";

const guid = (doc: string): EntityField => ({ type: "guid", doc, input: "optional" });
const date = (doc: string): EntityField => ({ type: "date", doc, input: "optional" });
const readOnly = (type: EntityField["type"], doc: string): EntityField => ({ type, doc });

// The Purchase Header copies a changed buy-from address field into the pay-to address while the
// whole pay-to address equals the buy-from one (PurchaseHeader.Table.al fields 81-90,
// UpdatePayToAddressFromBuyFromAddress): Address, Address 2, County and Country each into their
// own pay-to field; City and Post Code, after their lookup, into the pay-to city, post code,
// county and country. The page sets the pay-to fields after the buy-from ones.
const FOLLOWS_BUY_FROM =
  "While the whole pay-to address equals the buy-from address, the service copies a buy-from change into it; an update that changes the buy-from address sends this field beside it, so it keeps your value.";

// "Posting Date" OnValidate validates "Document Date" with the posting date where the Purchases &
// Payables Setup has "Link Doc. Date To Posting Date" (ValidateDocumentDateWithPostingDate), and
// "Document Date" OnValidate validates "Payment Terms Code" again, which recomputes the due date
// (PurchaseHeader.Table.al). The page sets creditMemoDate, postingDate and dueDate in that order
// (APIV2PurchaseCreditMemos.Page.al), so a memo date sent beside a new posting date is overwritten,
// and a due date sent beside either is kept. The pay-to vendor (whose terms the memo takes) and the
// payment terms come after dueDate on the page, so what they recompute replaces a due date sent
// beside them (GraphMgtPurchCrMemo.PropagateOnModify validates in the order the page registered).

/** A pay-to address field, into which the service copies changes of the buy-from fields `from`. */
function payTo(field: EntityField, ...from: string[]): EntityField {
  const rewrites = field.rewrites === undefined ? FOLLOWS_BUY_FROM : `${field.rewrites} ${FOLLOWS_BUY_FROM}`;
  return { ...field, copiedFrom: from, rewrites };
}
const CITY_AND_POST_CODE = ["buyFromCity", "buyFromPostCode"];

/**
 * purchaseCreditMemos (API v2.0). The spec's table leaves out `vendorCreditMemoNumber`, which the
 * page has ("Vendor Cr. Memo No." of the Purchase Header: Code[35]). Lengths are the Purchase
 * Header's.
 */
const SHORTCUT_DIMENSION_RULE =
  'The service takes a value of the dimension the company\'s General Ledger Setup names as that global dimension, and refuses a code no value has ("... is not an available Code for that dimension."), a blocked value ("Dimension Value ... is blocked.") and any code where the setup names no such dimension. A code that only starts a value\'s code is stored as that value\'s code: `SAL` reads back `SALES`; write the whole code.';

export const purchaseCreditMemo: EntityDefinition = {
  name: "PurchaseCreditMemo",
  plural: "PurchaseCreditMemos",
  entitySet: "purchaseCreditMemos",
  apiVersion: "v2.0",
  noun: "purchase credit memo",
  module: "purchase-credit-memo",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2PurchaseCreditMemos.Page.al (page 30083)",
  // PurchaseHeader.Table.al:117-120 and 246-250 (StefanMaron/MSDyn365BC.Code.History): the buy-from
  // vendor's "Gen. Bus. Posting Group" (unless sales tax is enabled) and the pay-to vendor's "Vendor
  // Posting Group" are TestField-ed; the provider cannot read them, so the service's words stand.
  doc: 'A purchase credit memo of the business records service: a vendor and any writable field of the memo. Every field of the memo is an output, whether the program manages it or not. The service accepts changes (and deletion) only while the memo is `Draft`. The vendor must have its posting groups: the service refuses a memo whose pay-to vendor has no Vendor Posting Group, or (in a company without sales tax) whose vendor has no Gen. Bus. Posting Group, with "... must have a value in Vendor: No.=...". A vendor created through the API has them only from the company\'s API Setup vendor template (see Vendor).',
  fields: {
    number: {
      type: "string",
      doc: "The memo number from the service's number series, such as `PCM-00428`.",
      always: true,
    },
    creditMemoDate: {
      ...date("The memo's date, written `YYYY-MM-DD`."),
      overwrittenBy: ["postingDate"],
      rewrites:
        "Where the company links document dates to posting dates (Purchases & Payables Setup), a new posting date becomes the memo's date; an update that changes `postingDate` sends this field again after it, so it keeps your value.",
    },
    postingDate: date("The posting date, written `YYYY-MM-DD`."),
    dueDate: {
      ...date("The due date, written `YYYY-MM-DD`."),
      copiedFrom: ["creditMemoDate", "postingDate"],
      overwrittenBy: ["paymentTermsId", "payToVendorId", "payToVendorNumber"],
      rewrites:
        "A new memo date (or a posting date that moves it) recomputes the due date from the payment terms; an update that sends either sends this field beside it, so it keeps your value. New payment terms (or a pay-to vendor's, which the memo takes) recompute it after this field is set, so an update that changes them sends this field again in a second request.",
    },
    vendorId: { ...guid("The vendor's id (a GUID)."), replaces: true },
    vendorNumber: {
      ...code("The vendor's number, such as `V10000`.", 20),
      nonEmpty: true,
      replaces: true,
    },
    vendorName: readOnly("string", "The vendor's name, as the service has it."),
    vendorCreditMemoNumber: code("The vendor's own number of the credit memo.", 35),
    payToVendorId: guid("The id (a GUID) of the vendor paid, when not the vendor itself."),
    payToVendorNumber: {
      ...code("The number of the vendor paid, when not the vendor itself.", 20),
      nonEmpty: true,
    },
    payToName: readOnly("string", "The name of the vendor paid, as the service has it."),
    buyFromAddressLine1: text("First line of the buy-from address.", 100),
    buyFromAddressLine2: text("Second line of the buy-from address.", 50),
    buyFromCity: text("City of the buy-from address.", 30),
    buyFromCountry: code("Country or region code of the buy-from address.", 10),
    buyFromState: text("State of the buy-from address.", 30),
    buyFromPostCode: {
      ...code("Post code of the buy-from address.", 20),
      rewrites:
        "A post code the company's Post Code table holds fills in the buy-from city, state and country from that table.",
    },
    payToAddressLine1: payTo(text("First line of the pay-to address.", 100), "buyFromAddressLine1"),
    payToAddressLine2: payTo(text("Second line of the pay-to address.", 50), "buyFromAddressLine2"),
    payToCity: payTo(text("City of the pay-to address.", 30), ...CITY_AND_POST_CODE),
    payToCountry: payTo(
      code("Country or region code of the pay-to address.", 10),
      "buyFromCountry",
      ...CITY_AND_POST_CODE,
    ),
    payToState: payTo(text("State of the pay-to address.", 30), "buyFromState", ...CITY_AND_POST_CODE),
    payToPostCode: payTo(
      {
        ...code("Post code of the pay-to address.", 20),
        rewrites:
          "A post code the company's Post Code table holds fills in the pay-to city, state and country from that table.",
      },
      ...CITY_AND_POST_CODE,
    ),
    // ValidateShortcutDimCode (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/
    // Purchases/Document/PurchaseHeader.Table.al:730-741; Finance/Dimension/
    // DimensionManagement.Codeunit.al:1064-1091): a value of the global dimension, not blocked, a
    // prefix completed. Check cannot read the company's dimension values: the service's words stand,
    // and a completed code is reported as a value the service keeps otherwise.
    shortcutDimension1Code: {
      ...code("The code of a value of the first shortcut (global) dimension.", 20),
      rewrites: SHORTCUT_DIMENSION_RULE,
    },
    shortcutDimension2Code: {
      ...code("The code of a value of the second shortcut (global) dimension.", 20),
      rewrites: SHORTCUT_DIMENSION_RULE,
    },
    currencyId: guid("The memo's currency by id (a GUID)."),
    currencyCode: currencyCode("The memo's currency by code, such as `EUR`."),
    paymentTermsId: guid("The payment terms (a GUID)."),
    shipmentMethodId: guid("The shipment method (a GUID)."),
    purchaser: code("The purchaser's code.", 20),
    pricesIncludeTax: readOnly("boolean", "Whether the memo's prices include tax."),
    // The page applies the discount on insert and modify (APIV2PurchaseCreditMemos.Page.al:587-605,
    // 761-773), which fails without lines (PurchCalcDiscByType.Codeunit.al:28,68-69); this resource
    // adds none.
    discountAmount: {
      type: "number",
      doc: "The discount on the whole memo, in the memo's currency.",
      input: "optional",
      sign: "nonNegative",
      refusedOnCreate:
        "the service applies the discount to the memo's lines and refuses it on a memo without lines, and a memo this resource creates has none",
    },
    discountAppliedBeforeTax: readOnly("boolean", "Whether the discount is applied before tax."),
    totalAmountExcludingTax: readOnly("number", "The memo's total without tax."),
    totalTaxAmount: readOnly("number", "The memo's tax."),
    totalAmountIncludingTax: readOnly("number", "The memo's total with tax."),
    status: {
      type: "string",
      doc: "`Draft`, `In Review` (sent as `In_x0020_Review`), `Open`, `Canceled`, `Corrective` or `Paid`. Changes are accepted only while it is `Draft`.",
      always: true,
      values: ["Draft", "In_x0020_Review", "Open", "Canceled", "Corrective", "Paid"],
    },
    invoiceId: guid("The id (a GUID) of the invoice this memo corrects."),
    invoiceNumber: code("The number of the invoice this memo corrects.", 20),
    vendorReturnReasonId: guid("The vendor return reason (a GUID)."),
  },
  key: ["number"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  legacyManaged: [],
  oneOf: [["vendorNumber", "vendorId"]],
  editableWhile: { field: "status", value: EDITABLE_STATUS },
  // A memo's number comes from the service's series, so a create has no key to look for: the
  // candidates are the vendor's Draft memos modified since the create was sent, and only one
  // whose every sent field is equal is taken for the one created.
  recovery: {
    kind: "recent",
    identity: (fields) => fields,
    filter: (fields, since) =>
      filterAnd(
        typeof fields.vendorId === "string"
          ? filterEqGuid("vendorId", fields.vendorId)
          : filterEq("vendorNumber", String(fields.vendorNumber)),
        filterEq("status", EDITABLE_STATUS),
        filterAfter("lastModifiedDateTime", since),
      ),
  },
};
