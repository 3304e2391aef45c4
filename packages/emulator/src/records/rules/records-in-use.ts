import type { FieldSpec, RecordReads } from "../collection-types";
import type { JsonObject } from "../../http-helpers";
import { ServiceError } from "../../service";
import { dialogError } from "./dialog-error";
import { textOf } from "./json-values";

/**
 * What the tables' OnDelete refuse once the business has used a record: the use the emulator cannot
 * make through the API (posted ledger entries, document lines, journal lines, tasks) is held in
 * hidden fields that only admin writes set, and a client DELETE is refused as the table refuses it.
 * Sources: deano808/gb-26 (a copy of StefanMaron/MSDyn365BC.Code.History, branch gb-26), under
 * `BaseApp/Source/Base Application/`; line numbers are that copy's.
 */

/** The Sales and Purchase "Document Type" enums' members, as the AL errors name them. */
const DOCUMENT_TYPES = ["", "Quote", "Order", "Invoice", "Credit Memo", "Blanket Order", "Return Order"];

const hiddenFlag: FieldSpec = { type: "boolean", hidden: true };

/** A hidden document type: blank for none, else the type of an outstanding line's document. */
const hiddenDocumentType: FieldSpec = {
  type: "string",
  hidden: true,
  check: (value, name) =>
    DOCUMENT_TYPES.includes(String(value))
      ? undefined
      : `The property '${name}' must be one of ${DOCUMENT_TYPES.map((v) => `'${v}'`).join(", ")}.`,
};

/** The hidden fields a table's use is staged in, their defaults, and its OnDelete's refusals. */
export interface TableUse {
  readonly fields: Readonly<Record<string, FieldSpec>>;
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly onDelete: (record: JsonObject, reads: RecordReads) => void;
}

// Utilities/MoveEntries.Codeunit.al:61-62: Text000 'You cannot delete %1 %2 because it has ledger
// entries in a fiscal year that has not been closed yet.' (entries posted on or after the first
// open accounting period's start, or any entry when no period is open: :179-191), Text001 'You
// cannot delete %1 %2 because there are one or more open ledger entries.'
const inOpenYear = (table: string, number: string) =>
  dialogError(
    `You cannot delete ${table} ${number} because it has ledger entries in a fiscal year that has not been closed yet.`,
  );
const openEntries = (table: string, number: string) =>
  dialogError(`You cannot delete ${table} ${number} because there are one or more open ledger entries.`);

/**
 * A customer or vendor: MoveCustEntries / MoveVendorEntries (MoveEntries.Codeunit.al:126-156,
 * 193-221) refuse entries in an open fiscal year, then open entries; then the table refuses an
 * outstanding document line (Customer.Table.al:1850-1878 and CheckIfSalesOrderLinesExist,
 * 3407-3425, Text000 'You cannot delete %1 %2 because there is at least one outstanding Sales %3
 * for this customer.'; Vendor.Table.al:1614-1640 and CheckOutstandingPurchaseDocuments,
 * 1914-1938, Text000 '... outstanding Purchase %3 for this vendor.').
 */
function partyUse(table: "Customer" | "Vendor", side: "Sales" | "Purchase", party: string): TableUse {
  const documentField = side === "Sales" ? "outstandingSalesDocument" : "outstandingPurchaseDocument";
  return {
    fields: {
      hasLedgerEntries: hiddenFlag,
      hasOpenLedgerEntries: hiddenFlag,
      [documentField]: hiddenDocumentType,
    },
    defaults: { hasLedgerEntries: false, hasOpenLedgerEntries: false, [documentField]: "" },
    onDelete(record) {
      const number = textOf(record.number);
      if (record.hasLedgerEntries === true) throw inOpenYear(table, number);
      if (record.hasOpenLedgerEntries === true) throw openEntries(table, number);
      const document = textOf(record[documentField]);
      if (document !== "") {
        throw dialogError(
          `You cannot delete ${table} ${number} because there is at least one outstanding ${side} ${document} for this ${party}.`,
        );
      }
    },
  };
}

/** Customers: ledger entries, open entries, outstanding sales lines. */
export const CUSTOMER_USE = partyUse("Customer", "Sales", "customer");

/** Vendors: ledger entries, open entries, outstanding purchase lines. */
export const VENDOR_USE = partyUse("Vendor", "Purchase", "vendor");

/** The hidden fields of an item's documents and journals (its ledger entries are rules/item-entries.ts). */
export const ITEM_USE_FIELDS: Readonly<Record<string, FieldSpec>> = {
  hasItemJournalLines: hiddenFlag,
  outstandingSalesDocument: hiddenDocumentType,
  outstandingPurchaseDocument: hiddenDocumentType,
  hasAssemblyBom: hiddenFlag,
  hasStockkeepingUnits: hiddenFlag,
};

/** Their defaults: an item on no document, journal or BOM. */
export const ITEM_USE_DEFAULTS: Readonly<Record<string, unknown>> = {
  hasItemJournalLines: false,
  outstandingSalesDocument: "",
  outstandingPurchaseDocument: "",
  hasAssemblyBom: false,
  hasStockkeepingUnits: false,
};

/**
 * The Item table's OnDelete (Inventory/Item/Item.Table.al:2258-2280): CheckJournalsAndWorksheets(0)
 * (CannotDeleteItemWithExistingDocumentLinesErr 'You cannot delete %1 %2 because there is at least
 * one %3 that includes this item.', :2400, with the Item Journal Line table), CheckDocuments(0)
 * (its subscribers: Purchases/Document/CheckPurchaseDocumentLine.Codeunit.al Text000 '... at
 * least one outstanding Purchase %3 that includes this item.', Sales/Document/
 * CheckSalesDocumentLine.Codeunit.al CannotDeleteItemIfSalesDocExistErr '... outstanding Sales %3
 * that includes this item.'; dynamics-error-codes.md shows "You cannot delete Item 1000 because
 * there is at least one outstanding Sales Quote that includes this item."), then MoveItemEntries
 * (MoveEntries.Codeunit.al:285-325). `withEntries` says whether the item has item ledger entries.
 */
export function refuseItemDelete(item: JsonObject, withEntries: boolean): void {
  const number = textOf(item.number);
  if (item.hasItemJournalLines === true) {
    throw dialogError(
      `You cannot delete Item ${number} because there is at least one Item Journal Line that includes this item.`,
    );
  }
  for (const side of ["Purchase", "Sales"] as const) {
    const document = textOf(item[`outstanding${side}Document`]);
    if (document !== "") {
      throw dialogError(
        `You cannot delete Item ${number} because there is at least one outstanding ${side} ${document} that includes this item.`,
      );
    }
  }
  if (withEntries) throw inOpenYear("Item", number);
}

/**
 * Type's OnValidate after the ledger entry check (Item.Table.al:205-224): CheckJournalsAndWorksheets
 * and CheckDocuments with the Type field (CannotChangeItemWithExistingDocumentLinesErr 'You cannot
 * change the %1 field on %2 %3 because at least one %4 exists for this item.', :2399, with the Item
 * Journal Line, Purchase Line or Sales Line table), then, for a Service or Non-Inventory type,
 * CheckUpdateFieldsForNonInventoriableItem's TestField("Assembly BOM", false) and
 * TestField("Stockkeeping Unit Exists", false) (:3009-3022), returned as the field to test.
 */
export function refuseItemTypeChange(item: JsonObject, type: string): string | undefined {
  const number = textOf(item.number);
  const refused = (table: string) =>
    dialogError(
      `You cannot change the Type field on Item ${number} because at least one ${table} exists for this item.`,
    );
  if (item.hasItemJournalLines === true) throw refused("Item Journal Line");
  if (textOf(item.outstandingPurchaseDocument) !== "") throw refused("Purchase Line");
  if (textOf(item.outstandingSalesDocument) !== "") throw refused("Sales Line");
  if (type === "Inventory") return undefined;
  if (item.hasAssemblyBom === true) return "Assembly BOM";
  if (item.hasStockkeepingUnits === true) return "Stockkeeping Unit Exists";
  return undefined;
}

/**
 * Locations: WMSCheckWarehouse, from the OnDelete (Inventory/Location/Location.Table.al:705-716,
 * 857-877), refuses open item ledger entries at the location with Text013 'You cannot delete %1
 * because there are one or more ledger entries on this location.' (:766), %1 the code.
 */
export const LOCATION_USE: TableUse = {
  fields: { hasOpenItemEntries: hiddenFlag },
  defaults: { hasOpenItemEntries: false },
  onDelete(record) {
    if (record.hasOpenItemEntries !== true) return;
    throw dialogError(
      `You cannot delete ${textOf(record.code)} because there are one or more ledger entries on this location.`,
    );
  },
};

/**
 * Currencies: the OnDelete (Finance/Currency/Currency.Table.al:520-543) refuses open customer,
 * then vendor ledger entries in the currency with Text002 'There is one or more opened entries in
 * the %1 table using %2 %3.' (:574), %1 the ledger entry table, %2 the Currency table.
 */
export const CURRENCY_USE: TableUse = {
  fields: { hasOpenCustomerEntries: hiddenFlag, hasOpenVendorEntries: hiddenFlag },
  defaults: { hasOpenCustomerEntries: false, hasOpenVendorEntries: false },
  onDelete(record) {
    const refused = (table: string) =>
      dialogError(
        `There is one or more opened entries in the ${table} table using Currency ${textOf(record.code)}.`,
      );
    if (record.hasOpenCustomerEntries === true) throw refused("Cust. Ledger Entry");
    if (record.hasOpenVendorEntries === true) throw refused("Vendor Ledger Entry");
  },
};

/**
 * Salespeople and purchasers: the OnDelete (CRM/Team/SalespersonPurchaser.Table.al:423-439)
 * refuses open tasks (CannotDeleteBecauseActiveTasksErr, :473) and open opportunities
 * (CannotDeleteBecauseActiveOpportunitiesErr, :476).
 */
export const SALESPERSON_USE: TableUse = {
  fields: { hasOpenTasks: hiddenFlag, hasOpenOpportunities: hiddenFlag },
  defaults: { hasOpenTasks: false, hasOpenOpportunities: false },
  onDelete(record) {
    const refused = (what: string) =>
      dialogError(
        `You cannot delete the salesperson/purchaser with code ${textOf(record.code)} because it has open ${what}.`,
      );
    if (record.hasOpenTasks === true) throw refused("tasks");
    if (record.hasOpenOpportunities === true) throw refused("opportunities");
  },
};

/**
 * The error code of an AL `Confirm` an API session cannot show (NavNCLCallbackNotAllowedException,
 * MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/webservices/dynamics-error-codes.md).
 */
const CALLBACK_NOT_ALLOWED = "Application_CallbackNotAllowed";

/**
 * An item category that items name: the OnDelete's UpdateDeletedCategoryItems asks `Confirm`
 * (DeleteItemInheritedAttributesQst) before it clears the items' category
 * (Inventory/Item/ItemCategory.Table.al:88-94, 143-163), which a web service session answers with
 * Application_CallbackNotAllowed. The page is not public beyond the docs' example ("... attempted
 * to issue a client callback to show a confirmation dialog box."), so the product's name is the
 * emulator's choice.
 */
export function refuseCategoryWithItems(record: JsonObject, reads: RecordReads): void {
  if (reads.find("items", "itemCategoryCode", textOf(record.code)) === undefined) return;
  throw new ServiceError(
    400,
    CALLBACK_NOT_ALLOWED,
    "Dynamics 365 Business Central attempted to issue a client callback to show a confirmation dialog box.",
  );
}
