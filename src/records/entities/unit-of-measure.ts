import type { EntityDefinition } from "../definitions/entity-definition";
import { code, keyCode, text } from "./shared-fields";

/**
 * unitsOfMeasure (API v2.0). Unit of Measure table (UnitofMeasure.Table.al): Code Code[10],
 * Description Text[50], International Standard Code Code[10], Symbol Text[10].
 */
export const unitOfMeasure: EntityDefinition = {
  name: "UnitOfMeasure",
  plural: "UnitsOfMeasure",
  entitySet: "unitsOfMeasure",
  apiVersion: "v2.0",
  noun: "unit of measure",
  module: "unit-of-measure",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2UnitsofMeasure.Page.al (page 30030); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/UnitofMeasure.Table.al",
  doc: "A unit of measure of the business records service. The service refuses to delete a unit an item has as its base unit: set the item's `baseUnitOfMeasureCode` from this resource's `code` so that Pulumi deletes the item first.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 50),
    internationalStandardCode: code(
      "The unit's code in the international standard (UN/ECE Recommendation 20), such as `H87` for a piece.",
      10,
    ),
    symbol: text("The symbol shown for the unit, such as `kg`.", 10),
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
