import type { EntityDefinition } from "../definitions/entity-definition";

/** dimensionValues (API v2.0). */
export const dimensionValue: EntityDefinition = {
  name: "DimensionValue",
  plural: "DimensionValues",
  entitySet: "dimensionValues",
  apiVersion: "v2.0",
  noun: "dimension value",
  module: "dimension-value",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2DimensionValuesEntity.Page.al (page 30040); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A value of a dimension, read to fill dimension codes (filter on `dimensionId`): the API shows dimension values but takes no change to them.",
  fields: {
    code: { type: "string", doc: "The code that identifies the record in its company.", always: true },
    dimensionId: { type: "guid", doc: "The dimension the value belongs to (a GUID).", always: true },
    displayName: { type: "string", doc: "The name shown for the record." },
    consolidationCode: { type: "string", doc: "The code used in consolidation." },
  },
  key: ["dimensionId", "code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  readOnly: true,
};
