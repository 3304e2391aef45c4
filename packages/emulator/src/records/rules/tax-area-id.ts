import type { WriteContext } from "../collection-types";
import type { CompanySettings } from "../store/company-settings";
import { TAX_AREAS, VAT_BUSINESS_POSTING_GROUPS } from "../collections/tax-areas";
import { EMPTY_GUID } from "./field-checks";
import { recordNotFoundError } from "./references";
import type { JsonObject } from "../../http-helpers";
import { textOf } from "./json-values";

/** The table a customer's taxAreaId names, and the customer's hidden field that holds its code. */
interface TaxAreaTable {
  readonly collection: string;
  /** The table's caption, as the platform's record-not-found error names it. */
  readonly caption: string;
  /** The customer's field: "Tax Area Code" (108) or "VAT Bus. Posting Group" (110). */
  readonly codeField: string;
}

const SALES_TAX_AREA: TaxAreaTable = { collection: TAX_AREAS, caption: "Tax Area", codeField: "taxAreaCode" };

const VAT_AREA: TaxAreaTable = {
  collection: VAT_BUSINESS_POSTING_GROUPS,
  caption: "VAT Business Posting Group",
  codeField: "vatBusinessPostingGroup",
};

/** By GeneralLedgerSetup.UseVat(): the VAT Business Posting Group in a VAT company, else the Tax Area. */
function tableOf(settings: CompanySettings): TaxAreaTable {
  return settings.taxMode === "vat" ? VAT_AREA : SALES_TAX_AREA;
}

/**
 * The Customer table's field 9003 "Tax Area ID" OnValidate, UpdateTaxAreaCode: an id other than the
 * empty GUID is read with an unguarded `GetBySystemId` of the company's table, so an id that names
 * no record fails with the platform's record-not-found error; a found record's code is stored.
 */
function validateTaxAreaId(fields: JsonObject, context: WriteContext, table: TaxAreaTable): void {
  const id = context.changes.taxAreaId;
  if (typeof id !== "string" || id === EMPTY_GUID) return;
  const record = context.find(table.collection, "id", id);
  // The public material shows the platform's text for a Get by key ("Identification fields and
  // values: Primary Key=''"), not for GetBySystemId; this is that form with the id, as the other
  // id look-ups of the emulator write it.
  if (record === undefined) throw recordNotFoundError(table.caption, `Id='${id}'`);
  fields[table.codeField] = record.code;
}

/**
 * The table's OnInsert and OnModify run UpdateReferencedIds, whose UpdateTaxAreaId sets the id again
 * from the stored code: cleared when the code is blank, the record's id when one has the code, else
 * left as it is. So an empty GUID does not clear a tax area the customer has: UpdateTaxAreaCode
 * exits on it without touching the code, and the code gives the id back.
 */
function updateTaxAreaId(fields: JsonObject, context: WriteContext, table: TaxAreaTable): void {
  const code = textOf(fields[table.codeField]);
  if (code === "") {
    fields.taxAreaId = EMPTY_GUID;
    return;
  }
  const record = context.find(table.collection, "code", code);
  if (record !== undefined) fields.taxAreaId = record.id;
}

/**
 * A customer's taxAreaId, as Business Central applies it (APIV2Customers.Page.al field taxAreaId;
 * Customer.Table.al UpdateTaxAreaCode, UpdateTaxAreaId), and its taxAreaDisplayName: the page's
 * SetCalculatedFields shows `TaxAreaBuffer.GetTaxAreaDisplayName("Tax Area ID")` (BASE
 * Integration/Entity/TaxAreaBuffer.Table.al), the description of the record the id names in the
 * company's table, blank for none. The service computes it on every read; the emulator on every
 * write, so it does not follow a later change of the description or of the tax mode.
 */
export function applyTaxAreaId(fields: JsonObject, context: WriteContext): void {
  const table = tableOf(context.settings);
  validateTaxAreaId(fields, context, table);
  updateTaxAreaId(fields, context, table);
  const shown = context.find(table.collection, "id", textOf(fields.taxAreaId));
  // A Tax Area's description in the user's language (Tax Area Translation) when it has one: the
  // emulator holds no translations, so it is the description.
  fields.taxAreaDisplayName = shown === undefined ? "" : textOf(shown.description);
}
