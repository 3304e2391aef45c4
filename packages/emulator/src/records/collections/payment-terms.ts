import type { CollectionDefinition } from "../collection-types";
import { bounded, codeKey, dateFormula, flag, text } from "./field-specs";

// API page 30023 "APIV2 - Payment Terms" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2PaymentTerms.Page.al): every field but id and
// lastModifiedDateTime is writable; a changed code renames the record. Lengths are the Payment
// Terms table's: Code Code[10], Description Text[100]; the date formulas (DateFormula, no length) are
// shown as text ("10D"), checked and stored as AL formats them (PaymentTerms.Table.al:24-31); Discount %
// has MinValue 0 and MaxValue 100 (PaymentTerms.Table.al:32-38).

/** Name of the paymentTerms collection. */
export const PAYMENT_TERMS = "paymentTerms";

/** The paymentTerms entity set (API v2.0). */
export const paymentTerms: CollectionDefinition = {
  version: "v2.0",
  name: PAYMENT_TERMS,
  typeName: "Microsoft.NAV.paymentTerm",
  fields: {
    code: codeKey(10),
    displayName: text(100),
    dueDateCalculation: dateFormula,
    discountDateCalculation: dateFormula,
    discountPercent: bounded(0, 100),
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
