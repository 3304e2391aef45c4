/**
 * A record type's provider, derived from its definition: the shared record create/read/update/
 * delete driven by the spec made here. Each type's spec and provider are made once per process.
 */
import type { ResourceProviderImpl } from "../core/resource-provider";
import type { RecordCollection } from "./collections";
import type { CreateRecovery } from "./create-recovery";
import type { EntityDefinition } from "./entity-definition";
import { inputsSchemaOf, recordSchemaOf, stateSchemaOf } from "./entity-schemas";
import { filterAnd, filterEq } from "./odata";
import type { LiveRecord } from "./record-base";
import { recordResourceProvider, type RecordResourceDeps, type RecordResourceSpec } from "./record-resource";
import type * as z from "zod";

const collections = new WeakMap<EntityDefinition, RecordCollection<z.ZodType<LiveRecord>>>();

/** Where the type's records live and what they look like. */
export function collectionOf(entity: EntityDefinition): RecordCollection<z.ZodType<LiveRecord>> {
  let collection = collections.get(entity);
  if (!collection) {
    collection = {
      segment: entity.entitySet,
      version: entity.apiVersion,
      noun: entity.noun,
      schema: recordSchemaOf(entity),
    };
    collections.set(entity, collection);
  }
  return collection;
}

/** The fields of the type a program may set, in the page's order. */
export function writableFields(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.input !== undefined)
    .map(([name]) => name);
}

function keyValue(value: unknown): string | number | boolean {
  return typeof value === "number" || typeof value === "boolean" ? value : String(value);
}

/** A create is found again by the record's key: the record holding it is the only candidate. */
export function keyRecovery(key: readonly string[]): CreateRecovery {
  return {
    kind: "key",
    identity: (fields) => Object.fromEntries(key.map((name) => [name, fields[name]])),
    // A number or a boolean is compared as one: the service refuses a quoted value for an Int32 field.
    filter: (fields) => filterAnd(...key.map((name) => filterEq(name, keyValue(fields[name])))),
  };
}

function writeRefusal(entity: EntityDefinition): RecordResourceSpec["writeRefusal"] {
  const rule = entity.editableWhile;
  if (!rule) return undefined;
  return (record, action) => {
    const value = record[rule.field];
    if (typeof value !== "string" || value === rule.value) return undefined;
    const name = entity.key
      .map((field) => record[field])
      .filter((part) => typeof part === "string")
      .join(" ");
    const shown = value.replace(/_x0020_/g, " ");
    const change = action === "update" ? "changed" : "deleted";
    const next =
      action === "update"
        ? `Run \`pulumi refresh\` if you expect it to be ${rule.value} again.`
        : "To stop managing it without deleting it, run `pulumi state delete` on this resource.";
    const noun = entity.noun.charAt(0).toUpperCase() + entity.noun.slice(1);
    return `${noun} ${name} has ${rule.field} ${shown}; only a ${rule.value} ${entity.noun} can be ${change}. ${next}`;
  };
}

/** What makes the type's record resource what it is. */
export function entitySpec(entity: EntityDefinition): RecordResourceSpec {
  const create = entity.create;
  return {
    resource: `bizops:${entity.name}`,
    collection: collectionOf(entity),
    inputs: inputsSchemaOf(entity),
    state: stateSchemaOf(entity),
    fields: writableFields(entity),
    defaultManaged: entity.legacyManaged ?? [],
    replaceOn:
      create.kind === "adopt"
        ? [create.input]
        : Object.entries(entity.fields)
            .filter(([, field]) => field.replaces)
            .map(([name]) => name),
    outputs: Object.keys(entity.fields),
    create: create.kind === "adopt" ? { kind: "adopt", key: create.input } : { kind: "post" },
    remove: entity.remove,
    writeRefusal: writeRefusal(entity),
    recovery: create.kind === "post" ? (entity.recovery ?? keyRecovery(entity.key)) : undefined,
  };
}

/** The type's provider implementation; `deps` is for tests. */
export function entityProvider(entity: EntityDefinition, deps?: RecordResourceDeps): ResourceProviderImpl {
  return recordResourceProvider(entitySpec(entity), deps);
}
