import type { WriteContext } from "../../collection-types";
import { checkSalesperson } from "../master-rules";
import { checkRelation, type TableRelationSpec } from "../table-relation";

/**
 * The API page's source table, which the platform names when one of its TableRelations refuses a
 * value (PurchCrMemoEntityBuffer.Table.al, table 5508, Caption 'Purch. Cr. Memo Entity Buffer').
 */
const BUFFER_TABLE = "Purch. Cr. Memo Entity Buffer";

/** A TableRelation of the buffer table: checked when the page sets the field, before any trigger of it. */
function bufferRelation(caption: string, relatedTable: string, collection: string): TableRelationSpec {
  return { caption, table: BUFFER_TABLE, relatedTable, collection };
}

// The buffer's "Buy-from Country/Region Code" (field 90) and "Pay-to Country/Region Code" (field 87):
// TableRelation = "Country/Region"; the page lists buyFromCountry before payToCountry.
const COUNTRY_RELATIONS = [
  ["buyFromCountry", bufferRelation("Buy-from Country/Region Code", "Country/Region", "countriesRegions")],
  ["payToCountry", bufferRelation("Pay-to Country/Region Code", "Country/Region", "countriesRegions")],
] as const;

// The buffer's "Purchaser Code" (field 43): TableRelation = "Salesperson/Purchaser", with no filter.
const PURCHASER_RELATION = bufferRelation("Purchaser Code", "Salesperson/Purchaser", "salespeoplePurchasers");

/** buyFromCountry and payToCountry must name a Country/Region: the buffer's TableRelations. */
export function checkCountries(context: WriteContext): void {
  for (const [field, relation] of COUNTRY_RELATIONS) checkRelation(relation, context, field);
}

/** purchaser must name a Salesperson/Purchaser, blocked or not: the buffer's TableRelation. */
export function checkPurchaser(context: WriteContext): void {
  checkRelation(PURCHASER_RELATION, context, "purchaser");
}

/**
 * The Purchase Header validates the purchaser again when the page hands the memo over
 * (GraphMgtPurchCrMemo.PropagateOnInsert/OnModify: TransferFieldsWithValidate): its TableRelation
 * filters Blocked = false, and its OnValidate (ValidatePurchaserOnPurchHeader(Rec, false, false))
 * refuses a privacy-blocked one with GetPrivacyBlockedGenericText(SalespersonPurchaser, false),
 * 'Privacy Blocked must not be true for Purchaser <code>.' (PurchaseHeader.Table.al field 43).
 */
export function checkHeaderPurchaser(context: WriteContext): void {
  checkSalesperson(context, "Purchase Header", "purchaser", "Purchaser Code");
}
