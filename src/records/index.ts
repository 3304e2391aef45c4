export { DisputeStatus, type DisputeStatusArgs } from "./dispute-status";
export { Currency, type CurrencyArgs } from "./currency";
export { PurchaseCreditMemo, type PurchaseCreditMemoArgs } from "./purchase-credit-memo";
export type { RecordsSettings, RecordsSettingsArgs } from "./records-settings-args";
export * from "./list-records";
