/**
 * A record type's provider, derived from its definition: the shared record create/read/update/
 * delete driven by the spec made here. Each type's spec and provider are made once per process.
 */
import { GUID_PATTERN } from "../../core/schemas/formats";
import type { PropertyBag, ResourceProviderImpl } from "../../core/provider/resource-provider";
import { collectionOf } from "../client/record-collection";
import type { CreateRecovery, EntityDefinition, EntityField } from "../definitions/entity-definition";
import { createRefusalOf, inputsSchemaOf, stateSchemaOf } from "../definitions/entity-schemas";
import { filterAfter, filterAnd, filterEq, filterEqGuid } from "../client/odata";
import { REFERENCE_TARGETS } from "../definitions/reference-targets";
import { recordResourceProvider, type RecordResourceDeps } from "./record-crud";
import type { FieldFormat } from "./kept-values";
import type { RecordResourceSpec } from "./record-resource-spec";

/** The fields of the type a program may set, in the page's order. */
export function writableFields(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.input !== undefined)
    .map(([name]) => name);
}

/** A key field's value type, where the record type says it. */
type KeyTypes = Readonly<Record<string, EntityField["type"] | undefined>>;

/**
 * `name eq value` for one key field. OData v4 writes a GUID, a number and a boolean bare, and the
 * service refuses one quoted (an Int32 or a Guid compared with a string literal). The type comes
 * from the definition where there is one. `records.Record` has none: a value in the shape of a
 * GUID is taken for one, since a table keyed by a Guid field is far likelier than one keyed by
 * text written like a GUID.
 */
function keyClause(name: string, value: unknown, type: EntityField["type"] | undefined): string {
  if (typeof value === "number" || typeof value === "boolean") return filterEq(name, value);
  const text = String(value);
  if (type === "guid" || (type === undefined && GUID_PATTERN.test(text))) return filterEqGuid(name, text);
  return filterEq(name, text);
}

/** A create is found again by the record's key: the record holding it is the only candidate. */
export function keyRecovery(key: readonly string[], types: KeyTypes = {}): CreateRecovery {
  return {
    kind: "key",
    identity: (fields) => Object.fromEntries(key.map((name) => [name, fields[name]])),
    filter: (fields) => filterAnd(...key.map((name) => keyClause(name, fields[name], types[name]))),
  };
}

/**
 * A create that leaves its key to the service (a number series numbers customers, vendors and
 * items) is found again among the records changed since it was sent, as the one that holds what it
 * sent.
 */
const recentRecovery: CreateRecovery = {
  kind: "recent",
  identity: (fields) => fields,
  filter: (_fields, since) => filterAfter("lastModifiedDateTime", since),
};

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

function keyTypes(entity: EntityDefinition): KeyTypes {
  return Object.fromEntries(entity.key.map((name) => [name, entity.fields[name]?.type]));
}

/** The fields the service blanks when another changes, by that other field (`country`: `city`, ...). */
export function clearedBy(entity: EntityDefinition): Record<string, string[]> {
  return byOtherField(entity, "clearedBy");
}

/** The fields the service carries another's new value into, by that other field. */
export function copiedFrom(entity: EntityDefinition): Record<string, string[]> {
  return byOtherField(entity, "copiedFrom");
}

/** The fields the service may set from another's new value, by that other field (`postingDate`: `creditMemoDate`). */
export function overwrittenBy(entity: EntityDefinition): Record<string, string[]> {
  return byOtherField(entity, "overwrittenBy");
}

function byOtherField(
  entity: EntityDefinition,
  relation: "clearedBy" | "copiedFrom" | "overwrittenBy",
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    for (const other of [field[relation] ?? []].flat()) (fields[other] ??= []).push(name);
  }
  return fields;
}

/**
 * The fields of the type that hold another record's code, by the field that holds its id: the
 * `<x>Id` beside a `<x>Code` or `<x>Number` naming the same type (reference-targets.ts). A code
 * with no id beside it (`country`) is left out: nothing tells its rename from another change.
 */
export function keyReferences(entity: EntityDefinition): Record<string, string> {
  const pairs = Object.keys(entity.fields).flatMap((name) => {
    const target = REFERENCE_TARGETS[name];
    const id = name.replace(/(Code|Number)$/, "Id");
    const paired = id !== name && entity.fields[id]?.type === "guid" && REFERENCE_TARGETS[id] === target;
    return target !== undefined && paired ? [[name, id] as const] : [];
  });
  return Object.fromEntries(pairs);
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
    key: entity.key,
    replaceOn:
      create.kind === "adopt"
        ? [create.input]
        : Object.entries(entity.fields)
            .filter(([, field]) => field.replaces)
            .map(([name]) => name),
    outputs: Object.keys(entity.fields),
    create:
      create.kind === "adopt"
        ? { kind: "adopt", key: create.input, orPost: create.orPost === true }
        : { kind: "post" },
    remove: entity.remove,
    ...(entity.block ? { block: entity.block } : {}),
    writeRefusal: writeRefusal(entity),
    clearedBy: clearedBy(entity),
    overwrittenBy: overwrittenBy(entity),
    copiedFrom: copiedFrom(entity),
    keyReferences: keyReferences(entity),
    formats: formats(entity),
    recovery:
      create.kind === "post" || create.orPost
        ? (entity.recovery ?? keyRecovery(entity.key, keyTypes(entity)))
        : undefined,
    keylessRecovery:
      create.kind === "post" && entity.key.some((name) => entity.fields[name]?.input === "optional")
        ? recentRecovery
        : undefined,
  };
}

/** The fields the service writes in a format of its own: date formulas and decimal places. */
function formats(entity: EntityDefinition): Record<string, FieldFormat> {
  const formatted = Object.entries(entity.fields).flatMap(([name, field]) =>
    field.type === "dateFormula" || field.type === "decimalPlaces" ? [[name, field.type] as const] : [],
  );
  return Object.fromEntries(formatted);
}

/** Whether a change of the field `name` is made in place for the record in `state` (`replacesOnlyWhile`). */
function renamedInPlace(entity: EntityDefinition, name: string, state: PropertyBag): boolean {
  const rule = entity.fields[name]?.replacesOnlyWhile;
  const held = state[rule?.field ?? ""];
  return rule !== undefined && typeof held === "string" && !rule.values.includes(held);
}

/**
 * The diff, where a field replaces only while the record holds some values (`replacesOnlyWhile`):
 * a replacement due to such fields alone becomes a change in place while the record holds others.
 */
function withConditionalReplace(
  entity: EntityDefinition,
  provider: ResourceProviderImpl,
): ResourceProviderImpl {
  const conditional = Object.values(entity.fields).some((field) => field.replacesOnlyWhile !== undefined);
  if (!conditional) return provider;
  return {
    ...provider,
    diff: async (id, olds, news) => {
      const result = await provider.diff(id, olds, news);
      const replaces = result.replaces ?? [];
      if (replaces.length === 0 || !replaces.every((name) => renamedInPlace(entity, name, olds)))
        return result;
      return { changes: true, stables: ["recordId", "companyId"] };
    },
  };
}

/** The type's provider implementation; `deps` is for tests. */
export function entityProvider(entity: EntityDefinition, deps?: RecordResourceDeps): ResourceProviderImpl {
  const provider = withConditionalReplace(entity, recordResourceProvider(entitySpec(entity), deps));
  // Check cannot tell a create from an update, so what the service refuses only on a new record
  // (`refusedOnCreate`) is refused here, before the create's first request.
  const refuse = createRefusalOf(entity);
  if (!refuse) return provider;
  return {
    ...provider,
    create: async (props) => {
      refuse(props);
      return provider.create(props);
    },
  };
}
