/**
 * The `$filter` of the data share list operations, read by the kernel's parser (`odata-filter.ts`):
 * every field must be one the item type has, and every literal of that field's kind (a date-time
 * field also takes a quoted date-time). Anything else is a 400 `InvalidFilter`.
 */
import { isDateTimeText } from "../formats";
import {
  filterPredicate,
  FilterSyntaxError,
  parseODataFilter,
  type FilterComparison,
  type FilterExpression,
  type FilterLiteral,
  type FilterOperator,
} from "../odata-filter";
import { badRequest } from "./error";
import type { DataShareItem, FieldKind, FieldKinds } from "./fields";

/** A test an item passes or fails. */
export type ItemPredicate = (item: DataShareItem) => boolean;

function invalid(message: string): Error {
  return badRequest("InvalidFilter", `Invalid $filter: ${message}`, "$filter");
}

function parsed(text: string): FilterExpression {
  try {
    return parseODataFilter(text);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalid(error.message);
    throw error;
  }
}

/** Orders two present values of one kind: negative, zero or positive. */
export function compareValues(kind: FieldKind, a: unknown, b: unknown): number {
  if (kind === "number" && typeof a === "number" && typeof b === "number") return a - b;
  if (kind === "datetime" && typeof a === "string" && typeof b === "string") {
    const [left, right] = [Date.parse(a), Date.parse(b)];
    // Instants, not text: `...00Z` and `...00.000Z` are the same time.
    if (!Number.isNaN(left) && !Number.isNaN(right)) return left - right;
  }
  const [left, right] = [String(a), String(b)];
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

function literalFits(kind: FieldKind, literal: FilterLiteral): boolean {
  if (literal.kind === "null") return true;
  if (kind === "datetime")
    return literal.kind === "datetime" || (literal.kind === "string" && isDateTimeText(literal.value));
  return literal.kind === kind;
}

// OData null semantics: an absent field equals only null, and orders against nothing.
function compareWith(kind: FieldKind, op: FilterOperator, value: unknown, literal: FilterLiteral): boolean {
  const present = value !== undefined && value !== null;
  if (literal.kind === "null" || !present) {
    const same = !present && literal.kind === "null";
    if (op === "eq") return same;
    if (op === "ne") return !same;
    return false;
  }
  const order = compareValues(kind, value, literal.value);
  const outcomes: Readonly<Record<FilterOperator, boolean>> = {
    eq: order === 0,
    ne: order !== 0,
    gt: order > 0,
    ge: order >= 0,
    lt: order < 0,
    le: order <= 0,
  };
  return outcomes[op];
}

/**
 * Parses an OData `$filter` such as `status eq 'Completed' and durationMs gt 60000` against the
 * fields of one item type. Anything the parser cannot read, an unknown field or a literal of
 * another kind is a 400 `InvalidFilter`.
 */
export function parseFilter(text: string, fields: FieldKinds): ItemPredicate {
  return filterPredicate(parsed(text), ({ field, operator, literal }: FilterComparison) => {
    const kind = fields[field];
    if (kind === undefined) throw invalid(`unknown field '${field}'.`);
    if (!literalFits(kind, literal)) throw invalid(`field '${field}' cannot be compared with that literal.`);
    return (item: DataShareItem) => compareWith(kind, operator, item[field], literal);
  });
}
