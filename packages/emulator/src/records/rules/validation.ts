import type { CollectionDefinition, FieldSpec, WriteMode } from "../collection-types";
import type { JsonObject } from "../../http-helpers";
import { badRequest, ServiceError } from "../../service";

export type { WriteMode } from "../collection-types";

/** The stored state a write is checked against. */
export interface CurrentRecord {
  readonly etag: string;
  readonly data: JsonObject;
}

/**
 * The outcome of a checked write: fields to store; read-only values to compare with the record once
 * written (a create has no current value to repeat, and computed fields are known only after the
 * write); and, for a seed, the chosen id.
 */
export interface CheckedWrite {
  readonly changes: JsonObject;
  readonly repeats: JsonObject;
  readonly id?: string;
}

/** The 400 for a read-only property given a value other than the record's. */
function readOnlyError(key: string): ServiceError {
  return badRequest(`The property '${key}' is read-only and cannot be changed.`);
}

/** A read-only property in a body is accepted only when it repeats the current value. */
function requireUnchanged(key: string, value: unknown, currentValue: unknown): void {
  if (value !== currentValue) {
    throw readOnlyError(key);
  }
}

/**
 * A value as a `Code` field holds it: spaces trimmed at both ends, letters upper case. Each letter
 * is mapped on its own, so one whose upper case is two letters (`ß`) stays and the length holds.
 */
function asCode(value: string): string {
  return asUpperCase(value.replace(/^ +| +$/g, ""));
}

/** A value with each lower-case letter upper case, where that keeps it one letter (`ß` stays). */
function asUpperCase(value: string): string {
  return value.replace(/\p{Ll}/gu, (letter) => {
    const upper = letter.toUpperCase();
    return [...upper].length === 1 ? upper : letter;
  });
}

function storedText(value: string, spec: FieldSpec): string {
  const written = spec.rewrite === undefined ? value : spec.rewrite(value);
  if (spec.code === true) return asCode(written);
  return spec.upperCase === true ? asUpperCase(written) : written;
}

/** Checks one value and returns it as the record stores it. */
function checkValue(key: string, value: unknown, spec: FieldSpec): unknown {
  if (typeof value !== spec.type) {
    throw badRequest(`The property '${key}' must be a ${spec.type}.`);
  }
  const problem = spec.check?.(value, key);
  if (problem !== undefined) throw badRequest(problem);
  if (typeof value !== "string") {
    return value;
  }
  const stored = storedText(value, spec);
  if (spec.maxLength !== undefined && stored.length > spec.maxLength) {
    throw badRequest(
      `The length of the property '${key}' is ${stored.length}, but it must be less than or equal to ${spec.maxLength} characters.`,
    );
  }
  if (spec.required === true && stored.trim() === "") {
    throw badRequest(`The property '${key}' must have a value.`);
  }
  return stored;
}

/** Handles the properties every record has; returns true when the key was one of them. */
function checkCommonProperty(key: string, value: unknown, mode: WriteMode, current?: CurrentRecord): boolean {
  if (key === "@odata.etag") {
    if (mode !== "update") throw readOnlyError(key);
    requireUnchanged(key, value, current?.etag);
    return true;
  }
  if (key.startsWith("@odata.")) {
    // Other annotations (such as @odata.context) carry no data: a body copied from a GET is fine.
    return true;
  }
  if (key === "id" && mode === "seed") {
    // A seed may choose the id, so tests can stage a record the program then adopts by id.
    if (typeof value !== "string" || value.trim() === "")
      throw badRequest("The property 'id' must be a string.");
    return true;
  }
  if (key === "id" || key === "lastModifiedDateTime") {
    // Only a PATCH (client or drift) has a current value to repeat; the service stamps the rest.
    const canRepeat = mode === "update" || (mode === "drift" && key === "id");
    if (!canRepeat) throw readOnlyError(key);
    requireUnchanged(key, value, current?.data[key]);
    return true;
  }
  return false;
}

function unknownProperty(definition: CollectionDefinition, key: string): ServiceError {
  return new ServiceError(
    400,
    "BadRequest_PropertyNotFound",
    `The property '${key}' does not exist on type '${definition.typeName}'. Make sure to only use property names that are defined by the type.`,
  );
}

/** What to do with one collection property: store a value, compare it after the write, or nothing more. */
type Disposition =
  { readonly kind: "change"; readonly value: unknown } | { readonly kind: "repeat" | "checked" };

/** Decides what to do with one collection property: store it, compare it after the write, or nothing more. */
function checkCollectionProperty(
  definition: CollectionDefinition,
  key: string,
  value: unknown,
  mode: WriteMode,
  current?: CurrentRecord,
): Disposition {
  const spec = definition.fields[key];
  const clientWrite = mode === "create" || mode === "update";
  // A hidden field does not exist as far as clients can tell.
  if (spec === undefined || (spec.hidden === true && clientWrite)) throw unknownProperty(definition, key);
  if (spec.computed === true || (spec.readOnly === true && clientWrite)) {
    if (mode !== "update") return { kind: "repeat" };
    requireUnchanged(key, value, current?.data[key]);
    return { kind: "checked" };
  }
  return { kind: "change", value: checkValue(key, value, spec) };
}

function checkRequiredPresent(definition: CollectionDefinition, body: JsonObject): void {
  for (const [key, spec] of Object.entries(definition.fields)) {
    if (spec.required === true && body[key] === undefined) {
      throw badRequest(`The property '${key}' must have a value.`);
    }
  }
}

/**
 * Checks a write body against a collection and returns the fields that change. Unknown (and, for
 * clients, hidden) properties are refused by name; read-only ones may only repeat their value.
 */
export function checkWrite(
  definition: CollectionDefinition,
  body: JsonObject,
  mode: WriteMode,
  current?: CurrentRecord,
): CheckedWrite {
  const changes: JsonObject = {};
  const repeats: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    // An entity without the stamp (disputeStatus) does not know the property at all.
    const common = key !== "lastModifiedDateTime" || definition.stampsLastModified !== false;
    if (common && checkCommonProperty(key, value, mode, current)) continue;
    const disposition = checkCollectionProperty(definition, key, value, mode, current);
    if (disposition.kind === "change") changes[key] = disposition.value;
    if (disposition.kind === "repeat") repeats[key] = value;
  }
  if (mode === "create" || mode === "seed") {
    checkRequiredPresent(definition, body);
  }
  const id = mode === "seed" && typeof body.id === "string" ? body.id : undefined;
  return id === undefined ? { changes, repeats } : { changes, repeats, id };
}

/** Refuses the write when a read-only value the body repeated differs from the record as written. */
export function checkRepeats(repeats: JsonObject, written: JsonObject): void {
  for (const [key, value] of Object.entries(repeats)) {
    requireUnchanged(key, value, written[key]);
  }
}
