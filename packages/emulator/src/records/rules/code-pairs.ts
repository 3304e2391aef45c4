import type { WriteContext } from "../collection-types";
import { dialogError } from "./dialog-error";
import { EMPTY_GUID } from "./field-checks";
import type { JsonObject } from "../../http-helpers";
import type { ServiceError } from "../../service";

/**
 * An id/code pair of an API page that names one record of another table, such as the customers'
 * `currencyId` and `currencyCode` (APIV2Customers.Page.al:239-267): setting one sets the other.
 */
export interface CodePairSpec {
  /** The collection the pair names. */
  readonly collection: string;
  readonly idField: string;
  readonly codeField: string;
  /** The 400 for an id that names no record. */
  readonly unknownId: (id: string) => ServiceError;
  /** The 400 for a code that names no record. */
  readonly unknownCode: (code: string) => ServiceError;
  /**
   * The 400 for an id and a code that name different records; absent where the code wins (a table
   * that validates the id into the code and the code back into the id, as Item's posting groups do).
   */
  readonly mismatch?: () => ServiceError;
  /** Rewrites a written code before the look-up (the local currency's code is stored blank). */
  readonly translate?: (code: string, context: WriteContext) => string;
  /** Finds the record a code names, where a plain look-up of `code` is not the table's rule. */
  readonly findByCode?: (code: string, context: WriteContext) => JsonObject | undefined;
  /** Finds the record an id names, where a plain look-up of `id` in the collection is not the table's rule. */
  readonly findById?: (id: string, context: WriteContext) => JsonObject | undefined;
}

/** The usual messages of the APIV2 pages: 'The "<field>" does not match to a <Entity>.' */
export function doesNotMatch(field: string, entity: string): () => ServiceError {
  return () => dialogError(`The "${field}" does not match to a ${entity}.`);
}

function byId(spec: CodePairSpec, context: WriteContext, id: string): JsonObject | undefined {
  if (id === EMPTY_GUID) return undefined;
  const record = spec.findById ? spec.findById(id, context) : context.find(spec.collection, "id", id);
  if (record === undefined) throw spec.unknownId(id);
  return record;
}

/**
 * Applies the pair's fields a write sets, in page order (the id's OnValidate first, then the code's):
 * an id fills the code (blank for the empty GUID), a code fills the id; both given must name the same
 * record. Fields the body leaves out keep their stored values.
 */
export function applyCodePair(fields: JsonObject, context: WriteContext, spec: CodePairSpec): void {
  const id = context.changes[spec.idField];
  const code = context.changes[spec.codeField];
  let fromId: JsonObject | undefined;
  if (typeof id === "string") {
    fromId = byId(spec, context, id);
    fields[spec.idField] = fromId === undefined ? EMPTY_GUID : String(fromId.id);
    fields[spec.codeField] = fromId === undefined ? "" : String(fromId.code);
  }
  if (typeof code !== "string") return;
  const written = spec.translate === undefined ? code : spec.translate(code, context);
  if (fromId !== undefined && spec.mismatch !== undefined) {
    if (fromId.code !== written) throw spec.mismatch();
    return;
  }
  const record =
    written === ""
      ? undefined
      : spec.findByCode
        ? spec.findByCode(written, context)
        : context.find(spec.collection, "code", written);
  if (written !== "" && record === undefined) throw spec.unknownCode(written);
  fields[spec.idField] = record === undefined ? EMPTY_GUID : String(record.id);
  fields[spec.codeField] = record === undefined ? "" : String(record.code);
}
