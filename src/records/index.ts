export { DisputeStatus, type DisputeStatusArgs } from "./dispute-status";
export { RecordsClient, type RecordsClientOptions, type RecordRef } from "./client";
