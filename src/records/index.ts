export * from "./generated";
export type { RecordsSettings, RecordsSettingsArgs } from "./records-settings-args";
export type { ListRecordsArgs, ListRecordsOutputArgs } from "./list-args";
