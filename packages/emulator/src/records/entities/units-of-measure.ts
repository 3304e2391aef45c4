import type { CollectionDefinition } from "../collection-types";
import { code, codeKey, text } from "./field-specs";

// API page 30030 "APIV2 - Units of Measure" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2UnitsofMeasure.Page.al). Unit of Measure table: Code Code[10],
// Description Text[50], International Standard Code Code[10], Symbol Text[10].
/** The unitsOfMeasure entity set (API v2.0). */
export const unitsOfMeasure: CollectionDefinition = {
  version: "v2.0",
  name: "unitsOfMeasure",
  typeName: "Microsoft.NAV.unitOfMeasure",
  fields: { code: codeKey(10), displayName: text(50), internationalStandardCode: code(10), symbol: text(10) },
  uniqueKey: "code",
  defaults: { displayName: "", internationalStandardCode: "", symbol: "" },
};
