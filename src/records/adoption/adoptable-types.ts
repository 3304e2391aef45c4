/**
 * The record types a resource can adopt, one for each definition that is not read only, and how
 * a record of each becomes the inputs of the resource that adopts it. The inputs are checked with
 * the very schema the resource's `check` uses, so a record the resource could not take is refused
 * with the reason instead of adopted.
 */
import type * as z from "zod";
import { collectionOf, type RecordCollection } from "../client/record-collection";
import { filterEq } from "../client/odata";
import type { EntityDefinition } from "../definitions/entity-definition";
import { inputsSchemaOf } from "../definitions/entity-schemas";
import type { LiveRecord } from "../definitions/record-base";
import { ENTITIES } from "../entities";
import { writableFields } from "../provider/entity-spec";
import { atServiceDefault, checked, type Conversion, type FieldValue } from "./adoption-inputs";

/** A record type as an adopting resource sees it: where its records are, and their inputs. */
export interface AdoptableType {
  /** The resource class in `bizops.records`. */
  resource: string;
  /** The input that names the record the resource adopts, such as `adoptRecordId`. */
  adoptInput: string;
  collection: RecordCollection<z.ZodType<LiveRecord>>;
  /** A filter every read of the type has: only such records can be adopted. */
  baseFilter?: string;
  /** The record's code, which names its resource. */
  code(record: LiveRecord): string;
  /** The resource inputs that adopt the record, `companyId` aside. */
  convert(record: LiveRecord, companyId: string): Conversion;
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

/** How a record of the type `entity` defines is adopted. */
export function adoptableType(entity: EntityDefinition): AdoptableType {
  const schema = inputsSchemaOf(entity);
  const adoptInput = entity.create.kind === "adopt" ? entity.create.input : "adoptRecordId";
  const rule = entity.editableWhile;
  return {
    resource: entity.name,
    adoptInput,
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

/** Every record type a resource can adopt, in the definitions' order. */
export const ADOPTABLE_TYPES: readonly AdoptableType[] = ENTITIES.filter((entity) => !entity.readOnly).map(
  adoptableType,
);
