import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

// API page 30025 "APIV2 - Item Categories" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2ItemCategories.Page.al). Item Category table: Code Code[20],
// Description Text[100].
/** The itemCategories entity set (API v2.0). */
export const itemCategories: CollectionDefinition = {
  version: "v2.0",
  name: "itemCategories",
  typeName: "Microsoft.NAV.itemCategory",
  fields: { code: codeKey(20), displayName: text(100) },
  uniqueKey: "code",
  defaults: { displayName: "" },
};
