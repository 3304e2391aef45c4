/**
 * References between the records an import writes. A field that names another record (by id or
 * by code, per `reference-fields.ts`) is written as that record's resource output when the record
 * is in the program (`paymentTermsId: paymentTerm30d.recordId`), so a diff reads by name and a
 * change of the referenced record flows to its users. A record named by id that is not in the
 * program keeps its literal id, with a comment that names it.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition } from "../records/definitions/entity-definition";
import { filterEqGuid } from "../records/client/odata";
import { IMPORTED_TYPES, type ImportedType } from "./imported-types";
import type { CollectionReader, CompanyRecords, ImportedRecord } from "./read-company";
import { REFERENCE_TARGETS } from "./reference-fields";

/** How one input of a record is written. */
export type Reference =
  /** The output `output` of the resource declared as `variable`. */
  | { readonly kind: "resource"; readonly variable: string; readonly output: string }
  /** The literal value, followed by `// comment`. */
  | { readonly kind: "literal"; readonly comment: string };

/**
 * Links every reference field of the imported records (in declaration order): sets each
 * record's `references`, and the `variable` of each record another one refers to. A record named
 * by id that the import did not read is read by its id (one request per record), so that the
 * comment can name it.
 */
export async function linkReferences(
  reader: CollectionReader,
  company: CompanyRecords,
  signal?: AbortSignal,
): Promise<void> {
  const byId = new Map<string, ImportedRecord>();
  const byCode = new Map<string, ImportedRecord>();
  for (const record of company.records) {
    byId.set(idKey(record.type.resource, recordIdOf(record)), record);
    byCode.set(codeKey(record.type.resource, record.code), record);
  }
  // What a comment says of a record named by id that the program does not declare.
  const outside = new Map<string, string>();
  for (const s of company.skipped) {
    outside.set(
      idKey(s.type.resource, s.id),
      `${s.type.collection.noun} ${s.code}, left out (see the header)`,
    );
  }
  const links: Array<{ record: ImportedRecord; field: string; target: ImportedRecord; output: string }> = [];
  for (const record of company.records) {
    for (const [field, value] of Object.entries(record.inputs)) {
      const target = referenceTarget(record, field);
      if (target === undefined || typeof value !== "string") continue;
      const isId = definitionOf(record.type.resource)?.fields[field]?.type === "guid";
      const found = isId ? byId.get(idKey(target, value)) : byCode.get(codeKey(target, value));
      if (found !== undefined) {
        links.push({ record, field, target: found, output: isId ? "recordId" : keyFieldOf(found.type) });
      } else if (isId) {
        const key = idKey(target, value);
        const comment =
          outside.get(key) ?? (await readOutside(reader, company.companyId, target, value, signal));
        outside.set(key, comment);
        record.references[field] = { kind: "literal", comment };
      }
      // A code that names a record outside the program is its own name: it stays a bare literal.
    }
  }
  // Variables are named in declaration order, so a second import names them the same way.
  const referenced = new Set(links.map((link) => link.target));
  const taken = new Set<string>();
  for (const record of company.records) {
    if (referenced.has(record)) record.variable = uniqueName(variableName(record), taken);
  }
  for (const { record, field, target, output } of links) {
    record.references[field] = { kind: "resource", variable: target.variable ?? "", output };
  }
}

/** The resource class a field of `record` names a record of, unless the field is not a reference. */
function referenceTarget(record: ImportedRecord, field: string): string | undefined {
  // A type's own adopt input (a currency's `currencyId`) names the record itself.
  if (field === record.type.adoptInput) return undefined;
  if (definitionOf(record.type.resource) === undefined) return undefined;
  return REFERENCE_TARGETS[field];
}

/** Reads the record of type `target` with `id`, which the import did not read, to name it. */
async function readOutside(
  reader: CollectionReader,
  companyId: string,
  target: string,
  id: string,
  signal?: AbortSignal,
): Promise<string> {
  const type = IMPORTED_TYPES.find((candidate) => candidate.resource === target);
  const noun = type?.collection.noun ?? target;
  if (type === undefined) return noun;
  for await (const page of reader.list(type.collection, companyId, {
    filter: filterEqGuid("id", id),
    signal,
  })) {
    const record = page.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
    if (record !== undefined) return `${noun} ${type.code(record)}, not in this import`;
  }
  return `${noun}: the service has none with this id`;
}

function recordIdOf(record: ImportedRecord): string {
  const id = record.inputs[record.type.adoptInput];
  return typeof id === "string" ? id : "";
}

const idKey = (resource: string, id: string) => `${resource} id ${id.toLowerCase()}`;
const codeKey = (resource: string, code: string) => `${resource} code ${code}`;

/** The field that holds a type's key (`code`, or `number`): the output a code reference reads. */
function keyFieldOf(type: ImportedType): string {
  return definitionOf(type.resource)?.key[0] ?? "code";
}

/** The definition of a typed resource (none for `records.Record`). */
function definitionOf(resource: string): EntityDefinition | undefined {
  return ENTITIES.find((entity) => entity.name === resource);
}

/**
 * The variable of a record's resource: the type in camel case, then the resource name's letters
 * and digits (`PaymentTerm` "30d" → `paymentTerm30d`, `CountryRegion` "no" → `countryRegionNo`),
 * which is always an identifier and never a keyword.
 */
export function variableName(record: ImportedRecord): string {
  const type = record.type.resource.charAt(0).toLowerCase() + record.type.resource.slice(1);
  const parts = record.name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return `${type}${parts.join("")}`;
}

/** `name`, or with `_2`, `_3`, ... when another record's variable has it. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}_${n}`;
  taken.add(candidate);
  return candidate;
}
