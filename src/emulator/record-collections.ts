/** What a record field accepts. `id` and `lastModifiedDateTime` are common to all collections and not listed. */
export interface FieldSpec {
  /** JSON type of the value. */
  readonly type: "string" | "number" | "boolean";
  /** Must be present (and, for strings, non-empty) when the record is created, and never emptied. */
  readonly required?: boolean;
  /** Longest accepted string. */
  readonly maxLength?: number;
  /** Computed by the service: a client may only repeat the current value. */
  readonly readOnly?: boolean;
}

/** One record collection of the records service. */
export interface CollectionDefinition {
  /** API version segment of its path, such as `v2.0`. */
  readonly version: string;
  /** Collection segment of its path, such as `disputeStatus`; also the store's collection key. */
  readonly name: string;
  /** The OData type name used in error messages. */
  readonly typeName: string;
  /** Collection-specific fields, in the order responses list them. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** A field whose value must be unique within a company (the record's natural key). */
  readonly uniqueKey?: string;
  /** Values of optional fields that a create leaves out. */
  readonly defaults: Readonly<Record<string, unknown>>;
}

// Dispute Status in the real service: Code is Code[10], Description is Text[100].
const disputeStatus: CollectionDefinition = {
  version: "v2.0",
  name: "disputeStatus",
  typeName: "Microsoft.NAV.disputeStatus",
  fields: {
    code: { type: "string", required: true, maxLength: 10 },
    displayName: { type: "string", maxLength: 100 },
  },
  uniqueKey: "code",
  defaults: { displayName: "" },
};

/** Every collection the emulator serves. Currencies and purchase credit memos are added here. */
export const RECORD_COLLECTIONS: readonly CollectionDefinition[] = [disputeStatus];

/** Finds a collection by version and name. */
export function findCollection(version: string, name: string): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find((c) => c.version === version && c.name === name);
}

/** Finds a collection by name alone (admin paths carry no version). */
export function findCollectionByName(name: string): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find((c) => c.name === name);
}
