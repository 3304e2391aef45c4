import type { CollectionDefinition } from "../collection-types";
import { dialogError } from "../rules/dialog-error";
import { code, codeKey, text } from "./field-specs";

/**
 * UoMIsStillUsedError, raised by the Unit of Measure table's OnDelete while an item has the unit as
 * its "Base Unit of Measure" (BASE Foundation/UOM/UnitofMeasure.Table.al:114-123).
 */
const STILL_USED_MESSAGE =
  "You cannot delete the unit of measure because it is assigned to one or more records.";

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
  // The table's OnDelete looks only at Item."Base Unit of Measure", by the unit's code.
  onDelete(record, reads) {
    if (reads.find("items", "baseUnitOfMeasureCode", String(record.code)) !== undefined) {
      throw dialogError(STILL_USED_MESSAGE);
    }
  },
};
