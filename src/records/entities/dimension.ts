import type { EntityDefinition } from "../definitions/entity-definition";

/** dimensions (API v2.0). */
export const dimension: EntityDefinition = {
  name: "Dimension",
  plural: "Dimensions",
  entitySet: "dimensions",
  apiVersion: "v2.0",
  noun: "dimension",
  module: "dimension",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Dimensions.Page.al (page 30021); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A dimension of the business records service, read to fill dimension codes: the API shows dimensions but takes no change to them.",
  fields: {
    code: { type: "string", doc: "The code that identifies the record in its company.", always: true },
    displayName: { type: "string", doc: "The name shown for the record." },
    consolidationCode: { type: "string", doc: "The code used in consolidation." },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  readOnly: true,
};
