import type { CollectionDefinition, NumberSeriesSpec } from "../collection-types";
import { digitsOnly, EMPTY_GUID } from "../rules/field-checks";
import { applyItemRules } from "../rules/item-rules";
import { entriesExist, LEDGER_ENTRIES_FIELD } from "../rules/item-entries";
import { ITEM_USE_DEFAULTS, ITEM_USE_FIELDS, refuseItemDelete } from "../rules/records-in-use";
import { bounded, code, codeOf, decimal, flag, guid, oneOf, text } from "./field-specs";
import { dialogError } from "../rules/dialog-error";
import { numberSeriesRules } from "../rules/number-series";
import { GENERAL_PRODUCT_POSTING_GROUPS, INVENTORY_POSTING_GROUPS } from "./posting-groups";

/** The emulator's item number series: `I00001`, `I00002`, ... per company. */
const ITEM_NUMBER_SERIES: NumberSeriesSpec = { code: "ITEM", prefix: "I", digits: 5, field: "number" };

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
    // "Description 2", Text[50], writable (APIV2Items.Page.al:49-57).
    displayName2: text(50),
    type: oneOf(["Inventory", "Service", "Non_x002D_Inventory"]),
    itemCategoryId: guid,
    itemCategoryCode: codeOf(20, "itemCategories"),
    blocked: flag,
    // Item.Table.al field 1217 GTIN Code[14] has Numeric = true, which the platform checks when a
    // page writes the field (devenv-numeric-property.md); its wording is not public.
    gtin: { ...code(14), check: digitsOnly },
    inventory: decimal,
    // "Unit Price" and "Unit Cost" have MinValue 0 (Item.Table.al:268-274, 351-356).
    unitPrice: bounded(0, undefined),
    // Its OnValidate reads the Sales & Receivables Setup and the VAT Posting Setup (rules/price-includes-tax.ts).
    priceIncludesTax: flag,
    unitCost: bounded(0, undefined),
    taxGroupId: guid,
    // No rename reaches it: a sales-tax company refuses renaming a tax group, and a VAT company's
    // taxGroups are its VAT Product Posting Groups, which Item."Tax Group Code" does not relate to
    // (a VAT company refuses the pair: rules/item-rules.ts).
    taxGroupCode: code(20),
    baseUnitOfMeasureId: guid,
    // Renamed with its unit by Unit of Measure's OnRename (UpdateItemBaseUnitOfMeasure:
    // Item.ModifyAll("Base Unit of Measure", Code, true), UnitofMeasure.Table.al), as the field's
    // TableRelation has ValidateTableRelation = false.
    baseUnitOfMeasureCode: codeOf(10, "unitsOfMeasure"),
    generalProductPostingGroupId: guid,
    generalProductPostingGroupCode: codeOf(20, GENERAL_PRODUCT_POSTING_GROUPS),
    inventoryPostingGroupId: guid,
    inventoryPostingGroupCode: codeOf(20, INVENTORY_POSTING_GROUPS),
    // Whether the item has item ledger entries (no page shows it): set when a PATCH of `inventory`
    // posts an adjustment, or by admin writes; with entries the Item table refuses a change of Type or
    // Unit Cost, and while the inventory is not 0 one of Base Unit of Measure (rules/item-entries.ts).
    [LEDGER_ENTRIES_FIELD]: { ...flag, hidden: true },
    // "VAT Prod. Posting Group" and "VAT Bus. Posting Gr. (Price)", Code[20] each, which no page shows:
    // "Price Includes VAT" reads the one and sets the other (rules/price-includes-tax.ts). The emulator
    // does not take the product group from the general product posting group; admin writes set it.
    vatProductPostingGroup: { ...code(20), hidden: true },
    vatBusPostingGroupPrice: { ...code(20), hidden: true },
    // The item's journals, documents, assembly BOM and stockkeeping units, which no page writes: they
    // refuse its delete and a change of its type (rules/records-in-use.ts).
    ...ITEM_USE_FIELDS,
  },
  uniqueKey: "number",
  defaults: {
    number: "",
    displayName: "",
    displayName2: "",
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
    [LEDGER_ENTRIES_FIELD]: false,
    vatProductPostingGroup: "",
    vatBusPostingGroupPrice: "",
    ...ITEM_USE_DEFAULTS,
  },
  rules: numberSeriesRules(ITEM_NUMBER_SERIES, (stored, context) => {
    if (context.mode === "create" && context.changes.inventory !== undefined) {
      throw dialogError("Inventory cannot be changed during on insert.");
    }
    const fields = { ...stored };
    applyItemRules(fields, context);
    return fields;
  }),
  onDelete: (record) => refuseItemDelete(record, entriesExist(record)),
};
