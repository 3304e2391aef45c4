import type { EntityDefinition } from "../entity-definition";

/** itemCategories (API v2.0). */
export const itemCategory: EntityDefinition = {
  name: "ItemCategory",
  plural: "ItemCategories",
  entitySet: "itemCategories",
  apiVersion: "v2.0",
  noun: "item category",
  module: "item-category",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2ItemCategories.Page.al (page 30025); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "An item category of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
