import type { EntityDefinition } from "../entity-definition";

/** unitsOfMeasure (API v2.0). */
export const unitOfMeasure: EntityDefinition = {
  name: "UnitOfMeasure",
  plural: "UnitsOfMeasure",
  entitySet: "unitsOfMeasure",
  apiVersion: "v2.0",
  noun: "unit of measure",
  module: "unit-of-measure",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2UnitsofMeasure.Page.al (page 30030); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A unit of measure of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    internationalStandardCode: {
      type: "string",
      doc: "The international standard code (ISO).",
      input: "optional",
    },
    symbol: { type: "string", doc: "Symbol.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
