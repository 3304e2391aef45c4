/**
 * How `records.Record` adopts a record of any entity set: by its key fields and a map of the
 * fields it holds, since no definition says which of them a program may set.
 */
import { genericCollection } from "../client/entity-set-collection";
import { recordInputs } from "../definitions/generated/record-schemas";
import type { LiveRecord } from "../definitions/record-base";
import type { AdoptableType } from "./adoptable-types";
import { atServiceDefault, checked, type FieldValue } from "./adoption-inputs";

/** The resource class that holds a record of any entity set. */
export const RECORD_RESOURCE = "Record";

/**
 * The fields Business Central adds to every table and sets itself (`SystemId`, `SystemCreatedAt`,
 * `SystemCreatedBy`, `SystemModifiedAt`, `SystemModifiedBy`), as API pages name them. No client
 * writes them, and the modification time and user change with every write: kept in `fields`, they
 * would show as drift after the record's next change, and `up` would write them back.
 */
const SYSTEM_FIELD = /^system[A-Z]/;

/**
 * The fields of a record that `records.Record` adopts it with. Every field the service returned
 * is kept but the record's id, its annotations (`@odata.etag`, `name@odata.mediaReadLink`, ...),
 * `lastModifiedDateTime`, which the resource holds itself, and the system fields (but a key field
 * among them); a null, an object or an array (a navigation property, a complex value) is no field
 * value a body can carry and is left out. A field at the service's default (blank, `0`, `false`,
 * ...: `atServiceDefault`) is left out too, but a key field: the program then leaves it to the
 * service. Unlike a typed resource's, such a field's table is unknown here, so one whose InitValue
 * is something else is left out as well; it keeps its value in this company either way.
 */
function recordFields(record: LiveRecord, keyFields: readonly string[]): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(record)) {
    if (name === "id" || name === "lastModifiedDateTime" || name.includes("@")) continue;
    if (!keyFields.includes(name) && (SYSTEM_FIELD.test(name) || atServiceDefault(value))) continue;
    // Other fields the service sets itself (a number series, a total) are kept: without the
    // entity's page, a field the service sets can't be told from one the program may set. Kept
    // with the value the service holds, they change nothing: the first `up` patches nothing
    // because the values are equal.
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      out[name] = value;
    }
  }
  return out;
}

/** A key field's value as the resource name is made from it; a value that is not one, empty. */
function keyText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

/** How `records.Record` adopts a record of the entity set, named by its key fields. */
export function entitySetAdoption(
  apiRoute: string,
  entitySet: string,
  keyFields: readonly string[],
): AdoptableType {
  return {
    resource: RECORD_RESOURCE,
    adoptInput: "adoptRecordId",
    collection: genericCollection(apiRoute, entitySet),
    code: (record) => keyFields.map((field) => keyText(record[field])).join("-"),
    convert: (record, companyId) =>
      checked(recordInputs, companyId, {
        adoptRecordId: record.id,
        apiRoute,
        entitySet,
        keyFields: [...keyFields],
        fields: recordFields(record, keyFields),
      }),
  };
}
