import type { WriteContext } from "../../collection-types";
import { calcDate } from "../date-formula";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../../../http-helpers";
import { textOf } from "../json-values";
import { PAYMENT_TERMS } from "../../entities/payment-terms";

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
 * The due date, recomputed when the payment terms or the memo date change, or the write validated the
 * terms another way (`revalidated`: the pay-to vendor's terms were copied, or the posting date
 * validated the document date), and the body does not set it: "Payment Terms Code" OnValidate sets it
 * to the document date for a credit document whose terms do not "Calc. Pmt. Disc. on Cr. Memos", else
 * to CalcDate(Due Date Calculation, Document Date) (PurchaseHeader.Table.al, "Payment Terms Code"
 * OnValidate). No terms: the document date.
 */
export function applyDueDate(fields: JsonObject, context: WriteContext, revalidated: boolean): void {
  const { changes } = context;
  if (changes.dueDate !== undefined) return;
  const relevant =
    revalidated || changes.paymentTermsId !== undefined || changes.creditMemoDate !== undefined;
  if (!relevant || typeof fields.creditMemoDate !== "string") return;
  const termsId = textOf(fields.paymentTermsId, EMPTY_GUID);
  const terms = termsId === EMPTY_GUID ? undefined : context.find(PAYMENT_TERMS, "id", termsId);
  const formula = typeof terms?.dueDateCalculation === "string" ? terms.dueDateCalculation : "";
  fields.dueDate =
    terms?.calculateDiscountOnCreditMemos === true
      ? calcDate(formula, fields.creditMemoDate)
      : fields.creditMemoDate;
}
