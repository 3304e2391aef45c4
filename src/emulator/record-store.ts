import { randomUUID } from "node:crypto";
import { newWeakEtag } from "./etag";
import type { JsonObject } from "./http-helpers";
import type { CollectionDefinition } from "./record-collections";
import { ServiceError } from "./service";

/** A record as stored: its current eTag and its fields (`id` first, `lastModifiedDateTime` last). */
export interface StoredRecord {
  readonly etag: string;
  readonly data: JsonObject;
}

function duplicateError(): ServiceError {
  return new ServiceError(400, "Internal_EntityWithSameKeyExists", "The record already exists.");
}

/**
 * In-memory records keyed by (companyId, collection, id). Every write goes through here, so the new eTag,
 * the new `lastModifiedDateTime` and the unique-key check happen in one place for clients and admin alike.
 */
export class RecordStore {
  private readonly tables = new Map<string, Map<string, StoredRecord>>();
  private lastStamp = 0;

  /** The record, or undefined. Ids are GUIDs, compared without regard to case. */
  get(companyId: string, definition: CollectionDefinition, id: string): StoredRecord | undefined {
    return this.table(companyId, definition).get(id.toLowerCase());
  }

  /** All records of a collection in a company, oldest first. */
  list(companyId: string, definition: CollectionDefinition): StoredRecord[] {
    return [...this.table(companyId, definition).values()];
  }

  /** Creates a record from checked fields; the id is chosen by the service unless a seed gives one. */
  insert(
    companyId: string,
    definition: CollectionDefinition,
    changes: JsonObject,
    id?: string,
  ): StoredRecord {
    const table = this.table(companyId, definition);
    const recordId = id ?? randomUUID();
    if (table.has(recordId.toLowerCase())) throw duplicateError();
    this.requireUniqueKey(table, definition, changes, undefined);
    const fields = { ...definition.defaults, ...changes };
    return this.write(table, definition, recordId, fields);
  }

  /** Applies checked changes to an existing record; throws 404 when it is gone. */
  update(companyId: string, definition: CollectionDefinition, id: string, changes: JsonObject): StoredRecord {
    const table = this.table(companyId, definition);
    const current = table.get(id.toLowerCase());
    if (current === undefined) throw notFoundError(id);
    const currentId = String(current.data.id);
    this.requireUniqueKey(table, definition, changes, currentId);
    return this.write(table, definition, currentId, { ...current.data, ...changes });
  }

  /** Removes a record; false when there was none. */
  remove(companyId: string, definition: CollectionDefinition, id: string): boolean {
    return this.table(companyId, definition).delete(id.toLowerCase());
  }

  /** Forgets every record. */
  clear(): void {
    this.tables.clear();
  }

  private table(companyId: string, definition: CollectionDefinition): Map<string, StoredRecord> {
    const key = `${companyId}\u0000${definition.version}/${definition.name}`;
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
    changes: JsonObject,
    ownId: string | undefined,
  ): void {
    const key = definition.uniqueKey;
    if (key === undefined || changes[key] === undefined) return;
    for (const record of table.values()) {
      if (record.data[key] === changes[key] && record.data.id !== ownId) throw duplicateError();
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
    data.lastModifiedDateTime = this.nextStamp();
    const record: StoredRecord = { etag: newWeakEtag(), data };
    table.set(id.toLowerCase(), record);
    return record;
  }

  // Strictly increasing, so two writes in the same millisecond still get different times.
  private nextStamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString();
  }
}

/** The 404 for an id that names no record. */
export function notFoundError(id: string): ServiceError {
  return new ServiceError(
    404,
    "BadRequest_ResourceNotFound",
    `The record with id '${id}' does not exist or you do not have access to it.`,
  );
}
