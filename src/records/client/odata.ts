/**
 * The records service's OData query language, as far as this package writes it. The spec shows no
 * collection read; the real service accepts OData v4 `$filter` expressions, so every filter this
 * package sends is built here and nowhere else.
 */
import { BizopsError } from "../../core/errors/errors";
import { GUID_PATTERN } from "../../core/schemas/formats";

// A property path as OData writes it: no spaces, quotes or operators that could change the expression.
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A value a filter compares with: strings become quoted literals, numbers and booleans stay bare. */
export type ODataValue = string | number | boolean;

/** An OData string literal: quoted with `'`, a `'` inside written twice (OData v4 ABNF `SQUOTE-in-string`). */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `field eq value`, the literal escaped. */
export function filterEq(field: string, value: ODataValue): string {
  return `${fieldName(field)} eq ${literal(value)}`;
}

/** `field eq guid`: OData v4 writes an `Edm.Guid` literal bare, as the service's id fields are typed. */
export function filterEqGuid(field: string, id: string): string {
  if (!GUID_PATTERN.test(id))
    throw new BizopsError(`OData filter on ${field}: "${id}" is not a GUID.`, { code: "InvalidInput" });
  return `${fieldName(field)} eq ${id.toLowerCase()}`;
}

/**
 * `field gt instant`: an OData `DateTimeOffset` literal is written bare, not quoted. The instant is
 * normalized through `Date`, so only a real point in time can reach the expression.
 */
export function filterAfter(field: string, instant: Date): string {
  if (Number.isNaN(instant.getTime()))
    throw new BizopsError(`OData filter on ${field}: not a valid instant.`, { code: "InvalidInput" });
  return `${fieldName(field)} gt ${instant.toISOString()}`;
}

/**
 * Joins comparisons with `and`. The clauses built here are single comparisons, which bind tighter
 * than `and`, so no parentheses are needed (and the expression stays the plainest OData there is).
 */
export function filterAnd(...clauses: string[]): string {
  return clauses.join(" and ");
}

function fieldName(field: string): string {
  if (!FIELD.test(field))
    throw new BizopsError(`OData filter: "${field}" is not a field name.`, { code: "InvalidInput" });
  return field;
}

function literal(value: ODataValue): string {
  if (typeof value === "string") return odataString(value);
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new BizopsError(`OData filter: ${value} is not a number the service can compare with.`, {
      code: "InvalidInput",
    });
  }
  return String(value);
}
