/**
 * The record types an import reads, one for each definition that is not read only, in the order
 * the generated program declares them: how a record of each becomes the inputs of the resource
 * that adopts it is the records' own (src/records/adoption), which the plugin's `pulumi import`
 * shares; the import adds the type's name on the command line and its words in messages.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition } from "../records/definitions/entity-definition";
import { adoptableType, type AdoptableType } from "../records/adoption/adoptable-types";
import { REFERENCE_TARGETS } from "./reference-fields";

/** One record type of an import. */
export interface ImportedType extends AdoptableType {
  /** The key of the type on the command line and in results, such as `disputeStatuses`. */
  key: string;
  /** Plural words for messages. */
  plural: string;
}

function importedType(entity: EntityDefinition): ImportedType {
  return {
    ...adoptableType(entity),
    key: entity.plural.charAt(0).toLowerCase() + entity.plural.slice(1),
    plural:
      entity.pluralNoun ??
      entity.plural.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : ` ${c.toLowerCase()}`)),
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
