import type { CollectionDefinition, CollectionRules } from "../collection-types";
import { CURRENCY_USE } from "../rules/records-in-use";
import { dialogError } from "../rules/dialog-error";
import { fieldError } from "../rules/field-errors";
import { nonNegativeCheck } from "../rules/field-checks";
import type { JsonObject } from "../../http-helpers";

/** Name of the currencies collection (path segment and admin name). */
export const CURRENCIES = "currencies";

/**
 * "Amount Decimal Places" in the form CheckDecimalPlacesFormat leaves it (BASE
 * Finance/GeneralLedger/Setup/GeneralLedgerSetup.Table.al:945-988): `n` or `n:m`, whole numbers with
 * 0 <= n <= m <= 9, rewritten by Format (`02:05` becomes `2:5`); undefined when the text breaks the rule.
 */
function formatDecimalPlaces(text: string): string | undefined {
  const parts = text.split(":");
  if (parts.length > 2 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const [first, second] = parts.map(Number) as [number, number | undefined];
  if (first > 9 || (second !== undefined && (second > 9 || first > second))) return undefined;
  return second === undefined ? String(first) : `${first}:${second}`;
}

/** Text016 + Text017 of the General Ledger Setup table, the error CheckDecimalPlacesFormat raises. */
const DECIMAL_PLACES_MESSAGE =
  "Enter one number or two numbers separated by a colon. The online Help for this field describes how you can fill in the field.";

/** True when the amount is a whole multiple of the precision (AL: `Round(amount, precision) = amount`). */
function isMultipleOf(amount: number, precision: number): boolean {
  const ratio = amount / precision;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function roundTo(amount: number, precision: number): number {
  return Number((Math.round(amount / precision) * precision).toFixed(10));
}

/**
 * The table's "Amount Rounding Precision" (hidden: no page shows it) rounds the "Invoice Rounding
 * Precision" the pages call `amountRoundingPrecision` when it changes (Currency.Table.al, field 13);
 * a written `amountRoundingPrecision` that is not a multiple of it is refused by the field's OnValidate
 * (Currency.Table.al:127-141, FieldError with Text000 'must be rounded to the nearest %1').
 */
function applyRoundingPrecision(fields: JsonObject, changes: JsonObject): void {
  const unit = Number(fields.tableAmountRoundingPrecision);
  const invoice = Number(fields.amountRoundingPrecision);
  if (unit === 0) return;
  if (changes.tableAmountRoundingPrecision !== undefined) {
    const rounded = roundTo(invoice, unit);
    fields.amountRoundingPrecision = unit > rounded ? unit : rounded;
  }
  if (changes.amountRoundingPrecision !== undefined && !isMultipleOf(invoice, unit)) {
    throw fieldError("Invoice Rounding Precision", `must be rounded to the nearest ${unit}`, {
      table: "Currency",
      keys: [["Code", String(fields.code)]],
    });
  }
}

/** The symbols ResolveCurrencySymbol knows, by currency code (Currency.Table.al, ResolveCurrencySymbol). */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ["AUD", "BND", "CAD", "FJD", "HKD", "MXN", "NZD", "SBD", "SGD", "USD"].map((code) => [code, "$"]),
  ),
  ...Object.fromEntries(["DKK", "ISK", "NOK", "SEK"].map((code) => [code, "kr"])),
  // Format(PoundChar), Format(EuroChar), Format(YenChar): characters 163, 8364 and 165.
  GBP: "£",
  EUR: "€",
  CNY: "¥",
  JPY: "¥",
};

/**
 * The Code field's OnValidate: `if Symbol = '' then Symbol := ResolveCurrencySymbol(Code)`
 * (Currency.Table.al, field 1), on a create and on a rename. The page validates `code` before
 * `symbol`, so a symbol the same body sends, blank or not, is what the record keeps.
 */
function fillSymbol(fields: JsonObject, changes: JsonObject): void {
  if (changes.code === undefined || changes.symbol !== undefined || fields.symbol !== "") return;
  fields.symbol = KNOWN_SYMBOLS[String(fields.code)] ?? "";
}

const currencyRules: CollectionRules = {
  complete(stored, context) {
    const fields = { ...stored };
    fillSymbol(fields, context.changes);
    const places = context.changes.amountDecimalPlaces;
    if (typeof places === "string" && formatDecimalPlaces(places) === undefined) {
      throw dialogError(DECIMAL_PLACES_MESSAGE);
    }
    applyRoundingPrecision(fields, context.changes);
    return fields;
  },
};

// Currency in the real service: Code is Code[10], Description Text[30], Symbol Text[10]. Changing the
// code renames the record: the store keeps the id and checks the new code is free (uniqueKey). Page
// 20019 (v1.0) and page 30019 (v2.0) both allow POST, PATCH and DELETE (APIV1Currencies.Page.al,
// APIV2Currencies.Page.al); the pages' amountRoundingPrecision is the "Invoice Rounding Precision".
/** The currencies collection (API versions v1.0 and v2.0). */
export const currencies: CollectionDefinition = {
  version: "v1.0",
  alsoVersions: ["v2.0"],
  name: CURRENCIES,
  typeName: "Microsoft.NAV.currency",
  fields: {
    code: { type: "string", required: true, maxLength: 10, code: true },
    displayName: { type: "string", maxLength: 30 },
    symbol: { type: "string", maxLength: 10 },
    amountDecimalPlaces: {
      type: "string",
      maxLength: 5,
      rewrite: (value) => formatDecimalPlaces(value) ?? value,
    },
    // "Invoice Rounding Precision" has no MinValue and its OnValidate checks only the rounding
    // (Currency.Table.al, field 10): 0 and a negative multiple are stored as sent.
    amountRoundingPrecision: { type: "number" },
    // The table's own "Amount Rounding Precision" (InitValue 0.01, MinValue 0), which no page shows.
    tableAmountRoundingPrecision: { type: "number", hidden: true, check: nonNegativeCheck },
    // Open ledger entries in the currency, which no page writes (rules/records-in-use.ts).
    ...CURRENCY_USE.fields,
  },
  uniqueKey: "code",
  defaults: {
    displayName: "",
    symbol: "",
    amountDecimalPlaces: "2:2",
    amountRoundingPrecision: 0.01,
    tableAmountRoundingPrecision: 0.01,
    ...CURRENCY_USE.defaults,
  },
  rules: currencyRules,
  onDelete: CURRENCY_USE.onDelete,
};
