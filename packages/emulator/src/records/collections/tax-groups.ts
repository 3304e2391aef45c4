import type { CollectionDefinition } from "../collection-types";
import { codeKey, oneOf, readOnly, text } from "./field-specs";
import { ServiceError } from "../../service";

/** Name of the taxGroups collection. */
export const TAX_GROUPS = "taxGroups";

/**
 * A code change in a sales-tax company: TaxGroupBuffer PropagateUpdate runs `TaxGroup.Get(xRec.Code);
 * TaxGroup.Rename(true)` and then `Modify(true)` on a record whose key was never written
 * (TaxGroupBuffer.Table.al:102-117), so the change fails. The message is derived from that code path
 * (the record not found under the new code), not taken from a recorded answer.
 */
function salesTaxRenameError(code: string): ServiceError {
  return new ServiceError(
    400,
    "Internal_RecordNotFound",
    `The Tax Group does not exist. Identification fields and values: Code='${code}'`,
  );
}

// API page 30015 "APIV2 - Tax Groups" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2TaxGroups.Page.al) on the temporary "Tax Group Buffer": taxType is
// `Editable = false` and follows the company's tax setup ("Sales Tax" for Tax Groups, "VAT" for VAT
// Product Posting Groups; on the wire an option's space is _x0020_). A code change renames the record
// in a VAT company (TaxGroupBuffer.Table.al:87-101) and fails in a sales-tax one. Tax Group table: Code
// Code[20], Description Text[100].
/** The taxGroups entity set (API v2.0). */
export const taxGroups: CollectionDefinition = {
  version: "v2.0",
  name: TAX_GROUPS,
  typeName: "Microsoft.NAV.taxGroup",
  fields: { code: codeKey(20), displayName: text(100), taxType: readOnly(oneOf(["Sales_x0020_Tax", "VAT"])) },
  uniqueKey: "code",
  defaults: { displayName: "", taxType: "Sales_x0020_Tax" },
  rules: {
    complete(stored, context) {
      const fields = { ...stored };
      const code = context.changes.code;
      const renamed = context.current !== undefined && code !== undefined && code !== context.current.code;
      if (renamed && context.mode === "update" && context.settings.taxMode === "salesTax") {
        throw salesTaxRenameError(typeof code === "string" ? code : "");
      }
      fields.taxType = context.settings.taxMode === "vat" ? "VAT" : "Sales_x0020_Tax";
      return fields;
    },
  },
  present: (data, settings) => ({ ...data, taxType: settings.taxMode === "vat" ? "VAT" : "Sales_x0020_Tax" }),
};
