import type { WriteContext } from "../collection-types";
import { EMPTY_GUID } from "./field-checks";
import type { JsonObject } from "../../http-helpers";
import { ServiceError } from "../../service";

/** How a record names a record of another collection: by its id, or by its natural key. */
export interface ReferenceSpec {
  /** The collection referred to, such as `vendors`. */
  readonly collection: string;
  /** The entity's name in messages, such as `Vendor`. */
  readonly entity: string;
  /** The referring field that holds the id, such as `vendorId`. */
  readonly idField: string;
  /** The referring field that holds the key, such as `vendorNumber`. */
  readonly keyField: string;
  /** The key's field in the collection referred to, such as `number`. */
  readonly targetKey: string;
  /** The key's label in not-found messages, such as `No.`. */
  readonly keyLabel: string;
  /** The page's own 400 for a reference that names no record; the platform's record-not-found when absent. */
  readonly notFound?: () => ServiceError;
  /** The page's own 400 for an id and a key that name different records. */
  readonly mismatch?: () => ServiceError;
}

/**
 * What a write says about a reference: `absent` (neither field in the body), `empty` (given, but
 * blank or the empty GUID), or the record it names.
 */
export type ResolvedReference =
  | { readonly state: "absent" }
  | { readonly state: "empty" }
  | { readonly state: "found"; readonly record: JsonObject };

/** The 400 the real service answers when a referenced record does not exist. */
export function recordNotFoundError(entity: string, identification: string): ServiceError {
  return new ServiceError(
    400,
    "Internal_RecordNotFound",
    `The ${entity} does not exist. Identification fields and values: ${identification}`,
  );
}

function named(value: unknown): value is string {
  return typeof value === "string" && value !== "" && value !== EMPTY_GUID;
}

function lookUp(
  spec: ReferenceSpec,
  context: WriteContext,
  field: string,
  value: string,
  label: string,
): JsonObject {
  const record = context.find(spec.collection, field, value);
  if (record === undefined)
    throw spec.notFound?.() ?? recordNotFoundError(spec.entity, `${label}='${value}'`);
  return record;
}

/**
 * Resolves the reference the body of a write makes (only the changes count, so a PATCH that names the
 * vendor by number alone is not held back by the stored id). When both fields are given they must name
 * the same record.
 */
export function resolveReference(spec: ReferenceSpec, context: WriteContext): ResolvedReference {
  const id = context.changes[spec.idField];
  const key = context.changes[spec.keyField];
  if (!named(id) && !named(key)) {
    return { state: id === undefined && key === undefined ? "absent" : "empty" };
  }
  const byId = named(id) ? lookUp(spec, context, "id", id, "Id") : undefined;
  const byKey = named(key) ? lookUp(spec, context, spec.targetKey, key, spec.keyLabel) : undefined;
  if (byId !== undefined && byKey !== undefined && byId.id !== byKey.id) {
    if (spec.mismatch !== undefined) throw spec.mismatch();
    throw new ServiceError(
      400,
      "BadRequest",
      `The "${spec.idField}" and "${spec.keyField}" do not name the same ${spec.entity.toLowerCase()}.`,
    );
  }
  const record = byId ?? byKey;
  return record === undefined ? { state: "absent" } : { state: "found", record };
}
