export * from "./generated";
export type { RecordsSettings, RecordsSettingsArgs } from "./resources/records-settings-args";
export type { ListRecordsArgs, ListRecordsOutputArgs } from "./functions/generated/records-types";
export { Record } from "./resources/entity-set-record";
export type { RecordArgs, RecordFieldValue } from "./resources/generated/record-types";
export { listCompanies, listCompaniesOutput } from "./functions/list-companies";
export type {
  Company,
  ListCompaniesArgs,
  ListCompaniesOutputArgs,
  ListCompaniesResult,
} from "./functions/generated/records-types";
export { getRecord, getRecordOutput, listRecords, listRecordsOutput } from "./functions/entity-set-functions";
export type {
  EntityRecord,
  GetRecordArgs,
  GetRecordOutputArgs,
  ListEntitySetRecordsArgs,
  ListEntitySetRecordsOutputArgs,
  ListEntitySetRecordsResult,
} from "./functions/generated/records-types";
