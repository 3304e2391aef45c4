import type { EntityDefinition } from "../definitions/entity-definition";
import { code, keyNumber, text } from "./shared-fields";

// A non-blank Inventory Posting Group runs TestField(Type, Type::Inventory) (Item.Table.al:225-244).
const INVENTORY_ONLY = {
  field: "type",
  values: ["Inventory"],
  reason: "only an Inventory item has an inventory posting group",
};

/**
 * items (API v2.0). Item table (Item.Table.al): No. Code[20], Description Text[100], Item Category
 * Code Code[20], GTIN Code[14], Tax Group Code Code[20], Base Unit of Measure Code[10], Gen. Prod.
 * and Inventory Posting Group Code[20], Description 2 Text[50].
 */
const SALES_TAX_ONLY =
  "Only a sales-tax company takes it: the service looks it up in the sales-tax Tax Group table, which in a VAT company is not what the TaxGroup resource writes (there a TaxGroup is a VAT product posting group), so a VAT company answers 'The \"taxGroupCode\" does not match to a Tax Group.' Leave it out in a VAT company.";

export const item: EntityDefinition = {
  name: "Item",
  plural: "Items",
  entitySet: "items",
  apiVersion: "v2.0",
  noun: "item",
  module: "item",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Items.Page.al (page 30008); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Item.Table.al",
  doc: "An item of the business records service. Its `number` comes from the company's number series unless the program sets it. Fields a create does not set take the values of the config template the company's API Setup selects, if it has one.",
  fields: {
    number: keyNumber,
    displayName: text("The name shown for the record.", 100),
    // "Description 2", Text[50], writable since the 22.x uptake (APIV2Items.Page.al:49-57).
    displayName2: text("A second line of description, shown below the name.", 50),
    type: {
      type: "string",
      doc: "What kind of item it is: stocked in inventory, a service, or not stocked. The service refuses a change once the item has ledger entries.",
      input: "optional",
      values: ["Inventory", "Service", "Non_x002D_Inventory"],
    },
    itemCategoryId: { type: "guid", doc: "The id of the item category (a GUID).", input: "optional" },
    // The items page's itemCategoryCode OnValidate registers nothing, so a template's category
    // replaces it on create (GB26 APIV2Items.Page.al:85-104, ConfigTemplateManagement.Codeunit.al:129-152).
    itemCategoryCode: code(
      "The item category's code. In a company whose API Setup template for items sets a category, a create that gives the category by this code gets the template's instead (the service keeps the template's; `pulumi up` says so once); give `itemCategoryId` to keep your own.",
      20,
    ),
    blocked: {
      type: "boolean",
      doc: "Whether the item is blocked from use in new transactions.",
      input: "optional",
    },
    // GTIN is Numeric (Item.Table.al field 1217), which the platform checks on a page's write
    // (dev-itpro/developer/properties/devenv-numeric-property.md: "only numbers"); the API page
    // binds it to Rec.GTIN. Read as digits only, which every GTIN is.
    gtin: {
      ...code("The Global Trade Item Number.", 14),
      pattern: { test: /^\d*$/, rule: "must hold digits only" },
    },
    inventory: {
      type: "number",
      doc: "The quantity in inventory, as the service computes it from the item's entries.",
      outputOnly:
        "The page refuses it on insert and turns a PATCH into a posted inventory adjustment: stock moves with the business, not with a program.",
    },
    // The table refuses a negative price or cost (Item.Table.al:268-274, 351-356).
    unitPrice: { type: "number", doc: "The unit price.", input: "optional", sign: "nonNegative" },
    // "Price Includes VAT" OnValidate (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base
    // Application/Inventory/Item/Item.Table.al:906-922): TestField of the Sales & Receivables Setup's
    // "VAT Bus. Posting Gr. (Price)", then VATPostingSetup.Get(that group, the item's VAT product
    // group), blank on a create (APIV2Items.Page.al:143 before :246). Check cannot read the setup.
    priceIncludesTax: {
      type: "boolean",
      doc: 'Whether the unit price includes tax. Setting it `true` needs the company\'s Sales & Receivables Setup to have a VAT Bus. Posting Gr. (Price), which a sales-tax company leaves blank ("VAT Bus. Posting Gr. (Price) must have a value in Sales & Receivables Setup"), and a VAT Posting Setup row of that group with the item\'s VAT product posting group, which on a create is still blank ("The VAT Posting Setup does not exist"). Fill that setup in the company first, or leave it out.',
      input: "optional",
    },
    unitCost: {
      type: "number",
      doc: "The unit cost. The service refuses a change of an inventory item's once it has ledger entries.",
      input: "optional",
      sign: "nonNegative",
    },
    // The page reads the sales-tax "Tax Group" table in every company (ALX APIV2Items.Page.al
    // taxGroupCode OnValidate; StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/
    // Inventory/Item/Item.Table.al:1025-1028, TableRelation "Tax Group"), while a VAT company's
    // taxGroups entity set lists VAT Product Posting Groups (TaxGroupBuffer.Table.al:87-101). Check
    // cannot tell a company's tax mode, so the docs say it and the service's error stands.
    taxGroupId: {
      type: "guid",
      doc: `The id of the tax group (a GUID). ${SALES_TAX_ONLY}`,
      input: "optional",
    },
    taxGroupCode: code(`The tax group's code. ${SALES_TAX_ONLY}`, 20),
    baseUnitOfMeasureId: {
      type: "guid",
      doc: "The id of the base unit of measure (a GUID).",
      input: "optional",
    },
    // Item.Table.al:179-186: a code no unit has, but one unit has as its International Standard Code,
    // is stored as that unit's code.
    baseUnitOfMeasureCode: {
      ...code("The base unit of measure's code.", 10),
      rewrites:
        "A code that is no unit's own but one unit's International Standard Code (such as `H87`) is stored as that unit's code.",
    },
    generalProductPostingGroupId: {
      type: "guid",
      doc: "The id of the general product posting group (a GUID).",
      input: "optional",
    },
    generalProductPostingGroupCode: code("The general product posting group's code.", 20),
    inventoryPostingGroupId: {
      type: "guid",
      doc: "The id of the inventory posting group (a GUID).",
      input: "optional",
      onlyWhile: INVENTORY_ONLY,
    },
    inventoryPostingGroupCode: {
      ...code("The inventory posting group's code.", 20),
      onlyWhile: INVENTORY_ONLY,
    },
  },
  key: ["number"],
  exclusive: [
    { id: "itemCategoryId", code: "itemCategoryCode" },
    { id: "taxGroupId", code: "taxGroupCode" },
    { id: "baseUnitOfMeasureId", code: "baseUnitOfMeasureCode" },
    { id: "generalProductPostingGroupId", code: "generalProductPostingGroupCode" },
    { id: "inventoryPostingGroupId", code: "inventoryPostingGroupCode" },
  ],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  // Item.Table.al:607, field 54 Blocked, Boolean: a blocked item may be on no new document or journal (GB26 BaseApp).
  block: { field: "blocked", value: true },
};
