import type { EntityDefinition } from "../entity-definition";

/** items (API v2.0). */
export const item: EntityDefinition = {
  name: "Item",
  plural: "Items",
  entitySet: "items",
  apiVersion: "v2.0",
  noun: "item",
  module: "item",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Items.Page.al (page 30008); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "An item of the business records service. Its `number` is required: it is the key a create whose answer was lost is found again by, so the service's number series is not used.",
  fields: {
    number: {
      type: "string",
      doc: "The number that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    type: {
      type: "string",
      doc: "The record's type.",
      input: "optional",
      values: ["Inventory", "Service", "Non_x002D_Inventory"],
    },
    itemCategoryId: { type: "guid", doc: "The item category (a GUID).", input: "optional" },
    itemCategoryCode: { type: "string", doc: "The item category's code.", input: "optional" },
    blocked: { type: "boolean", doc: "Which transactions are blocked.", input: "optional" },
    gtin: { type: "string", doc: "The Global Trade Item Number.", input: "optional" },
    inventory: {
      type: "number",
      doc: "The quantity in inventory, as the service computes it from the item's entries.",
      outputOnly:
        "The page refuses it on insert and turns a PATCH into a posted inventory adjustment: stock moves with the business, not with a program.",
    },
    unitPrice: { type: "number", doc: "The unit price.", input: "optional" },
    priceIncludesTax: { type: "boolean", doc: "Whether the unit price includes tax.", input: "optional" },
    unitCost: { type: "number", doc: "The unit cost.", input: "optional" },
    taxGroupId: { type: "guid", doc: "The tax group (a GUID).", input: "optional" },
    taxGroupCode: { type: "string", doc: "The tax group's code.", input: "optional" },
    baseUnitOfMeasureId: { type: "guid", doc: "The base unit of measure (a GUID).", input: "optional" },
    baseUnitOfMeasureCode: { type: "string", doc: "The base unit of measure's code.", input: "optional" },
    generalProductPostingGroupId: {
      type: "guid",
      doc: "The general product posting group (a GUID).",
      input: "optional",
    },
    generalProductPostingGroupCode: {
      type: "string",
      doc: "The general product posting group's code.",
      input: "optional",
    },
    inventoryPostingGroupId: {
      type: "guid",
      doc: "The inventory posting group (a GUID).",
      input: "optional",
    },
    inventoryPostingGroupCode: {
      type: "string",
      doc: "The inventory posting group's code.",
      input: "optional",
    },
  },
  key: ["number"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
