import type { WriteContext } from "../../collection-types";
import { calcDate } from "../date-formula";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../../../http-helpers";
import { textOf } from "../json-values";
import { PAYMENT_TERMS } from "../../entities/payment-terms";

/**
 * What choosing a buy-from vendor copies into the Purchase Header besides its name and address
 * (PurchaseHeader.Table.al:255-283): payment terms, payment method, shipment method, purchaser,
 * currency and prices including VAT, each unless the body itself sets the memo's field.
 */
const VENDOR_TERMS = [
  ["paymentTermsId", "paymentTermsId", EMPTY_GUID],
  ["paymentMethodId", "paymentMethodId", EMPTY_GUID],
  ["shipmentMethodId", "shipmentMethodId", EMPTY_GUID],
  ["purchaserCode", "purchaser", ""],
  ["currencyId", "currencyId", EMPTY_GUID],
  ["currencyCode", "currencyCode", ""],
] as const;

/** Copies the vendor's terms into a memo whose buy-from vendor the write changes. */
export function copyVendorTerms(fields: JsonObject, context: WriteContext, vendor: JsonObject): void {
  const setsCurrency = context.changes.currencyId !== undefined || context.changes.currencyCode !== undefined;
  for (const [vendorField, memoField, blank] of VENDOR_TERMS) {
    const isCurrency = memoField === "currencyId" || memoField === "currencyCode";
    if (context.changes[memoField] !== undefined || (isCurrency && setsCurrency)) continue;
    fields[memoField] = vendor[vendorField] ?? blank;
  }
}

/**
 * The due date, recomputed when the vendor, the payment terms or the memo date change and the body does
 * not set it: "Payment Terms Code" OnValidate sets it to the document date for a credit document whose
 * terms do not "Calc. Pmt. Disc. on Cr. Memos", else to CalcDate(Due Date Calculation, Document Date)
 * (PurchaseHeader.Table.al, "Payment Terms Code" OnValidate). No terms: the document date.
 */
export function applyDueDate(fields: JsonObject, context: WriteContext, vendorChanged: boolean): void {
  const { changes } = context;
  if (changes.dueDate !== undefined) return;
  const relevant =
    vendorChanged || changes.paymentTermsId !== undefined || changes.creditMemoDate !== undefined;
  if (!relevant || typeof fields.creditMemoDate !== "string") return;
  const termsId = textOf(fields.paymentTermsId, EMPTY_GUID);
  const terms = termsId === EMPTY_GUID ? undefined : context.find(PAYMENT_TERMS, "id", termsId);
  const formula = typeof terms?.dueDateCalculation === "string" ? terms.dueDateCalculation : "";
  fields.dueDate =
    terms?.calculateDiscountOnCreditMemos === true
      ? calcDate(formula, fields.creditMemoDate)
      : fields.creditMemoDate;
}
