import type { CollectionDefinition } from "../collection-types";
import { codeKey, oneOf, readOnly, text } from "./field-specs";

// API page 30015 "APIV2 - Tax Groups" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2TaxGroups.Page.al): taxType is `Editable = false` (it follows the
// company's tax setup: "Sales Tax" for Tax Groups, "VAT" for VAT Product Posting Groups; the emulator's (on the wire an option's space is _x0020_)
// companies use sales tax). Tax Group table: Code Code[20], Description Text[100].
/** The taxGroups entity set (API v2.0). */
export const taxGroups: CollectionDefinition = {
  version: "v2.0",
  name: "taxGroups",
  typeName: "Microsoft.NAV.taxGroup",
  fields: { code: codeKey(20), displayName: text(100), taxType: readOnly(oneOf(["Sales_x0020_Tax", "VAT"])) },
  uniqueKey: "code",
  defaults: { displayName: "", taxType: "Sales_x0020_Tax" },
};
