import type { CollectionDefinition, FieldSpec } from "../collection-types";
import { decimal, flag, codeKey, text } from "./field-specs";

// API page 30023 "APIV2 - Payment Terms" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2PaymentTerms.Page.al): every field but id and
// lastModifiedDateTime is writable; a changed code renames the record. Lengths are the Payment
// Terms table's: Code Code[10], Description Text[100]; the date formulas (DateFormula, no length) are shown as text ("10D").
const dateFormula: FieldSpec = { type: "string" };

/** The paymentTerms entity set (API v2.0). */
export const paymentTerms: CollectionDefinition = {
  version: "v2.0",
  name: "paymentTerms",
  typeName: "Microsoft.NAV.paymentTerm",
  fields: {
    code: codeKey(10),
    displayName: text(100),
    dueDateCalculation: dateFormula,
    discountDateCalculation: dateFormula,
    discountPercent: decimal,
    calculateDiscountOnCreditMemos: flag,
  },
  uniqueKey: "code",
  defaults: {
    displayName: "",
    dueDateCalculation: "",
    discountDateCalculation: "",
    discountPercent: 0,
    calculateDiscountOnCreditMemos: false,
  },
};
