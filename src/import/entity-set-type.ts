/**
 * The record type of an entity set named on the command line (`--entity-set`, `--api`): the
 * typed resource's when the package has one for that entity set and API version, and otherwise
 * `records.Record`, which holds a record of any entity set by its key fields and a map of fields.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition } from "../records/definitions/entity-definition";
import { entitySetAdoption } from "../records/adoption/entity-set-adoption";
import { IMPORTED_TYPES, type ImportedType } from "./imported-types";

/** What the package has for an entity set at an API version. */
export type EntitySetMatch =
  /** A typed resource: its type, written exactly as `--types` writes it. */
  | { typed: ImportedType }
  /** A type the API only reads (dimensions): no resource can hold its records. */
  | { readOnly: EntityDefinition }
  /** Nothing: its records are written as `records.Record`. */
  | undefined;

/** The typed record type, if any, whose entity set and API version these are. */
export function matchEntitySet(entitySet: string, apiRoute: string): EntitySetMatch {
  const typed = IMPORTED_TYPES.find(
    (type) => type.collection.segment === entitySet && type.collection.version === apiRoute,
  );
  if (typed) return { typed };
  const readOnly = ENTITIES.find((e) => e.readOnly && e.entitySet === entitySet && e.apiVersion === apiRoute);
  return readOnly ? { readOnly } : undefined;
}

/** The type whose records `records.Record` adopts, one per record of the entity set. */
export function entitySetType(
  apiRoute: string,
  entitySet: string,
  keyFields: readonly string[],
): ImportedType {
  return {
    ...entitySetAdoption(apiRoute, entitySet, keyFields),
    key: `${apiRoute}/${entitySet}`,
    plural: `records of ${entitySet} (${apiRoute})`,
  };
}
