import type { WriteContext } from "../collection-types";
import { dialogError } from "./dialog-error";
import type { JsonObject } from "../../http-helpers";
import { numberOf, textOf } from "./json-values";

/**
 * The hidden field that says the item has item ledger entries: set when a client PATCH of `inventory`
 * posts an adjustment (APIV2Items.Page.al UpdateInventory posts an item journal line when the
 * inventory differs), and by admin writes that stage such an item.
 */
export const LEDGER_ENTRIES_FIELD = "hasItemLedgerEntries";

/**
 * Whether the item had item ledger entries before this write. Inventory is the sum of the entries'
 * quantities (the Item table's Inventory FlowField), so an inventory other than 0 has entries too.
 */
export function entriesExist(item: JsonObject): boolean {
  return item[LEDGER_ENTRIES_FIELD] === true || numberOf(item.inventory) !== 0;
}

/**
 * Whether the item had open item ledger entries before this write. The emulator's entries are
 * inventory adjustments, applied to each other as they are posted: an entry stays open while the
 * inventory it moved is not used up, so open entries are there exactly while the inventory is not 0.
 */
function openEntriesExist(item: JsonObject): boolean {
  return numberOf(item.inventory) !== 0;
}

/**
 * Type's OnValidate: `if ExistsItemLedgerEntry() then Error(CannotChangeFieldErr, FieldCaption(Type),
 * TableCaption(), "No.", ItemLedgEntryTableCaptionTxt)`, whatever the value (Item.Table.al field 10;
 * CannotChangeFieldErr 'You cannot change the %1 field on %2 %3 because at least one %4 exists for
 * this item.', ItemLedgEntryTableCaptionTxt 'Item Ledger Entry').
 */
export function checkTypeWithEntries(context: WriteContext): void {
  const { current } = context;
  if (context.mode !== "update" || current === undefined || context.changes.type === undefined) return;
  if (!entriesExist(current)) return;
  throw dialogError(
    `You cannot change the Type field on Item ${textOf(current.number)} because at least one Item Ledger Entry exists for this item.`,
  );
}

/**
 * "Unit Cost"'s OnValidate: nothing for a Service or Non-Inventory item; Validate("Standard Cost") when
 * the Costing Method is Standard; else TestNoEntriesExist, which refuses with Text007 'You cannot
 * change %1 because there are one or more ledger entries for this item.' (Item.Table.al field 22).
 * The emulator keeps no Costing Method: an item has the Inventory Setup's "Default Costing Method",
 * which has no InitValue, so FIFO, the enum's first value.
 */
export function checkUnitCostWithEntries(fields: JsonObject, context: WriteContext): void {
  const { current } = context;
  if (context.mode !== "update" || current === undefined || context.changes.unitCost === undefined) return;
  if (fields.type !== "Inventory" || !entriesExist(current)) return;
  throw dialogError(
    "You cannot change Unit Cost because there are one or more ledger entries for this item.",
  );
}

/**
 * "Base Unit of Measure"'s OnValidate, when the code differs from the stored one: TestNoOpenEntriesExist,
 * which refuses with Text019 'You cannot change %1 because there are one or more open ledger entries
 * for this item.' (Item.Table.al field 8), before the unit is looked up. Only the code field validates
 * it: baseUnitOfMeasureId alone sets the code without validation on a PATCH ("Unit of Measure Id"
 * OnValidate, UpdateUnitOfMeasureCode).
 */
export function checkBaseUnitWithOpenEntries(context: WriteContext): void {
  const { current } = context;
  const code = context.changes.baseUnitOfMeasureCode;
  if (context.mode !== "update" || current === undefined || typeof code !== "string") return;
  if (code === current.baseUnitOfMeasureCode || !openEntriesExist(current)) return;
  throw dialogError(
    "You cannot change Base Unit of Measure because there are one or more open ledger entries for this item.",
  );
}

/** A client PATCH that moves the inventory posts an adjustment: the item has ledger entries from then on. */
export function recordInventoryAdjustment(fields: JsonObject, context: WriteContext): void {
  const inventory = context.changes.inventory;
  if (context.mode !== "update" || typeof inventory !== "number") return;
  if (inventory !== numberOf(context.current?.inventory)) fields[LEDGER_ENTRIES_FIELD] = true;
}
