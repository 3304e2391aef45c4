import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { linksDocDateToPostingDate } from "../../store/company-settings";

/**
 * "Posting Date" OnValidate (PurchaseHeader.Table.al): when the memo has no incoming document (no API
 * memo has one) and the Purchases & Payables Setup has "Link Doc. Date To Posting Date",
 * ValidateDocumentDateWithPostingDate validates "Document Date" with the posting date. "Document Date"
 * OnValidate validates "Payment Terms Code" again, so the due date follows (applyDueDate); it also
 * recomputes the payment discount date, which the page does not show.
 *
 * Only a client PATCH that changes postingDate gets there. The page registers its fields in its own
 * order, creditMemoDate ("Document Date") before postingDate, and GraphMgtPurchCrMemo.PropagateOnModify
 * validates them on the header in that order (APIV2PurchaseCreditMemos.Page.al, RegisterFieldSet), so
 * the posting date wins over a creditMemoDate sent beside it. TypeHelper.TransferFieldsWithValidate
 * validates only a value that differs from the header's: a posting date sent again as it is links
 * nothing.
 *
 * A create does not link. PropagateOnInsert validates the posting date, then the buy-from vendor's
 * OnValidate (InitRecord, as "No." is still blank) and OnInsert (InitInsert, InitRecord) set
 * "Document Date" := WorkDate() and keep the posting date; the page's OnInsertRecord then runs
 * SetDates, which validates the sent creditMemoDate and the sent postingDate, the latter only if it
 * differs from the header's, which it no longer does. So the memo keeps the creditMemoDate sent, else
 * today. Admin writes stage what the service may hold and skip the rule.
 *
 * Returns whether the write validated the document date this way (the due date is then recomputed).
 */
export function linkDocumentDate(fields: JsonObject, context: WriteContext): boolean {
  if (context.mode !== "update" || !linksDocDateToPostingDate(context.settings)) return false;
  const postingDate = context.changes.postingDate;
  if (typeof postingDate !== "string" || postingDate === context.current?.postingDate) return false;
  fields.creditMemoDate = postingDate;
  return true;
}
