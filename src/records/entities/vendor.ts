import type { EntityDefinition } from "../definitions/entity-definition";
import {
  addressAndContact,
  code,
  currencyCode,
  keyNumber,
  phoneNumberWithoutLetters,
  taxRegistrationNumber,
  text,
} from "./shared-fields";

/**
 * vendors (API v2.0). Vendor table (Vendor.Table.al): No. Code[20], Name Text[100], VAT Registration
 * No. Text[20] (the page's text is validated into it), Currency Code Code[10]; the page's IRS 1099
 * code is a Code[10]; the address fields' lengths are in shared-fields.ts.
 */
export const vendor: EntityDefinition = {
  name: "Vendor",
  plural: "Vendors",
  entitySet: "vendors",
  apiVersion: "v2.0",
  noun: "vendor",
  module: "vendor",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Vendors.Page.al (page 30010); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Vendor.Table.al",
  // The vendors page cannot set "Vendor Posting Group" or "Gen. Bus. Posting Group"; an API insert
  // takes them only from the config template the company's API Setup selects
  // (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Integration/Graph/
  // GraphMgtGeneralTools.Codeunit.al:116-128), and a purchase document tests them
  // (Purchases/Document/PurchaseHeader.Table.al:117-120,246-250).
  doc: "A vendor of the business records service. Its `number` comes from the company's number series unless the program sets it. Its posting groups (Vendor Posting Group, Gen. Bus. Posting Group) are not fields of the API: a vendor created here gets them from the vendor template the company's API Setup selects, and without one they stay blank, so that a purchase credit memo for the vendor is refused (\"Vendor Posting Group must have a value in Vendor: ...\"). Set up an API Setup vendor template in the company before creating vendors, or fill the groups on the vendor card in Business Central. Fields a create does not set take the values of the config template the company's API Setup selects, if it has one; a blank purchaser takes the API user's from the User Setup.",
  fields: {
    number: keyNumber,
    displayName: text("The name shown for the record.", 100),
    ...addressAndContact,
    phoneNumber: phoneNumberWithoutLetters,
    taxRegistrationNumber,
    currencyId: { type: "guid", doc: "The id of the currency (a GUID).", input: "optional" },
    currencyCode: currencyCode("The currency's code, such as `EUR`."),
    // The page writes it only where the Vendor table has field 10020 (APIV2Vendors.Page.al:200-214,
    // 439-448): North American localisations before the IRS 1099 fields moved to the IRS Forms app.
    irs1099Code: {
      ...code("The IRS 1099 form box the vendor's payments are reported in, such as `MISC-01`.", 10),
      rewrites:
        "Written only where the Vendor table has the field (North American localisations before it moved to the IRS Forms app); elsewhere (W1, GB, later North American versions) the value is dropped and reads back blank.",
    },
    paymentTermsId: { type: "guid", doc: "The id of the payment terms (a GUID).", input: "optional" },
    paymentMethodId: { type: "guid", doc: "The id of the payment method (a GUID).", input: "optional" },
    taxLiable: { type: "boolean", doc: "Whether sales tax applies.", input: "optional" },
    blocked: {
      type: "string",
      doc: "Which transactions with the vendor are blocked (`_x0020_`, a blank, for none).",
      input: "optional",
      values: ["_x0020_", "Payment", "All"],
    },
    balance: { type: "number", doc: "The balance, as the service computes it." },
  },
  key: ["number"],
  exclusive: [{ id: "currencyId", code: "currencyCode" }],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  // Vendor.Table.al:367, field 39 Blocked, enum "Vendor Blocked" (" ", Payment, All): All blocks every transaction (GB26 BaseApp).
  block: { field: "blocked", value: "All" },
};
