import { badRequest } from "./error";
import type { DataShareItem, FieldKinds } from "./fields";
import { compareValues } from "./filter";

/** Orders two items: negative, zero or positive. */
export type ItemComparator = (a: DataShareItem, b: DataShareItem) => number;

const ORDER_KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i;

function invalid(message: string): Error {
  return badRequest("InvalidOrderBy", `Invalid $orderby: ${message}`, "$orderby");
}

/**
 * Parses an OData `$orderby` such as `startTime desc` or `status asc, durationMs desc` (direction optional,
 * ascending by default). Absent values sort first ascending, last descending, as OData's nulls do.
 */
export function parseOrderBy(text: string, fields: FieldKinds): ItemComparator {
  const keys = text.split(",").map((part) => {
    const match = ORDER_KEY.exec(part.trim());
    if (match === null) throw invalid(`'${part.trim()}' is not '<field> asc|desc'.`);
    const [, field = "", direction = "asc"] = match;
    const kind = fields[field];
    if (kind === undefined) throw invalid(`unknown field '${field}'.`);
    return { field, kind, sign: direction.toLowerCase() === "desc" ? -1 : 1 };
  });
  return (a, b) => {
    for (const { field, kind, sign } of keys) {
      const [left, right] = [a[field], b[field]];
      const leftAbsent = left === undefined || left === null;
      const rightAbsent = right === undefined || right === null;
      const order =
        leftAbsent || rightAbsent
          ? Number(rightAbsent) - Number(leftAbsent)
          : compareValues(kind, left, right);
      if (order !== 0) return sign * order;
    }
    return 0;
  };
}
