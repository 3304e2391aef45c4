/**
 * The record types an import reads, one for each definition, and how a record of each becomes the
 * inputs of the resource that adopts it. The inputs are checked with the very schema the
 * resource's `check` uses, so a record the resource could not take is skipped with the reason
 * instead of written.
 */
import type * as z from "zod";
import { collectionOf, type RecordCollection } from "../records/client/collections";
import { ENTITIES } from "../records/entities";
import type { EntityDefinition } from "../records/definitions/entity-definition";
import { inputsSchemaOf } from "../records/definitions/entity-schemas";
import { writableFields } from "../records/provider/entity-spec";
import { filterEq } from "../records/client/odata";
import type { LiveRecord } from "../records/definitions/record-base";
import type { DeletionPolicy } from "../records/definitions/deletion-policy";
import { REFERENCE_TARGETS } from "./reference-fields";

/**
 * The deletion policy of an adopted record, unless the import is asked to manage deletion: a
 * destroy of the program, or the resource's removal, leaves the record in the company.
 */
export const ADOPTED_DELETION_POLICY: DeletionPolicy = "abandon";

/** A record field value the generated program writes. */
export type FieldValue = string | number | boolean;

/**
 * A resource input the generated program writes: a field value, or for `records.Record` its key
 * field names (`keyFields`) and its map of fields (`fields`).
 */
export type InputValue = FieldValue | readonly string[] | Readonly<Record<string, FieldValue>>;

/** A record turned into resource inputs, or the reason it cannot be. */
export type Conversion = { inputs: Record<string, InputValue> } | { reason: string };

/** One record type of an import. */
export interface ImportedType {
  /** The key of the type on the command line and in results, such as `disputeStatuses`. */
  key: string;
  /** The resource class in `bizops.records`. */
  resource: string;
  /** Plural words for messages. */
  plural: string;
  /** The input that names the record the resource adopts, such as `adoptRecordId`. */
  adoptInput: string;
  collection: RecordCollection<z.ZodType<LiveRecord>>;
  /** A filter every read of the type has, joined with the user's by `and`. */
  baseFilter?: string;
  /** The record's code, which names its resource. */
  code(record: LiveRecord): string;
  /** The resource inputs that adopt the record, `companyId` aside. */
  convert(record: LiveRecord, companyId: string): Conversion;
}

// The service writes these for an id or a date that is not set, and an option whose blank
// member (its " ") is chosen as the OData name of a space.
const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";
const EMPTY_DATE = "0001-01-01";
const BLANK_OPTION = "_x0020_";

/**
 * Whether a value is the one a new record's field holds when nothing sets it: blank text, the
 * blank option, the all-zero id, no date, `0` and `false`. A field of the record types holds it
 * unless its table gives the field an InitValue; the one such field the definitions state,
 * a country's `addressFormat` ("City+Post Code"), starts at a value none of these is, so it is
 * always written. A field left out of a program is not managed: the service keeps its value.
 */
export function atServiceDefault(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    value === BLANK_OPTION ||
    value === EMPTY_GUID ||
    value === EMPTY_DATE ||
    value === 0 ||
    value === false
  );
}

/**
 * The fields of `record` that a program manages, in the order given: those that hold a value
 * other than the service's default. A key field and a required field are kept whatever they hold
 * (the program must still set them), and so is the field another kept field's rule needs
 * (`onlyWhile`, such as an item's `type`). Of a pair that names one record by id and by code, only
 * the code is written, as a program sets one of the two; the id only when the record holds no code.
 */
function setFields(entity: EntityDefinition, record: LiveRecord): Record<string, FieldValue> {
  const namedByCode = new Set(
    (entity.exclusive ?? []).filter((pair) => !atServiceDefault(record[pair.code])).map((pair) => pair.id),
  );
  const kept = (field: string) =>
    entity.key.includes(field) ||
    entity.fields[field]?.input === "required" ||
    !atServiceDefault(record[field]);
  const needed = new Set(
    Object.entries(entity.fields)
      .filter(([field, definition]) => definition.onlyWhile !== undefined && kept(field))
      .map(([, definition]) => definition.onlyWhile!.field),
  );
  const out: Record<string, FieldValue> = {};
  for (const field of writableFields(entity)) {
    const value = record[field];
    if (value === undefined || value === null || namedByCode.has(field)) continue;
    if (!kept(field) && !needed.has(field)) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      out[field] = value;
    }
  }
  return out;
}

/** Checks the inputs with the resource's own input schema; a refusal names each property. */
export function checked(
  schema: z.ZodType,
  companyId: string,
  inputs: Record<string, InputValue>,
): Conversion {
  const parsed = schema.safeParse({ companyId, ...inputs });
  if (parsed.success) return { inputs };
  const problems = parsed.error.issues.map((issue) => {
    // The value at the issue's path, such as fields.name for records.Record.
    let value: unknown = inputs;
    for (const part of issue.path) {
      value =
        typeof value === "object" && value !== null
          ? (value as Record<string, unknown>)[String(part)]
          : undefined;
    }
    if (issue.path.length === 0) value = undefined;
    const shown = value === undefined ? "" : ` (${JSON.stringify(value)})`;
    return `${issue.path.map(String).join(".") || "record"}${shown} ${issue.message}`;
  });
  return { reason: problems.join("; ") };
}

function importedType(entity: EntityDefinition): ImportedType {
  const schema = inputsSchemaOf(entity);
  const adoptInput = entity.create.kind === "adopt" ? entity.create.input : "adoptRecordId";
  const rule = entity.editableWhile;
  return {
    key: entity.plural.charAt(0).toLowerCase() + entity.plural.slice(1),
    resource: entity.name,
    adoptInput,
    plural:
      entity.pluralNoun ??
      entity.plural.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : ` ${c.toLowerCase()}`)),
    collection: collectionOf(entity),
    // Only a record in the editable state can be changed or deleted through the service, so only
    // those are adopted.
    ...(rule ? { baseFilter: filterEq(rule.field, rule.value) } : {}),
    code: (record) => entity.key.map((field) => String(record[field])).join("-"),
    convert: (record, companyId) => {
      if (rule && record[rule.field] !== rule.value) {
        return {
          reason: `${rule.field} is ${JSON.stringify(record[rule.field])}: only ${rule.value} ${entity.noun} records can be managed, the service refuses changes to others`,
        };
      }
      return checked(schema, companyId, { [adoptInput]: record.id, ...setFields(entity, record) });
    },
  };
}

/**
 * The definitions in the order the generated program declares them: a type after every type its
 * reference fields name (so that a resource is declared before the resources that use its
 * outputs), otherwise in the definitions' order.
 */
function declarationOrder(entities: readonly EntityDefinition[]): EntityDefinition[] {
  const names = new Set(entities.map((entity) => entity.name));
  const needs = new Map(
    entities.map((entity) => [
      entity,
      new Set(
        Object.keys(entity.fields)
          .map((field) => REFERENCE_TARGETS[field])
          .filter(
            (target): target is string => target !== undefined && target !== entity.name && names.has(target),
          ),
      ),
    ]),
  );
  const ordered: EntityDefinition[] = [];
  const declared = new Set<string>();
  while (ordered.length < entities.length) {
    const next = entities.find(
      (entity) => !declared.has(entity.name) && [...needs.get(entity)!].every((name) => declared.has(name)),
    );
    if (next === undefined) throw new Error("the record types' reference fields name each other in a cycle");
    ordered.push(next);
    declared.add(next.name);
  }
  return ordered;
}

/** Every record type, in the order the generated program declares them (referenced types first). */
export const IMPORTED_TYPES: readonly ImportedType[] = declarationOrder(
  ENTITIES.filter((entity) => !entity.readOnly),
).map(importedType);
