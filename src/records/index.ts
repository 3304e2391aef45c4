export { DisputeStatus, type DisputeStatusArgs } from "./dispute-status";
export { Currency, type CurrencyArgs } from "./currency";
export { PurchaseCreditMemo, type PurchaseCreditMemoArgs } from "./purchase-credit-memo";
export { RecordsClient, type RecordsClientOptions, type RecordRef } from "./client";
export * from "./list-records";
