import type { Company } from "./companies";
import { isCompanySettings } from "./company-settings";
import { isJsonObject, type JsonObject } from "../../http-helpers";

/** One record in a {@link StoreSnapshot}. */
interface SnapshotRecord {
  readonly companyId: string;
  /** The collection's name, such as `currencies`. */
  readonly collection: string;
  readonly etag: string;
  readonly data: JsonObject;
}

/** The last number a company's series gave out. */
interface SnapshotNumberSeries {
  readonly companyId: string;
  readonly prefix: string;
  readonly last: number;
}

/** The records service's whole state as plain JSON: what a state file holds. */
export interface StoreSnapshot {
  /** Bumped when the shape changes, so an old file is refused instead of half read. */
  readonly format: 1;
  readonly companies: readonly Company[];
  readonly numberSeries: readonly SnapshotNumberSeries[];
  readonly records: readonly SnapshotRecord[];
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isCompany(value: unknown): value is Company {
  return (
    isJsonObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    (value.settings === undefined || isCompanySettings(value.settings))
  );
}

function isSeries(value: unknown): value is SnapshotNumberSeries {
  return (
    isJsonObject(value) &&
    isString(value.companyId) &&
    isString(value.prefix) &&
    typeof value.last === "number"
  );
}

function isRecord(value: unknown): value is SnapshotRecord {
  return (
    isJsonObject(value) &&
    isString(value.companyId) &&
    isString(value.collection) &&
    isString(value.etag) &&
    isJsonObject(value.data) &&
    isString(value.data.id)
  );
}

function listOf<T>(value: unknown, isItem: (item: unknown) => item is T): T[] | undefined {
  return Array.isArray(value) && value.every(isItem) ? value : undefined;
}

/** Checks parsed JSON is a snapshot; returns the problem as text when it is not. */
export function parseSnapshot(value: unknown): StoreSnapshot | string {
  if (!isJsonObject(value)) return "it is not a JSON object";
  if (value.format !== 1) return `its format is ${JSON.stringify(value.format)}, not 1`;
  const companies = listOf(value.companies, isCompany);
  const numberSeries = listOf(value.numberSeries, isSeries);
  const records = listOf(value.records, isRecord);
  if (companies === undefined) return "'companies' is not a list of { id, name, settings? }";
  if (numberSeries === undefined) return "'numberSeries' is not a list of { companyId, prefix, last }";
  if (records === undefined) return "'records' is not a list of { companyId, collection, etag, data }";
  return { format: 1, companies, numberSeries, records };
}
