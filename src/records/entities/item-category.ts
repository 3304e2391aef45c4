import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/** itemCategories (API v2.0). Item Category table (ItemCategory.Table.al): Code Code[20], Description Text[100]. */
export const itemCategory: EntityDefinition = {
  name: "ItemCategory",
  plural: "ItemCategories",
  entitySet: "itemCategories",
  apiVersion: "v2.0",
  noun: "item category",
  module: "item-category",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2ItemCategories.Page.al (page 30025); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/ItemCategory.Table.al",
  doc: "An item category of the business records service. The service refuses to delete a category that has child categories.",
  fields: {
    code: keyCode(20),
    displayName: text("The name shown for the record.", 100),
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
