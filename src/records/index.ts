export { DisputeStatus, type DisputeStatusArgs, type RecordsSettingsArgs } from "./dispute-status";
export { RecordsClient, type RecordsClientOptions, type RecordRef } from "./client";
