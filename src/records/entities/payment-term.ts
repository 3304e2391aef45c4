import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/**
 * paymentTerms (API v2.0). Payment Terms table (PaymentTerms.Table.al): Code Code[10], Description
 * Text[100]; the two calculations are DateFormula fields, which have no length.
 */
// A DateFormula field is stored as AL formats it: its letters upper case (PaymentTerms.Table.al:24-31).
const DATE_FORMULA_FORMAT = "Stored as the service formats a date formula: `30d` reads back `30D`.";

export const paymentTerm: EntityDefinition = {
  name: "PaymentTerm",
  plural: "PaymentTerms",
  entitySet: "paymentTerms",
  apiVersion: "v2.0",
  noun: "payment term",
  module: "payment-term",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2PaymentTerms.Page.al (page 30023); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/PaymentTerms.Table.al",
  doc: "A payment term of the business records service.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 100),
    dueDateCalculation: {
      type: "dateFormula",
      doc: "How the due date is calculated from the document date, as a date formula such as `30D` or `CM+10D`.",
      input: "optional",
      rewrites: DATE_FORMULA_FORMAT,
    },
    discountDateCalculation: {
      type: "dateFormula",
      doc: "How the last date for a payment discount is calculated, as a date formula such as `10D`.",
      input: "optional",
      rewrites: DATE_FORMULA_FORMAT,
    },
    // The table takes 0 to 100 (PaymentTerms.Table.al:32-38).
    discountPercent: {
      type: "number",
      doc: "The payment discount, in percent.",
      input: "optional",
      sign: "nonNegative",
      max: 100,
    },
    calculateDiscountOnCreditMemos: {
      type: "boolean",
      doc: "Whether the payment discount also applies to credit memos.",
      input: "optional",
    },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
