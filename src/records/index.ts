export * from "./generated";
export type { RecordsSettings, RecordsSettingsArgs } from "./resources/records-settings-args";
export type { ListRecordsArgs, ListRecordsOutputArgs } from "./functions/list-args";
export { Record, type RecordArgs, type RecordFieldValue } from "./resources/entity-set-record";
export {
  listCompanies,
  listCompaniesOutput,
  type Company,
  type ListCompaniesArgs,
  type ListCompaniesOutputArgs,
  type ListCompaniesResult,
} from "./functions/list-companies";
export {
  getRecord,
  getRecordOutput,
  listRecords,
  listRecordsOutput,
  type EntityRecord,
  type GetRecordArgs,
  type GetRecordOutputArgs,
  type ListEntitySetRecordsArgs,
  type ListEntitySetRecordsOutputArgs,
  type ListEntitySetRecordsResult,
} from "./functions/entity-set-functions";
