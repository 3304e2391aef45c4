import type { WriteContext } from "../../collection-types";
import { calcDate } from "../date-formula";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../../../http-helpers";
import { textOf } from "../json-values";
import { PAYMENT_TERMS } from "../../collections/payment-terms";

/**
 * What validating "Pay-to Vendor No." copies from the pay-to vendor besides its name and address
 * (PurchaseHeader.Table.al, field 4 OnValidate: `"Payment Terms Code" := Vend."Payment Terms Code"`,
 * `"Payment Method Code" := ...`, `"Currency Code" := ...`, then `Validate("Payment Terms Code")`), each
 * unless the body itself sets the memo's field: the page validates its own fields after the vendors.
 */
const PAY_TO_TERMS = [
  ["paymentTermsId", "paymentTermsId", EMPTY_GUID],
  ["paymentMethodId", "paymentMethodId", EMPTY_GUID],
  ["currencyId", "currencyId", EMPTY_GUID],
  ["currencyCode", "currencyCode", ""],
] as const;

/**
 * SetPurchaserCode(Vend."Purchaser Code", "Purchaser Code"): the vendor's purchaser when it exists and
 * is not blocked for privacy, else blank (the user setup it falls back on is not emulated).
 */
function purchaserOf(vendor: JsonObject, context: WriteContext): string {
  const code = textOf(vendor.purchaserCode);
  if (code === "") return "";
  const purchaser = context.find("salespeoplePurchasers", "code", code);
  return purchaser === undefined || purchaser.privacyBlocked === true ? "" : code;
}

/** Copies the pay-to vendor's terms and purchaser into a memo whose pay-to vendor the write validates. */
export function copyPayToTerms(fields: JsonObject, context: WriteContext, vendor: JsonObject): void {
  const setsCurrency = context.changes.currencyId !== undefined || context.changes.currencyCode !== undefined;
  for (const [vendorField, memoField, blank] of PAY_TO_TERMS) {
    const isCurrency = memoField === "currencyId" || memoField === "currencyCode";
    if (context.changes[memoField] !== undefined || (isCurrency && setsCurrency)) continue;
    fields[memoField] = vendor[vendorField] ?? blank;
  }
  if (context.changes.purchaser === undefined) fields.purchaser = purchaserOf(vendor, context);
}

/**
 * `"Shipment Method Code" := Vend."Shipment Method Code"`: the buy-from vendor's, and the pay-to
 * vendor's only when it is the buy-from vendor (PurchaseHeader.Table.al fields 2 and 4); unless the
 * body sets shipmentMethodId.
 */
export function copyShipmentMethod(fields: JsonObject, context: WriteContext, vendor: JsonObject): void {
  if (context.changes.shipmentMethodId === undefined) {
    fields.shipmentMethodId = vendor.shipmentMethodId ?? EMPTY_GUID;
  }
}

/**
 * What else validated the payment terms in a write: before the page's dueDate (the posting date
 * validating the document date) or after it (the pay-to vendor's terms copied).
 */
export interface TermsRevalidation {
  readonly beforeDueDate: boolean;
  readonly afterDueDate: boolean;
}

/**
 * The due date, recomputed when the payment terms or the memo date change, or the write validated the
 * terms another way (`revalidated`), and the body does not set it: "Payment Terms Code" OnValidate sets
 * it to the document date for a credit document whose terms do not "Calc. Pmt. Disc. on Cr. Memos",
 * else to CalcDate(Due Date Calculation, Document Date) (PurchaseHeader.Table.al, "Payment Terms Code"
 * OnValidate). No terms: the document date.
 *
 * A due date the body sets wins over what the memo date or the posting date recompute, as the page
 * registers dueDate after them (APIV2PurchaseCreditMemos.Page.al) and GraphMgtPurchCrMemo.PropagateOnModify
 * validates the fields in the order registered. On an update it loses to what the pay-to vendor and
 * the payment terms, registered after it, recompute when they change; a create's SetDates validates
 * the sent due date last, so there it wins.
 */
export function applyDueDate(
  fields: JsonObject,
  context: WriteContext,
  revalidated: TermsRevalidation,
): void {
  const { changes, current } = context;
  // TransferFieldsWithValidate validates only a value that differs from the header's (GUIDs in any case).
  const termsChanged =
    changes.paymentTermsId !== undefined &&
    textOf(changes.paymentTermsId).toLowerCase() !== textOf(current?.paymentTermsId).toLowerCase();
  const overridden = context.mode === "update" && (revalidated.afterDueDate || termsChanged);
  if (changes.dueDate !== undefined && !overridden) return;
  const relevant =
    revalidated.beforeDueDate ||
    revalidated.afterDueDate ||
    changes.paymentTermsId !== undefined ||
    changes.creditMemoDate !== undefined;
  if (!relevant || typeof fields.creditMemoDate !== "string") return;
  const termsId = textOf(fields.paymentTermsId, EMPTY_GUID);
  const terms = termsId === EMPTY_GUID ? undefined : context.find(PAYMENT_TERMS, "id", termsId);
  const formula = typeof terms?.dueDateCalculation === "string" ? terms.dueDateCalculation : "";
  fields.dueDate =
    terms?.calculateDiscountOnCreditMemos === true
      ? calcDate(formula, fields.creditMemoDate)
      : fields.creditMemoDate;
}
