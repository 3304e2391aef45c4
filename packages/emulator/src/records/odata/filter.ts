/**
 * The `$filter` of a records collection read. The spec shows no collection read; the real service
 * takes OData v4 filters, of which the emulator understands comparisons joined by `and` (read by
 * the kernel's parser, `odata-filter.ts`): `field eq 'text'`, `field gt 2026-11-22T10:00:00Z`, bare
 * GUIDs, numbers, booleans and null. Anything else is a 400, never ignored, and so is a field the
 * records do not have, as Business Central refuses a property its entity type lacks.
 */
import {
  filterFields,
  filterPredicate,
  FilterSyntaxError,
  parseODataFilter,
  usesOr,
  type FilterComparison,
  type FilterExpression,
  type FilterLiteral,
} from "../../odata-filter";
import { badRequest, type ServiceError } from "../../service";

/** A parsed filter: true for a record's wire fields when every comparison holds. */
export type RecordFilter = (fields: Record<string, unknown>) => boolean;

function invalidFilter(detail: string): ServiceError {
  return badRequest(`The $filter is not supported: ${detail}`);
}

function parsed(text: string): FilterExpression {
  try {
    return parseODataFilter(text);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalidFilter(error.message);
    throw error;
  }
}

/** Parses a `$filter`; undefined or empty keeps every record. */
export function parseFilter(text: string | null | undefined, entity?: FilteredEntity): RecordFilter {
  if (text === null || text === undefined || text.trim() === "") return () => true;
  const expression = parsed(text);
  if (usesOr(expression)) throw invalidFilter("only 'and' joins comparisons.");
  const fields = filterFields(expression);
  // Known from the entity's page, a field it lacks is refused before any record is read, in an
  // empty collection too.
  const notOnPage = entity && fields.find((field) => !entity.fields.has(field));
  if (notOnPage !== undefined) throw unknownProperty(notOnPage, entity?.typeName);
  const matches = filterPredicate(expression, comparisonTest);
  // Every record of a collection carries every field of its page, so a field one record lacks is
  // no property of the entity: the whole read is refused, whatever the other comparisons say
  // (checked before them, as `and` would skip a comparison after a false one).
  return (record) => {
    const unknown = fields.find((field) => !(field in record));
    if (unknown !== undefined) throw unknownProperty(unknown);
    return matches(record);
  };
}

/** The entity a filter reads: its OData type and the fields its page shows. */
export interface FilteredEntity {
  readonly typeName: string;
  readonly fields: ReadonlySet<string>;
}

/**
 * Business Central's answer to a filter on a property its entity type does not have: a 400
 * `BadRequest` from the OData layer, "Could not find a property named 'x' on type
 * 'Microsoft.NAV.<entity>'." A filter read without its entity does not name the type.
 */
function unknownProperty(field: string, typeName?: string): ServiceError {
  const type = typeName === undefined ? "the entity set's type" : `type '${typeName}'`;
  return badRequest(`Could not find a property named '${field}' on ${type}.`);
}

function comparisonTest({ field, operator, literal }: FilterComparison): RecordFilter {
  return (fields) => {
    const actual = fields[field];
    if (literal.kind === "null") return (actual === undefined || actual === null) === (operator === "eq");
    const order = compare(actual, literal);
    if (order === undefined) return operator === "ne";
    switch (operator) {
      case "eq":
        return order === 0;
      case "ne":
        return order !== 0;
      case "gt":
        return order > 0;
      case "ge":
        return order >= 0;
      case "lt":
        return order < 0;
      case "le":
        return order <= 0;
    }
  };
}

/** How the record's value orders against the literal; undefined when they cannot be compared. */
function compare(actual: unknown, literal: Exclude<FilterLiteral, { kind: "null" }>): number | undefined {
  switch (literal.kind) {
    case "string":
      return typeof actual === "string" ? order(actual, literal.value) : undefined;
    case "boolean":
      return actual === literal.value ? 0 : typeof actual === "boolean" ? 1 : undefined;
    case "guid":
      return typeof actual === "string" ? order(actual.toLowerCase(), literal.value) : undefined;
    case "datetime": {
      const instant = typeof actual === "string" ? Date.parse(actual) : NaN;
      return Number.isNaN(instant) ? undefined : Math.sign(instant - Date.parse(literal.value));
    }
    case "number":
      return typeof actual === "number" ? Math.sign(actual - literal.value) : undefined;
  }
}

function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
