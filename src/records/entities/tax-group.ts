import type { EntityDefinition } from "../entity-definition";

/** taxGroups (API v2.0). */
export const taxGroup: EntityDefinition = {
  name: "TaxGroup",
  plural: "TaxGroups",
  entitySet: "taxGroups",
  apiVersion: "v2.0",
  noun: "tax group",
  module: "tax-group",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2TaxGroups.Page.al (page 30015); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A tax group of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    taxType: { type: "string", doc: "The tax type.", values: ["Sales_x0020_Tax", "VAT"] },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
