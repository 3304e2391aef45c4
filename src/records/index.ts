export * from "./generated";
export type { RecordsSettings, RecordsSettingsArgs } from "./records-settings-args";
export type { ListRecordsArgs, ListRecordsOutputArgs } from "./list-args";
export { Record, type RecordArgs, type RecordFieldValue } from "./record";
export {
  listCompanies,
  listCompaniesOutput,
  type Company,
  type ListCompaniesArgs,
  type ListCompaniesOutputArgs,
  type ListCompaniesResult,
} from "./list-companies";
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
} from "./generic-functions";
