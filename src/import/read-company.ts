/**
 * Reads the records of one company, type after type, page after page, and turns each into the
 * inputs of the resource that adopts it. Nothing is dropped: a record that cannot be written as a
 * resource is kept in `skipped`, with the reason.
 */
import type * as z from "zod";
import type { RecordCollection } from "../records/client/record-collection";
import type { LiveRecord } from "../records/definitions/record-base";
import { RECORD_RESOURCE } from "../records/adoption/entity-set-adoption";
import { resourceNameForCode, resourceNamesForCodes } from "./names";
import type { InputValue } from "../records/adoption/adoption-inputs";
import { IMPORTED_TYPES, type ImportedType } from "./imported-types";
import { linkReferences, type Reference } from "./references";

/** The collection reads an import needs; the records client has them. */
export interface CollectionReader {
  list<S extends z.ZodType>(
    collection: RecordCollection<S>,
    companyId: string,
    options?: { filter?: string | undefined; signal?: AbortSignal | undefined },
  ): AsyncGenerator<z.infer<S>[]>;
}

/** One record type to read, with the user's filter if any. */
export interface TypeRequest {
  type: ImportedType;
  filter?: string | undefined;
}

/** A record the program adopts. */
export interface ImportedRecord {
  type: ImportedType;
  /** The resource name, from the record's code (and entity set, for `records.Record`). */
  name: string;
  code: string;
  /** The resource inputs besides `companyId`, in the order written. */
  inputs: Record<string, InputValue>;
  /** How each input that names another record is written, by input name; the rest are literals. */
  references: Record<string, Reference>;
  /** The variable the resource is declared as, when another record refers to it. */
  variable?: string;
}

/** A record the program leaves out, and why. */
interface SkippedRecord {
  type: ImportedType;
  id: string;
  code: string;
  reason: string;
}

/** What one type's read found. */
interface TypeSummary {
  type: ImportedType;
  /** The filter sent, if any. */
  filter: string | undefined;
  read: number;
}

/**
 * Everything an import read: the records in declaration order (by type, a type after the types it
 * refers to, then by resource name), each reference between them linked.
 */
export interface CompanyRecords {
  companyId: string;
  types: TypeSummary[];
  records: ImportedRecord[];
  skipped: SkippedRecord[];
}

/** Reads each requested type of the company; `progress` hears a line per page. */
export async function readCompany(
  reader: CollectionReader,
  companyId: string,
  requests: readonly TypeRequest[],
  progress: (line: string) => void = () => {},
  signal?: AbortSignal,
): Promise<CompanyRecords> {
  const result: CompanyRecords = { companyId, types: [], records: [], skipped: [] };
  for (const { type, filter: userFilter } of requests) {
    const filter = joinFilters(type.baseFilter, userFilter);
    const found: LiveRecord[] = [];
    for await (const page of reader.list(type.collection, companyId, { filter, signal })) {
      found.push(...page);
      progress(`${type.plural}: ${found.length} read`);
    }
    result.types.push({ type, filter, read: found.length });
    const { records, skipped } = convertAll(type, found, companyId);
    result.records.push(...records);
    result.skipped.push(...skipped);
  }
  // Sorting is stable: within a type, records keep their order by name.
  result.records.sort((a, b) => declarationRank(a.type) - declarationRank(b.type));
  await linkReferences(reader, result, signal);
  return result;
}

/** Where a type's records are declared: in the order of the types, `records.Record` last. */
function declarationRank(type: ImportedType): number {
  const index = IMPORTED_TYPES.indexOf(type);
  return index === -1 ? IMPORTED_TYPES.length : index;
}

/**
 * Converts the records of one type, names them, sorts them, and keeps names unique: keys that read
 * alike get suffixed names (names.ts); two records with the very same key are both left out.
 */
function convertAll(
  type: ImportedType,
  found: readonly LiveRecord[],
  companyId: string,
): { records: ImportedRecord[]; skipped: SkippedRecord[] } {
  const converted: Array<Omit<ImportedRecord, "name">> = [];
  const skipped: SkippedRecord[] = [];
  for (const record of found) {
    const code = type.code(record);
    const conversion = type.convert(record, companyId);
    if ("reason" in conversion) skipped.push({ type, id: record.id, code, reason: conversion.reason });
    else converted.push({ type, code, inputs: conversion.inputs, references: {} });
  }
  // Two records of one type with one key would be one URN: both are left out rather than one
  // silently (the service keys these types by code, so this takes, for a key of several fields,
  // key values that join to the same text).
  const counts = new Map<string, number>();
  for (const r of converted) counts.set(r.code, (counts.get(r.code) ?? 0) + 1);
  const unique = converted.filter((r) => counts.get(r.code) === 1);
  const names = resourceNamesForCodes(unique.map((r) => r.code));
  const records = unique.map((r) => ({ ...r, name: resourceName(type, names.get(r.code)!) }));
  for (const r of converted.filter((r) => counts.get(r.code) !== 1)) {
    skipped.push({
      type,
      id: recordIdOf(r),
      code: r.code,
      reason: `another ${type.collection.noun} has the same key ${JSON.stringify(r.code)}, and would take the same resource name ${JSON.stringify(resourceName(type, resourceNameForCode(r.code)))}`,
    });
  }
  records.sort((a, b) => compare(a.name, b.name));
  skipped.sort((a, b) => compare(a.code, b.code) || compare(a.id, b.id));
  return { records, skipped };
}

/**
 * The resource name of a record, from its key's name. Every typed resource has a type of its own,
 * in which its key is unique. `records.Record` holds every entity set under one type, so its names
 * start with the entity set: two entity sets imported into one program (one run each, with
 * `--module`) would otherwise each bring, say, a "default", and the program would fail.
 */
function resourceName(type: ImportedType, name: string): string {
  return type.resource === RECORD_RESOURCE ? `${type.collection.segment}-${name}` : name;
}

function recordIdOf(record: Pick<ImportedRecord, "inputs" | "type">): string {
  const id = record.inputs[record.type.adoptInput];
  return typeof id === "string" ? id : "";
}

/** Code-point order, the same on every machine (no locale). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The filter sent for one type: the type's own and the user's, joined with `and`. A user filter
 * with an `or` (outside its string literals) is put in parentheses, so that it cannot widen the
 * type's own; without one, `and` alone already binds it, and the plainer form is sent.
 */
function joinFilters(base: string | undefined, user: string | undefined): string | undefined {
  const own = user?.trim() ? user.trim() : undefined;
  if (base === undefined) return own;
  if (own === undefined) return base;
  const outsideStrings = own.replace(/'(?:[^']|'')*'/g, "''");
  return /\bor\b/i.test(outsideStrings) ? `${base} and (${own})` : `${base} and ${own}`;
}
