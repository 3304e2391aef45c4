import type { JsonObject } from "../../../http-helpers";

/** The one tax rate the emulator applies to every memo: a fixed 25% VAT (the spec shows none). */
const CREDIT_MEMO_TAX_RATE = 0.25;

/** Rounds an amount to cents, the way the service rounds amounts in the local currency. */
function round2(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The computed amount fields of a memo. */
export interface CreditMemoTotals {
  readonly totalAmountExcludingTax: number;
  readonly totalTaxAmount: number;
  readonly totalAmountIncludingTax: number;
  readonly pricesIncludeTax: boolean;
  readonly discountAppliedBeforeTax: boolean;
}

function amount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * Totals from the hidden line amount and the invoice discount: the discount comes off before tax (and
 * never takes the total below 0); prices exclude tax. Recomputed on every write.
 */
export function computeCreditMemoTotals(fields: JsonObject): CreditMemoTotals {
  const excluding = round2(
    Math.max(0, amount(fields.lineAmountExcludingTax) - amount(fields.discountAmount)),
  );
  const tax = round2(excluding * CREDIT_MEMO_TAX_RATE);
  return {
    totalAmountExcludingTax: excluding,
    totalTaxAmount: tax,
    totalAmountIncludingTax: round2(excluding + tax),
    pricesIncludeTax: false,
    discountAppliedBeforeTax: true,
  };
}
