import type { CollectionRules, NumberSeriesSpec, WriteContext } from "../../collection-types";
import { CURRENCIES } from "../../collections/currencies";
import { DRAFT_STATUS, notDraftError, toWireStatus } from "./status";
import { computeCreditMemoTotals } from "./totals";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../../../http-helpers";
import { resolveReference, type ReferenceSpec } from "../references";
import { applyDueDate } from "./terms";
import { dialogError } from "../dialog-error";
import { checkSetupIds } from "../master-rules";
import { checkCountries, checkHeaderPurchaser, checkPurchaser } from "./relations";
import { checkInvoiceId, checkReturnReasonId } from "./unknown-ids";
import { textOf } from "../json-values";
import { applyVendors, resolveVendors } from "./vendors";
import { applyAddressChanges, clearAddressChanges } from "./addresses";
import { linkDocumentDate } from "./link-doc-date";
import { applyShortcutDimensions } from "./shortcut-dimensions";

/** The number series of memos made through the API: `PCM-00001`, `PCM-00002`, ... per company. */
const CREDIT_MEMO_NUMBER_SERIES: NumberSeriesSpec = { prefix: "PCM-", digits: 5, field: "number" };

/** PurchCalcDiscByType.Codeunit.al:28 (InvDiscBaseAmountIsZeroErr). */
const NO_DISCOUNT_BASE_MESSAGE =
  "Cannot apply an invoice discount because the document does not include lines where the Allow Invoice Disc. field is selected. To add a discount, specify a line discount in the Line Discount % field for the relevant lines, or add a line of type Item where the Allow Invoice Disc. field is selected.";
const CURRENCY: ReferenceSpec = {
  collection: CURRENCIES,
  entity: "Currency",
  idField: "currencyId",
  keyField: "currencyCode",
  targetKey: "code",
  keyLabel: "Code",
};

/**
 * UpdateDiscount (APIV2PurchaseCreditMemos.Page.al:587-605,761-773) applies a written discountAmount
 * through ApplyInvDiscBasedOnAmt, which refuses a discount above 0 when no line can take it
 * (PurchCalcDiscByType.Codeunit.al:68-69). The hidden line total stands for the lines; admin writes
 * stage memos and skip the check.
 */
function checkDiscount(fields: JsonObject, context: WriteContext): void {
  if (context.mode !== "create" && context.mode !== "update") return;
  const discount = context.changes.discountAmount;
  if (typeof discount !== "number" || discount <= 0) return;
  if (Number(fields.lineAmountExcludingTax ?? 0) === 0) throw dialogError(NO_DISCOUNT_BASE_MESSAGE);
}

/**
 * The currency, by code or id; blank means the company's local currency (code "", empty GUID), and the
 * local currency's code is stored blank (APIV2PurchaseCreditMemos.Page.al:327-354).
 */
function applyCurrency(fields: JsonObject, context: WriteContext): void {
  const code = context.changes.currencyCode;
  const local = typeof code === "string" && code !== "" && code === context.settings.lcyCode;
  const changes = local ? { ...context.changes, currencyCode: "" } : context.changes;
  const resolved = resolveReference(CURRENCY, { ...context, changes });
  if (resolved.state === "found") {
    fields.currencyId = resolved.record.id;
    fields.currencyCode = resolved.record.code;
  } else if (resolved.state === "empty") {
    fields.currencyId = EMPTY_GUID;
    fields.currencyCode = "";
  }
}

/**
 * On create, the memo and posting dates default to today: InitRecord sets "Document Date" to the work
 * date, and "Posting Date" where it is blank (PurchaseHeader.Table.al, InitRecord; an API session's
 * work date is today; the Purchases & Payables Setup's "Default Posting Date" "No Date" is not
 * emulated). The due date follows the memo date through the terms (applyDueDate), the memo date
 * itself where none apply.
 */
function applyDates(fields: JsonObject, context: WriteContext): void {
  if (context.current !== undefined) return;
  const memoDate = typeof fields.creditMemoDate === "string" ? fields.creditMemoDate : context.today();
  fields.creditMemoDate = memoDate;
  fields.postingDate ??= context.today();
  fields.dueDate ??= memoDate;
}

function applyNumber(fields: JsonObject, context: WriteContext): void {
  const given = context.changes.number;
  if (context.current === undefined && (typeof given !== "string" || given === "")) {
    fields.number = context.nextNumber(CREDIT_MEMO_NUMBER_SERIES);
  }
}

/** Derived fields, references and the Draft-only rule of purchase credit memos. */
export const creditMemoRules: CollectionRules = {
  complete(stored, context) {
    const fields = { ...stored };
    // The page's fields in page order, with their triggers and the buffer table's relations.
    const named = resolveVendors(context);
    checkCountries(context);
    applyCurrency(fields, context);
    checkSetupIds(context);
    checkPurchaser(context);
    checkInvoiceId(context);
    checkReturnReasonId(context);
    // Then the Purchase Header's validation of what the page hands over, in the order the page set it:
    // the vendors (names, addresses, the pay-to vendor's terms), then the addresses the body sends.
    clearAddressChanges(fields, context);
    const termsFrom = applyVendors(fields, context, named);
    applyAddressChanges(fields, context);
    checkHeaderPurchaser(context);
    applyShortcutDimensions(fields, context);
    applyDates(fields, context);
    const documentDateLinked = linkDocumentDate(fields, context);
    applyDueDate(fields, context, {
      beforeDueDate: documentDateLinked,
      afterDueDate: termsFrom !== undefined,
    });
    checkDiscount(fields, context);
    Object.assign(fields, computeCreditMemoTotals(fields));
    // "Prices Including VAT" comes from the pay-to vendor (PurchaseHeader.Table.al field 4 OnValidate).
    fields.pricesIncludeTax =
      termsFrom === undefined ? stored.pricesIncludeTax === true : termsFrom.pricesIncludingTax === true;
    fields.status = toWireStatus(textOf(fields.status, DRAFT_STATUS));
    // Number last: every check that can refuse the write has run by now.
    applyNumber(fields, context);
    return fields;
  },
  guardClientChange(current) {
    const status = textOf(current.status, DRAFT_STATUS);
    if (status !== DRAFT_STATUS) throw notDraftError(textOf(current.number, ""), status);
  },
};
