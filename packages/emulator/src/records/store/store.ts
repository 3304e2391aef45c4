import { randomUUID } from "node:crypto";
import type { CollectionDefinition } from "../collection-types";
import { companyExistsError, companyKey, type Company } from "./companies";
import type { CompanySettings } from "./company-settings";
import { newWeakEtag } from "./etag";
import type { JsonObject } from "../../http-helpers";
import { ServiceError } from "../../service";
import type { StoreSnapshot } from "./snapshot";

/** A record as stored: its current eTag and its fields (`id` first, `lastModifiedDateTime` last). */
export interface StoredRecord {
  readonly etag: string;
  readonly data: JsonObject;
}

function duplicateError(): ServiceError {
  return new ServiceError(400, "Internal_EntityWithSameKeyExists", "The record already exists.");
}

function tableKey(companyId: string, definition: CollectionDefinition): string {
  return `${companyKey(companyId)}\u0000${definition.version}/${definition.name}`;
}

/**
 * In-memory companies, records keyed by (companyId, collection, id), and per-company number series. Every
 * write goes through here, so the new eTag, the new `lastModifiedDateTime`, the unique-key check and the
 * change notification (persistence) happen in one place for clients and admin alike. It does not check
 * that a company exists: callers do, so that the 404 names the company as the request spelled it.
 */
export class RecordStore {
  private readonly companyList = new Map<string, Company>();
  private readonly tables = new Map<string, Map<string, StoredRecord>>();
  private readonly series = new Map<string, number>();
  private readonly listeners: Array<() => void> = [];
  private lastStamp = 0;
  private batchDepth = 0;
  private dirty = false;

  /** Calls the listener after every change (once per {@link batch}). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Runs several writes as one change: listeners hear of it once, when the outermost batch ends. */
  batch<T>(work: () => T): T {
    this.batchDepth += 1;
    try {
      return work();
    } finally {
      this.batchDepth -= 1;
      if (this.batchDepth === 0 && this.dirty) {
        this.dirty = false;
        for (const listener of this.listeners) listener();
      }
    }
  }

  /** The company, found without regard to case, or undefined. */
  company(id: string): Company | undefined {
    return this.companyList.get(companyKey(id));
  }

  /** All companies, in the order they were added. */
  companies(): Company[] {
    return [...this.companyList.values()];
  }

  /** Adds a company; 400 when its id is taken. */
  addCompany(company: Company): Company {
    const key = companyKey(company.id);
    if (this.companyList.has(key)) throw companyExistsError(company.id);
    const added: Company =
      company.settings === undefined
        ? { id: key, name: company.name }
        : { id: key, name: company.name, settings: company.settings };
    this.changed(() => this.companyList.set(key, added));
    return added;
  }

  /** Replaces a company's settings; returns the company, or undefined when there is none. */
  changeCompanySettings(id: string, settings: CompanySettings): Company | undefined {
    const current = this.company(id);
    if (current === undefined) return undefined;
    const changed: Company = { ...current, settings };
    this.changed(() => this.companyList.set(current.id, changed));
    return changed;
  }

  /** The record, or undefined. Ids are GUIDs, compared without regard to case. */
  get(companyId: string, definition: CollectionDefinition, id: string): StoredRecord | undefined {
    return this.table(companyId, definition).get(id.toLowerCase());
  }

  /** All records of a collection in a company, oldest first. */
  list(companyId: string, definition: CollectionDefinition): StoredRecord[] {
    return [...this.table(companyId, definition).values()];
  }

  /** The first record whose field equals the value (`id` without regard to case). */
  find(
    companyId: string,
    definition: CollectionDefinition,
    field: string,
    value: string,
  ): StoredRecord | undefined {
    if (field === "id") return this.get(companyId, definition, value);
    return this.list(companyId, definition).find((record) => record.data[field] === value);
  }

  /** Stores a new record with complete fields; the id is chosen by the service unless a seed gives one. */
  insert(companyId: string, definition: CollectionDefinition, fields: JsonObject, id?: string): StoredRecord {
    const table = this.table(companyId, definition);
    const recordId = id ?? randomUUID();
    if (table.has(recordId.toLowerCase())) throw duplicateError();
    this.requireUniqueKey(table, definition, fields, undefined);
    return this.write(table, definition, recordId, fields);
  }

  /** Applies fields to an existing record; throws 404 when it is gone. */
  update(companyId: string, definition: CollectionDefinition, id: string, fields: JsonObject): StoredRecord {
    const table = this.table(companyId, definition);
    const current = table.get(id.toLowerCase());
    if (current === undefined) throw notFoundError(id);
    const currentId = String(current.data.id);
    this.requireUniqueKey(table, definition, fields, currentId);
    return this.write(table, definition, currentId, { ...current.data, ...fields });
  }

  /** Removes a record; false when there was none. */
  remove(companyId: string, definition: CollectionDefinition, id: string): boolean {
    const table = this.table(companyId, definition);
    if (!table.has(id.toLowerCase())) return false;
    this.changed(() => table.delete(id.toLowerCase()));
    return true;
  }

  /** The last number a company's series gave out (0 before the first). */
  lastNumber(companyId: string, prefix: string): number {
    return this.series.get(`${companyKey(companyId)}\u0000${prefix}`) ?? 0;
  }

  /** Records that a series gave out a number, so that it is never given again (not even after a delete). */
  useNumber(companyId: string, prefix: string, value: number): void {
    const key = `${companyKey(companyId)}\u0000${prefix}`;
    if (value > (this.series.get(key) ?? 0)) this.changed(() => this.series.set(key, value));
  }

  /** Forgets every company, record and number series. */
  clear(): void {
    this.changed(() => {
      this.companyList.clear();
      this.tables.clear();
      this.series.clear();
    });
  }

  /** Everything the store holds, as plain JSON data. */
  snapshot(definitions: readonly CollectionDefinition[]): StoreSnapshot {
    const records = this.companies().flatMap((company) =>
      definitions.flatMap((definition) =>
        this.list(company.id, definition).map((record) => ({
          companyId: company.id,
          collection: definition.name,
          etag: record.etag,
          data: record.data,
        })),
      ),
    );
    const numberSeries = [...this.series].map(([key, last]) => {
      const [companyId = "", prefix = ""] = key.split("\u0000");
      return { companyId, prefix, last };
    });
    return { format: 1, companies: this.companies(), numberSeries, records };
  }

  /** Replaces the whole content with a snapshot (records are kept as they are, eTags included). */
  restore(snapshot: StoreSnapshot, definitions: readonly CollectionDefinition[]): void {
    this.batch(() => {
      this.clear();
      for (const company of snapshot.companies) this.addCompany(company);
      for (const { companyId, prefix, last } of snapshot.numberSeries)
        this.useNumber(companyId, prefix, last);
      for (const record of snapshot.records) {
        const definition = definitions.find((candidate) => candidate.name === record.collection);
        if (definition === undefined) continue;
        const id = String(record.data.id).toLowerCase();
        this.table(record.companyId, definition).set(id, { etag: record.etag, data: record.data });
        const stamp = Date.parse(String(record.data.lastModifiedDateTime));
        if (Number.isFinite(stamp)) this.lastStamp = Math.max(this.lastStamp, stamp);
      }
    });
  }

  private changed(mutation: () => void): void {
    this.batch(() => {
      mutation();
      this.dirty = true;
    });
  }

  private table(companyId: string, definition: CollectionDefinition): Map<string, StoredRecord> {
    const key = tableKey(companyId, definition);
    let table = this.tables.get(key);
    if (table === undefined) {
      table = new Map();
      this.tables.set(key, table);
    }
    return table;
  }

  private requireUniqueKey(
    table: Map<string, StoredRecord>,
    definition: CollectionDefinition,
    fields: JsonObject,
    ownId: string | undefined,
  ): void {
    const { uniqueKey } = definition;
    if (uniqueKey === undefined) return;
    const keys: readonly string[] = typeof uniqueKey === "string" ? [uniqueKey] : uniqueKey;
    if (keys.some((key) => fields[key] === undefined)) return;
    for (const record of table.values()) {
      const same = keys.every((key) => record.data[key] === fields[key]);
      if (same && record.data.id !== ownId) throw duplicateError();
    }
  }

  private write(
    table: Map<string, StoredRecord>,
    definition: CollectionDefinition,
    id: string,
    fields: JsonObject,
  ): StoredRecord {
    const data: JsonObject = { id };
    for (const name of Object.keys(definition.fields)) {
      if (fields[name] !== undefined) data[name] = fields[name];
    }
    if (definition.stampsLastModified !== false) data.lastModifiedDateTime = this.nextStamp();
    const record: StoredRecord = { etag: newWeakEtag(), data };
    this.changed(() => table.set(id.toLowerCase(), record));
    return record;
  }

  // Strictly increasing, so two writes in the same millisecond still get different times.
  private nextStamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString();
  }
}

/**
 * The 404 for an id that names no record: `Internal_RecordNotFound`, as the service answers a
 * record that is not there (NavCSideRecordNotFoundException, dev-itpro/webservices/dynamics-error-codes.md).
 */
export function notFoundError(id: string): ServiceError {
  return new ServiceError(
    404,
    "Internal_RecordNotFound",
    `The record does not exist. Identification fields and values: Id='{${id.toUpperCase()}}'`,
  );
}
