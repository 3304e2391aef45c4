/**
 * The record a bizops resource declares, as a stack policy reads it from the resource's properties:
 * its company, its entity set, its key, and the id of the record it adopts. A typed resource and a
 * `Record` of the same API and entity set name their records in the same terms, so the two are
 * compared as one entity set.
 */
import type { EntityDefinition } from "../records/definitions/entity-definition";
import { ENTITIES } from "../records/entities";
import { bizopsKind } from "./bizops-types";
import { normalId } from "./id-list";

/** One field of a record's key, or the id it adopts, as a message shows it and as it compares. */
interface KeyPart {
  /** The field's name, such as `code`. */
  readonly field: string;
  /** The value as the program or the state holds it. */
  readonly value: string;
  /** The value compared: a GUID in its bare form, text trimmed and upper case. */
  readonly compared: string;
}

/** The record one resource of a stack declares. */
export interface DeclaredRecord {
  /** The resource's kind, as its type token ends, such as `DisputeStatus`. */
  readonly kind: string;
  /** The company as the resource names it. */
  readonly companyId: string;
  /** The API route and entity set, such as `v2.0/disputeStatus` (the kind when unknown). */
  readonly entitySet: string;
  /** The record's key, when every field of it is known. */
  readonly key?: readonly KeyPart[];
  /** The record the resource takes over by id (`adoptRecordId`, or an adopting kind's id input). */
  readonly adopts?: KeyPart;
}

/** The facts of each typed record kind, by the name in its type token. */
const KINDS: ReadonlyMap<string, EntityDefinition> = new Map(ENTITIES.map((e) => [e.name, e]));

/**
 * The record the resource of `type` with properties `props` declares, or `undefined` when it is no
 * bizops record (no `companyId`) or its company is not known (an input computed in the preview).
 */
export function declaredRecord(type: string, props: Record<string, unknown>): DeclaredRecord | undefined {
  const kind = bizopsKind(type);
  if (kind === undefined) return undefined;
  const companyId = known(() => props.companyId);
  if (typeof companyId !== "string" || companyId.trim() === "") return undefined;
  const entity = KINDS.get(kind);
  if (kind === "Record") return genericRecord(kind, companyId, props);
  const adoptInput = entity?.create.kind === "adopt" ? entity.create.input : "adoptRecordId";
  return {
    kind,
    companyId,
    entitySet: entity ? `${entity.apiVersion}/${entity.entitySet}` : kind,
    key: entity && keyOf(entity.key, (field) => known(() => props[field]), guidFields(entity)),
    adopts: idPart(
      adoptInput,
      known(() => props[adoptInput]),
    ),
  };
}

/** A `records.Record`: its entity set from `apiRoute` and `entitySet`, its key from `keyFields`. */
function genericRecord(kind: string, companyId: string, props: Record<string, unknown>): DeclaredRecord {
  const apiRoute = known(() => props.apiRoute);
  const entitySet = known(() => props.entitySet);
  const keyFields = known(() => props.keyFields);
  const fields = known(() => props.fields);
  const fieldOf = (field: string) =>
    typeof fields === "object" && fields !== null
      ? known(() => (fields as Record<string, unknown>)[field])
      : undefined;
  const names = Array.isArray(keyFields) && keyFields.every((f) => typeof f === "string") ? keyFields : [];
  return {
    kind,
    companyId,
    entitySet:
      typeof apiRoute === "string" && typeof entitySet === "string"
        ? `${apiRoute.trim()}/${entitySet.trim()}`
        : kind,
    key: typeof apiRoute === "string" && typeof entitySet === "string" ? keyOf(names, fieldOf) : undefined,
    adopts: idPart(
      "adoptRecordId",
      known(() => props.adoptRecordId),
    ),
  };
}

/**
 * The key of `fields`, in the order of their names, or `undefined` when there is none or a value is
 * missing. Text compares trimmed and in upper case: the service stores a Code key so (`net30` is
 * `NET30`), and a `Record` does not say which of its key fields are Code.
 */
function keyOf(
  fields: readonly string[],
  valueOf: (field: string) => unknown,
  guids: ReadonlySet<string> = new Set(),
): KeyPart[] | undefined {
  if (fields.length === 0) return undefined;
  const parts: KeyPart[] = [];
  for (const field of [...fields].sort()) {
    const value = valueOf(field);
    if (typeof value === "number" || typeof value === "boolean") {
      parts.push({ field, value: String(value), compared: String(value) });
    } else if (typeof value === "string" && value.trim() !== "") {
      const compared = guids.has(field) ? normalId(value) : value.trim().toUpperCase();
      parts.push({ field, value, compared });
    } else {
      return undefined;
    }
  }
  return parts;
}

/** The id of an adopted record, or `undefined` when none is set or it is not known yet. */
function idPart(field: string, value: unknown): KeyPart | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return { field, value, compared: normalId(value) };
}

/** The key fields of `entity` that hold GUIDs, which compare in their bare form. */
function guidFields(entity: EntityDefinition): ReadonlySet<string> {
  return new Set(entity.key.filter((field) => entity.fields[field]?.type === "guid"));
}

/**
 * The value `read` returns, or `undefined` when it is not known. The policy SDK hands a stack policy
 * properties that throw when a value the preview does not know yet is read; such a resource cannot
 * be compared in this preview, and `pulumi up` judges it again with its values known.
 */
function known(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}
