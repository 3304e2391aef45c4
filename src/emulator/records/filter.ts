/**
 * The `$filter` of a records collection read. The spec shows no collection read; the real service
 * takes OData v4 filters, of which the emulator understands comparisons joined by `and`:
 * `field eq 'text'` (a `'` inside written twice), `field gt 2026-11-22T10:00:00Z`, bare GUIDs,
 * numbers and booleans, with `eq ne gt ge lt le`. Anything else is a 400, never ignored.
 */
import { badRequest, type ServiceError } from "../service";

type Operator = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

interface Comparison {
  field: string;
  operator: Operator;
  /** A quoted literal stays a string; a bare one is kept as written and compared by its kind. */
  value: { quoted: true; text: string } | { quoted: false; text: string };
}

/** A parsed filter: true for a record's wire fields when every comparison holds. */
export type RecordFilter = (fields: Record<string, unknown>) => boolean;

const COMPARISON = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(eq|ne|gt|ge|lt|le)\s+('(?:[^']|'')*'|[^\s']+)\s*/;
const AND = /^and\s+/;

function invalidFilter(detail: string): ServiceError {
  return badRequest(`The $filter is not supported: ${detail}`);
}

/** Parses a `$filter`; undefined or empty keeps every record. */
export function parseFilter(text: string | null | undefined): RecordFilter {
  if (text === null || text === undefined || text.trim() === "") return () => true;
  const comparisons: Comparison[] = [];
  let rest = text;
  for (;;) {
    const match = COMPARISON.exec(rest);
    if (match === null) throw invalidFilter(`cannot read '${rest.trim()}'.`);
    const [whole, field = "", operator = "eq", literal = ""] = match;
    const quoted = literal.startsWith("'");
    if (!quoted && !BARE_LITERAL.some((kind) => kind.test(literal))) {
      throw invalidFilter(`'${literal}' is not a literal the service knows.`);
    }
    comparisons.push({
      field,
      operator: operator as Operator,
      value: quoted ? { quoted, text: literal.slice(1, -1).replace(/''/g, "'") } : { quoted, text: literal },
    });
    rest = rest.slice(whole.length);
    if (rest.trim() === "") break;
    const and = AND.exec(rest);
    if (and === null) throw invalidFilter(`only 'and' joins comparisons, at '${rest.trim()}'.`);
    rest = rest.slice(and[0].length);
  }
  return (fields) => comparisons.every((comparison) => holds(comparison, fields[comparison.field]));
}

function holds({ operator, value }: Comparison, actual: unknown): boolean {
  const order = compare(actual, value);
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
}

const GUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const BARE_LITERAL = [/^(?:true|false)$/, GUID, INSTANT, NUMBER];

/** How the record's value orders against the literal; undefined when they cannot be compared. */
function compare(actual: unknown, value: Comparison["value"]): number | undefined {
  if (value.quoted) return typeof actual === "string" ? order(actual, value.text) : undefined;
  const text = value.text;
  if (text === "true" || text === "false")
    return actual === (text === "true") ? 0 : typeof actual === "boolean" ? 1 : undefined;
  if (GUID.test(text))
    return typeof actual === "string" ? order(actual.toLowerCase(), text.toLowerCase()) : undefined;
  if (INSTANT.test(text)) {
    const instant = typeof actual === "string" ? Date.parse(actual) : NaN;
    return Number.isNaN(instant) ? undefined : Math.sign(instant - Date.parse(text));
  }
  const number = Number(text);
  if (Number.isFinite(number)) return typeof actual === "number" ? Math.sign(actual - number) : undefined;
  throw invalidFilter(`'${text}' is not a literal the service knows.`);
}

function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
