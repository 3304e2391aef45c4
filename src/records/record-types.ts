/**
 * Records as the service returns them, from the record list functions. Written out per field so
 * that each has its own documentation; a type-level test keeps them in step with the schemas the
 * responses are parsed with. The service writes empty strings for ids and dates not set.
 */

/** A dispute status as the service returns it. */
export interface DisputeStatusRecord {
  /** The record's id (a GUID), as `adoptRecordId` takes it. */
  id: string;
  /** When the record last changed, as the service writes it (ISO 8601), when it sends it. */
  lastModifiedDateTime?: string;
  /** The record's eTag, which guards a change (`If-Match`). */
  "@odata.etag": string;
  /** The dispute status code, at most 10 characters; its key in the company. */
  code: string;
  /** The name shown for the status, at most 100 characters. */
  displayName: string;
  /** Any other field the service returns; kept as it came. */
  [field: string]: unknown;
}

/** A currency as the service returns it. */
export interface CurrencyRecord {
  /** The record's id (a GUID), as `currencyId` takes it. */
  id: string;
  /** When the record last changed, as the service writes it (ISO 8601). */
  lastModifiedDateTime: string;
  /** The record's eTag, which guards a change (`If-Match`). */
  "@odata.etag": string;
  /** The currency code, such as `EUR`. */
  code: string;
  /** The currency's name, at most 30 characters. */
  displayName?: string;
  /** The currency symbol, at most 10 characters. */
  symbol?: string;
  /** Decimal places of amounts, written `<min>:<max>`, such as `2:2`. */
  amountDecimalPlaces?: string;
  /** The rounding precision of amounts, such as `0.01`. */
  amountRoundingPrecision?: number;
  /** Any other field the service returns; kept as it came. */
  [field: string]: unknown;
}

/** A purchase credit memo as the service returns it, whatever its status. */
export interface PurchaseCreditMemoRecord {
  /** The record's id (a GUID), as `adoptRecordId` takes it. */
  id: string;
  /** When the record last changed, as the service writes it (ISO 8601). */
  lastModifiedDateTime: string;
  /** The record's eTag, which guards a change (`If-Match`). */
  "@odata.etag": string;
  /** The memo's date, written `YYYY-MM-DD`. */
  creditMemoDate?: string;
  /** The posting date, written `YYYY-MM-DD`. */
  postingDate?: string;
  /** The due date, written `YYYY-MM-DD`. */
  dueDate?: string;
  /** The vendor's id (a GUID). */
  vendorId?: string;
  /** The vendor's number, such as `V10000`. */
  vendorNumber?: string;
  /** The vendor's own number of the credit memo. */
  vendorCreditMemoNumber?: string;
  /** The id (a GUID) of the vendor paid, when not the vendor itself. */
  payToVendorId?: string;
  /** The number of the vendor paid, when not the vendor itself. */
  payToVendorNumber?: string;
  /** First line of the buy-from address. */
  buyFromAddressLine1?: string;
  /** Second line of the buy-from address. */
  buyFromAddressLine2?: string;
  /** City of the buy-from address. */
  buyFromCity?: string;
  /** Country or region code of the buy-from address. */
  buyFromCountry?: string;
  /** State of the buy-from address. */
  buyFromState?: string;
  /** Post code of the buy-from address. */
  buyFromPostCode?: string;
  /** First line of the pay-to address. */
  payToAddressLine1?: string;
  /** Second line of the pay-to address. */
  payToAddressLine2?: string;
  /** City of the pay-to address. */
  payToCity?: string;
  /** Country or region code of the pay-to address. */
  payToCountry?: string;
  /** State of the pay-to address. */
  payToState?: string;
  /** Post code of the pay-to address. */
  payToPostCode?: string;
  /** The code of the first shortcut dimension. */
  shortcutDimension1Code?: string;
  /** The code of the second shortcut dimension. */
  shortcutDimension2Code?: string;
  /** The memo's currency by id (a GUID). */
  currencyId?: string;
  /** The memo's currency by code, such as `EUR`. */
  currencyCode?: string;
  /** The payment terms (a GUID). */
  paymentTermsId?: string;
  /** The shipment method (a GUID). */
  shipmentMethodId?: string;
  /** The purchaser's code. */
  purchaser?: string;
  /** The discount on the whole memo, in the memo's currency. */
  discountAmount?: number;
  /** The id (a GUID) of the invoice this memo corrects. */
  invoiceId?: string;
  /** The number of the invoice this memo corrects. */
  invoiceNumber?: string;
  /** The vendor return reason (a GUID). */
  vendorReturnReasonId?: string;
  /** The memo number from the service's number series, such as `PCM-00428`. */
  number: string;
  /** The vendor's name, as the service has it. */
  vendorName?: string;
  /** The name of the vendor paid, as the service has it. */
  payToName?: string;
  /** Whether the memo's prices include tax. */
  pricesIncludeTax?: boolean;
  /** Whether the discount is applied before tax. */
  discountAppliedBeforeTax?: boolean;
  /** The memo's total without tax. */
  totalAmountExcludingTax?: number;
  /** The memo's tax. */
  totalTaxAmount?: number;
  /** The memo's total with tax. */
  totalAmountIncludingTax?: number;
  /** `Draft`, `In Review` (sent as `In_x0020_Review`), `Open`, `Canceled`, `Corrective` or `Paid`. Changes are accepted only while it is `Draft`. */
  status: string;
  /** Any other field the service returns; kept as it came. */
  [field: string]: unknown;
}
