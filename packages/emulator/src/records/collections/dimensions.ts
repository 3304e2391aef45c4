import type { CollectionDefinition } from "../collection-types";
import { code, readOnly, text } from "./field-specs";
import { READ_ONLY_PAGE } from "./read-only-page";

/** Name of the dimensions collection (path segment and admin name). */
export const DIMENSIONS = "dimensions";

// API page 30021 "APIV2 - Dimensions" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2Dimensions.Page.al): `Editable = false`, InsertAllowed,
// ModifyAllowed and DeleteAllowed = false, so every field is read-only and clients only read.
// Dimension table: Code Code[20], Name Text[30], Consolidation Code Code[20].
/** The dimensions entity set (API v2.0, GET only). */
export const dimensions: CollectionDefinition = {
  version: "v2.0",
  name: DIMENSIONS,
  typeName: "Microsoft.NAV.dimension",
  fields: {
    code: { type: "string", required: true, maxLength: 20, readOnly: true, code: true },
    displayName: readOnly(text(30)),
    consolidationCode: readOnly(code(20)),
  },
  uniqueKey: "code",
  defaults: { displayName: "", consolidationCode: "" },
  allows: READ_ONLY_PAGE,
};
