import type { CollectionDefinition } from "./collection-types";
import { positiveCheck } from "../field-checks";

/** Name of the currencies collection (path segment and admin name). */
export const CURRENCIES = "currencies";

const DECIMAL_PLACES = /^(\d+):(\d+)$/;

/**
 * Checks `amountDecimalPlaces`, which the service writes as text `<min>:<max>` (such as `2:2` or `2:5`):
 * two whole numbers of digits, the first not larger than the second.
 */
function decimalPlacesCheck(value: unknown, key: string): string | undefined {
  const match = typeof value === "string" ? DECIMAL_PLACES.exec(value) : null;
  if (match !== null && Number(match[1]) <= Number(match[2])) return undefined;
  return `The property '${key}' must be written <min>:<max> with min <= max, such as "2:2" or "2:5".`;
}

// Currency in the real service: Code is Code[10], Description Text[30], Symbol Text[10]. Changing the
// code renames the record: the store keeps the id and checks the new code is free (uniqueKey).
/** The currencies collection (API version v1.0). */
export const currencies: CollectionDefinition = {
  version: "v1.0",
  name: CURRENCIES,
  typeName: "Microsoft.NAV.currency",
  fields: {
    code: { type: "string", required: true, maxLength: 10, code: true },
    displayName: { type: "string", maxLength: 30 },
    symbol: { type: "string", maxLength: 10 },
    amountDecimalPlaces: { type: "string", maxLength: 5, check: decimalPlacesCheck },
    amountRoundingPrecision: { type: "number", check: positiveCheck },
  },
  uniqueKey: "code",
  defaults: { displayName: "", symbol: "", amountDecimalPlaces: "2:2", amountRoundingPrecision: 0.01 },
};
