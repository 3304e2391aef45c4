/**
 * The records service's value checks that field specs refer to (`FieldSpec.check`). Each returns the
 * problem as text, or undefined when the value is fine; the caller has already checked the JSON type.
 */
import { isGuid } from "../../formats";

/** The GUID the real service shows for an empty reference, such as the local currency's `currencyId`. */
export const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";

/** Accepts a GUID. */
export function guidCheck(value: unknown, key: string): string | undefined {
  return typeof value === "string" && isGuid(value) ? undefined : `The property '${key}' must be a GUID.`;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2024-02-30 over into March; a real date survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Accepts a date written `YYYY-MM-DD`. */
export function dateCheck(value: unknown, key: string): string | undefined {
  return typeof value === "string" && isIsoDate(value)
    ? undefined
    : `The property '${key}' must be a date written YYYY-MM-DD, such as 2024-03-31.`;
}

/** Accepts a finite number greater than or equal to 0. */
export function nonNegativeCheck(value: unknown, key: string): string | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0
    ? undefined
    : `The property '${key}' must be a number greater than or equal to 0.`;
}

/** Accepts text of digits only (a Numeric field), blank included, around which a Code field drops spaces. */
export function digitsOnly(value: unknown, key: string): string | undefined {
  return typeof value === "string" && /^\d*$/.test(value.trim())
    ? undefined
    : `The property '${key}' must hold digits only (the table field is Numeric).`;
}
