import type { WriteContext } from "../../collection-types";
import { dialogError } from "../dialog-error";
import { EMPTY_GUID } from "../field-checks";

// APIV2PurchaseCreditMemos.Page.al, the invoiceId field's OnValidate: a GUID that
// PurchInvAggregator.GetPurchaseInvoiceHeaderFromId does not find raises
// InvoiceIdDoesNotMatchAnInvoiceErr.
const INVOICE_ID_MESSAGE = 'The "invoiceId" does not match to an Invoice.';

// The same page, the vendorReturnReasonId field's OnValidate: a GUID that ReasonCode.GetBySystemId does
// not find raises ReasonCodeIdDoesNotMatchAReasonCodeErr.
const REASON_ID_MESSAGE = 'The "vendorReturnReasonId" does not match to a Reason Code.';

/** A GUID the body sets that names a record: anything but the empty GUID, which clears the field. */
function named(context: WriteContext, field: string): boolean {
  const id = context.changes[field];
  return typeof id === "string" && id !== EMPTY_GUID;
}

/**
 * invoiceId names a posted purchase invoice. The emulator holds no posted invoices, so every id but
 * the empty GUID is one the page does not find. (invoiceNumber alone is not checked by the page: it
 * only sets "Applies-to Doc. Type" to Invoice.)
 */
export function checkInvoiceId(context: WriteContext): void {
  if (named(context, "invoiceId")) throw dialogError(INVOICE_ID_MESSAGE);
}

/**
 * vendorReturnReasonId names a Reason Code. The emulator holds no reason codes, so every id but the
 * empty GUID is one the page does not find.
 */
export function checkReturnReasonId(context: WriteContext): void {
  if (named(context, "vendorReturnReasonId")) throw dialogError(REASON_ID_MESSAGE);
}
