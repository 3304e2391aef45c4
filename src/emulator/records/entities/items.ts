import type { CollectionDefinition, NumberSeriesSpec } from "../collection-types";
import { EMPTY_GUID } from "../../field-checks";
import { code, decimal, dialogError, flag, guid, numberSeriesRules, oneOf, text } from "./field-specs";

/** The emulator's item number series: `I00001`, `I00002`, ... per company. */
const ITEM_NUMBER_SERIES: NumberSeriesSpec = { prefix: "I", digits: 5, field: "number" };

// API page 30008 "APIV2 - Items" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2Items.Page.al): only id and lastModifiedDateTime are
// `Editable = false`. `inventory` is writable by PATCH (the page posts an adjustment to reach it) and
// refused on POST ('Inventory cannot be changed during on insert.'); the number comes from the item
// number series when the body has none. Item table lengths: No. Code[20], Description Text[100],
// Item Category Code Code[20], GTIN Code[14], Tax Group Code Code[20], Base Unit of Measure Code[10],
// Gen. Prod. and Inventory Posting Group Code[20].
/** The items entity set (API v2.0). */
export const items: CollectionDefinition = {
  version: "v2.0",
  name: "items",
  typeName: "Microsoft.NAV.item",
  fields: {
    number: code(20),
    displayName: text(100),
    type: oneOf(["Inventory", "Service", "Non_x002D_Inventory"]),
    itemCategoryId: guid,
    itemCategoryCode: code(20),
    blocked: flag,
    gtin: code(14),
    inventory: decimal,
    unitPrice: decimal,
    priceIncludesTax: flag,
    unitCost: decimal,
    taxGroupId: guid,
    taxGroupCode: code(20),
    baseUnitOfMeasureId: guid,
    baseUnitOfMeasureCode: code(10),
    generalProductPostingGroupId: guid,
    generalProductPostingGroupCode: code(20),
    inventoryPostingGroupId: guid,
    inventoryPostingGroupCode: code(20),
  },
  uniqueKey: "number",
  defaults: {
    number: "",
    displayName: "",
    type: "Inventory",
    itemCategoryId: EMPTY_GUID,
    itemCategoryCode: "",
    blocked: false,
    gtin: "",
    inventory: 0,
    unitPrice: 0,
    priceIncludesTax: false,
    unitCost: 0,
    taxGroupId: EMPTY_GUID,
    taxGroupCode: "",
    baseUnitOfMeasureId: EMPTY_GUID,
    baseUnitOfMeasureCode: "",
    generalProductPostingGroupId: EMPTY_GUID,
    generalProductPostingGroupCode: "",
    inventoryPostingGroupId: EMPTY_GUID,
    inventoryPostingGroupCode: "",
  },
  rules: numberSeriesRules(ITEM_NUMBER_SERIES, (stored, context) => {
    if (context.mode === "create" && context.changes.inventory !== undefined) {
      throw dialogError("Inventory cannot be changed during on insert.");
    }
    return { ...stored };
  }),
};
