import type {
  CollectionDefinition,
  NumberSeriesSpec,
  RecordReads,
  WriteContext,
  WriteMode,
} from "./collection-types";
import { companyNotFoundError, settingsOf } from "./store/companies";
import type { JsonObject } from "../http-helpers";
import { findCollectionByName, referencesTo } from "./record-collections";
import type { RecordStore, StoredRecord } from "./store/store";
import { checkRepeats, checkWrite } from "./rules/validation";
import { apiInsertChanges } from "./rules/api-setup-templates";

/** A number taken from a series while completing a write, recorded as used once the write succeeds. */
interface NumberTaken {
  readonly prefix: string;
  readonly value: number;
}

/**
 * The one path of every record write, for clients and admin alike: checks the body, lets the collection's
 * rules complete the record (derived fields, references, number series), compares the read-only values
 * the body repeated, then stores it. Each write is one store batch, so a state file is written once.
 */
export class RecordWriter {
  constructor(private readonly store: RecordStore) {}

  /** The company's canonical id; 404 `BadRequest_NotFound` when the emulator holds no such company. */
  requireCompany(companyId: string): string {
    const company = this.store.company(companyId);
    if (company === undefined) throw companyNotFoundError(companyId);
    return company.id;
  }

  /** Creates a record from a client POST (`create`) or an admin seed (`seed`, which may choose the id). */
  create(
    companyId: string,
    definition: CollectionDefinition,
    body: JsonObject,
    mode: "create" | "seed",
  ): StoredRecord {
    return this.store.batch(() => {
      const checked = checkWrite(definition, body, mode);
      const { repeats, id } = checked;
      // A client insert runs the table's OnInsert and the API Setup template; a seed stages the record as given.
      const changes =
        mode === "create"
          ? apiInsertChanges(definition.name, checked.changes, settingsOf(this.store.company(companyId)))
          : checked.changes;
      const taken: NumberTaken[] = [];
      const context = this.context(companyId, definition, mode, changes, undefined, taken);
      const fields = this.complete(definition, { ...definition.defaults, ...changes }, context);
      checkRepeats(repeats, fields);
      const record = this.store.insert(companyId, definition, fields, id);
      for (const number of taken) this.store.useNumber(companyId, number.prefix, number.value);
      return record;
    });
  }

  /**
   * Changes a record from a client PATCH (`update`, refused in states the collection forbids) or behind
   * the client's back (`drift`). The caller has checked `If-Match`.
   */
  update(
    companyId: string,
    definition: CollectionDefinition,
    current: StoredRecord,
    body: JsonObject,
    mode: "update" | "drift",
  ): StoredRecord {
    if (mode === "update") definition.rules?.guardClientChange?.(current.data);
    return this.store.batch(() => {
      const { changes, repeats } = checkWrite(definition, body, mode, current);
      const context = this.context(companyId, definition, mode, changes, current.data, []);
      const fields = this.complete(definition, { ...current.data, ...changes }, context);
      checkRepeats(repeats, fields);
      const record = this.store.update(companyId, definition, String(current.data.id), fields);
      this.renameReferences(companyId, definition, current.data, record.data);
      return record;
    });
  }

  /**
   * A write that changes a record's key renames it, and the platform renames it wherever a field
   * related to its table holds the old key: "When you rename a record in one location, it is
   * updated in all other locations" (MicrosoftDocs/dynamics365smb-devitpro-pb
   * dev-itpro/developer/triggers-auto/table/devenv-onrename-table-trigger.md). Each record so
   * changed is written, so its eTag changes as a database row's version does; so is each record
   * that names it by id (FieldSpec.idOf), whose hidden code the rename changed.
   */
  private renameReferences(
    companyId: string,
    definition: CollectionDefinition,
    before: JsonObject,
    after: JsonObject,
  ): void {
    const key = definition.uniqueKey;
    if (typeof key !== "string") return;
    const from = before[key];
    const to = after[key];
    if (typeof from !== "string" || from === "" || from === to) return;
    const id = String(before.id).toLowerCase();
    for (const { collection, field, byId } of referencesTo(definition.name)) {
      for (const record of this.store.list(companyId, collection)) {
        const held = record.data[field];
        if (byId ? typeof held !== "string" || held.toLowerCase() !== id : held !== from) continue;
        const renamed = byId ? record.data : { ...record.data, [field]: to };
        this.store.update(companyId, collection, String(record.data.id), renamed);
      }
    }
  }

  /**
   * Deletes a record; a client delete (`admin` false) is refused in states the collection forbids
   * and while its table's OnDelete finds other records holding it.
   */
  remove(companyId: string, definition: CollectionDefinition, current: StoredRecord, admin: boolean): void {
    if (!admin) {
      definition.rules?.guardClientChange?.(current.data);
      definition.onDelete?.(current.data, this.reads(companyId));
    }
    this.store.remove(companyId, definition, String(current.data.id));
  }

  private complete(definition: CollectionDefinition, fields: JsonObject, context: WriteContext): JsonObject {
    return definition.rules === undefined ? fields : definition.rules.complete(fields, context);
  }

  private context(
    companyId: string,
    definition: CollectionDefinition,
    mode: WriteMode,
    changes: JsonObject,
    current: JsonObject | undefined,
    taken: NumberTaken[],
  ): WriteContext {
    const store = this.store;
    return {
      ...this.reads(companyId),
      mode,
      changes,
      current,
      settings: settingsOf(store.company(companyId)),
      nextNumber(series: NumberSeriesSpec) {
        let value = store.lastNumber(companyId, series.prefix);
        let text: string;
        // A number an admin seed already used is skipped, so the series never makes a duplicate.
        do {
          value += 1;
          text = `${series.prefix}${String(value).padStart(series.digits, "0")}`;
        } while (store.find(companyId, definition, series.field, text) !== undefined);
        taken.push({ prefix: series.prefix, value });
        return text;
      },
      today: () => new Date().toISOString().slice(0, 10),
    };
  }

  /** The company's records as rules read them, by collection name. */
  private reads(companyId: string): RecordReads {
    const store = this.store;
    return {
      companyId,
      find(collection, field, value) {
        const other = findCollectionByName(collection);
        return other === undefined ? undefined : store.find(companyId, other, field, value)?.data;
      },
      findAll(collection, field, value) {
        const other = findCollectionByName(collection);
        if (other === undefined) return [];
        return store
          .list(companyId, other)
          .map((record) => record.data)
          .filter((data) => (typeof value === "string" ? data[field] === value : value(data[field])));
      },
    };
  }
}
