import type { WriteContext } from "../collection-types";
import { applyCodePair, doesNotMatch, type CodePairSpec } from "./code-pairs";
import { dialogError } from "./dialog-error";
import { GENERAL_PRODUCT_POSTING_GROUPS, INVENTORY_POSTING_GROUPS } from "../collections/posting-groups";
import { TAX_GROUPS } from "../collections/tax-groups";
import { testFieldError } from "./field-errors";
import { EMPTY_GUID } from "./field-checks";
import {
  checkBaseUnitWithOpenEntries,
  checkTypeWithEntries,
  checkUnitCostWithEntries,
  recordInventoryAdjustment,
} from "./item-entries";
import type { JsonObject } from "../../http-helpers";
import { refuseItemTypeChange } from "./records-in-use";
import { applyPriceIncludesTax } from "./price-includes-tax";
import { tableRelationError, type TableRelationSpec } from "./table-relation";

/** Name of the unitsOfMeasure collection. */
const UNITS_OF_MEASURE = "unitsOfMeasure";

/** Name of the itemCategories collection. */
const ITEM_CATEGORIES = "itemCategories";

/** An Item table relation, named as the platform names it. */
function itemRelation(caption: string, relatedTable: string, collection: string): TableRelationSpec {
  return { caption, table: "Item", relatedTable, collection };
}

// APIV2Items.Page.al (itemCategoryId/Code, taxGroupId/Code): the page's own messages.
const ITEM_CATEGORY: CodePairSpec = {
  collection: ITEM_CATEGORIES,
  idField: "itemCategoryId",
  codeField: "itemCategoryCode",
  unknownId: () => dialogError('The "itemCategoryId" does not match to a specific Item Category group.'),
  unknownCode: doesNotMatch("itemCategoryCode", "Item Category"),
  mismatch: () => dialogError("The item categories values do not match to a specific item category."),
};

const TAX_GROUP: CodePairSpec = {
  collection: TAX_GROUPS,
  idField: "taxGroupId",
  codeField: "taxGroupCode",
  unknownId: doesNotMatch("taxGroupId", "Tax Group"),
  unknownCode: doesNotMatch("taxGroupCode", "Tax Group"),
  mismatch: () => dialogError("The tax group values do not match to a specific Tax Group."),
};

// The page's taxGroupId and taxGroupCode read the "Tax Group" table (the sales-tax one) in every
// company (ALX APIV2Items.Page.al, `TaxGroup: Record "Tax Group"`; BASE Inventory/Item/Item.Table.al:
// 1025-1028, TableRelation "Tax Group"). In a VAT company the taxGroups entity set lists the VAT
// Product Posting Groups instead (TaxGroupBuffer.Table.al:87-101), which the item's pair does not
// reach; the emulator holds that company's Tax Group table empty, as no page writes it there, so a
// VAT company refuses every tax group id or code with the page's own words.
const TAX_GROUP_IN_VAT_COMPANY: CodePairSpec = {
  ...TAX_GROUP,
  findById: () => undefined,
  findByCode: () => undefined,
};

/**
 * "Base Unit of Measure": a code that is no unit's code but is a unit's "International Standard Code"
 * is stored as that unit's own code (Item.Table.al:179-186); otherwise its TableRelation applies.
 */
function unitByCode(code: string, context: WriteContext): JsonObject | undefined {
  return (
    context.find(UNITS_OF_MEASURE, "code", code) ??
    context.find(UNITS_OF_MEASURE, "internationalStandardCode", code)
  );
}

// "Base Unit of Measure" has ValidateTableRelation = false: its OnValidate refuses a code no unit has
// (as code or International Standard Code) with UnitOfMeasureNotExistErr, 'The Unit of Measure with
// Code %1 does not exist.' (Item.Table.al field 8), not with the platform's TableRelation text.
const BASE_UNIT: CodePairSpec = {
  collection: UNITS_OF_MEASURE,
  idField: "baseUnitOfMeasureId",
  codeField: "baseUnitOfMeasureCode",
  unknownId: doesNotMatch("baseUnitOfMeasureId", "Unit of Measure"),
  unknownCode: (code) => dialogError(`The Unit of Measure with Code ${code} does not exist.`),
  mismatch: () => dialogError("The unit of measure values do not match to a specific Unit of Measure."),
  findByCode: unitByCode,
};

/**
 * A posting group: the page only registers the fields; the Item table validates the id into the code
 * and the code (through its TableRelation) into the id, so when both are given the code wins.
 */
function postingGroup(
  prefix: string,
  caption: string,
  relatedTable: string,
  collection: string,
): CodePairSpec {
  return {
    collection,
    idField: `${prefix}Id`,
    codeField: `${prefix}Code`,
    unknownId: (id) => tableRelationError(itemRelation(`${caption} Id`, relatedTable, collection), id),
    unknownCode: (code) => tableRelationError(itemRelation(caption, relatedTable, collection), code),
  };
}

const GENERAL_PRODUCT_POSTING_GROUP = postingGroup(
  "generalProductPostingGroup",
  "Gen. Prod. Posting Group",
  "Gen. Product Posting Group",
  GENERAL_PRODUCT_POSTING_GROUPS,
);

const INVENTORY_POSTING_GROUP = postingGroup(
  "inventoryPostingGroup",
  "Inventory Posting Group",
  "Inventory Posting Group",
  INVENTORY_POSTING_GROUPS,
);

/** Item `type` as AL names the option in messages. */
function typeCaption(type: unknown): string {
  return type === "Non_x002D_Inventory" ? "Non-Inventory" : String(type);
}

/**
 * Changing `type` to Service or Non-Inventory runs CheckUpdateFieldsForNonInventoriableItem, which
 * clears "Inventory Posting Group" (Item.Table.al:3009-3035).
 */
function applyType(fields: JsonObject, context: WriteContext): void {
  const type = context.changes.type;
  if (type === undefined || type === "Inventory" || type === context.current?.type) return;
  fields.inventoryPostingGroupId = EMPTY_GUID;
  fields.inventoryPostingGroupCode = "";
}

/**
 * A non-blank "Inventory Posting Group" runs `TestField(Type, Type::Inventory)`
 * (Item.Table.al:225-244).
 */
function checkInventoryPostingGroup(fields: JsonObject, context: WriteContext): void {
  const written =
    context.changes.inventoryPostingGroupCode !== undefined ||
    context.changes.inventoryPostingGroupId !== undefined;
  if (!written || fields.inventoryPostingGroupCode === "" || fields.type === "Inventory") return;
  throw testFieldError(
    "Type",
    "Inventory",
    { table: "Item", keys: [["No.", typeof fields.number === "string" ? fields.number : ""]] },
    typeCaption(fields.type),
  );
}

/**
 * Type's OnValidate after the ledger entries: journals and documents that hold the item, then, for
 * a Service or Non-Inventory type, an assembly BOM or stockkeeping units (rules/records-in-use.ts).
 */
function checkTypeWithUse(context: WriteContext): void {
  const { current } = context;
  const type = context.changes.type;
  if (context.mode !== "update" || current === undefined || typeof type !== "string") return;
  const tested = refuseItemTypeChange(current, type);
  if (tested === undefined) return;
  const number = typeof current.number === "string" ? current.number : "";
  throw testFieldError(tested, "No", { table: "Item", keys: [["No.", number]] }, "Yes");
}

/**
 * The items' rules in page order: type, category, price includes tax, unit cost, tax group, base unit,
 * posting groups;
 * then OnModifyRecord, which posts the inventory adjustment.
 */
export function applyItemRules(fields: JsonObject, context: WriteContext): void {
  checkTypeWithEntries(context);
  checkTypeWithUse(context);
  applyType(fields, context);
  applyCodePair(fields, context, ITEM_CATEGORY);
  applyPriceIncludesTax(fields, context);
  checkUnitCostWithEntries(fields, context);
  applyCodePair(fields, context, context.settings.taxMode === "vat" ? TAX_GROUP_IN_VAT_COMPANY : TAX_GROUP);
  checkBaseUnitWithOpenEntries(context);
  applyCodePair(fields, context, BASE_UNIT);
  applyCodePair(fields, context, GENERAL_PRODUCT_POSTING_GROUP);
  applyCodePair(fields, context, INVENTORY_POSTING_GROUP);
  checkInventoryPostingGroup(fields, context);
  recordInventoryAdjustment(fields, context);
}
