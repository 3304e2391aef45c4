import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { DIMENSIONS } from "../../collections/dimensions";
import { globalDimensionOf } from "../../store/company-settings";
import { dialogError } from "../dialog-error";

/** The memo's shortcut dimension fields, by the number of the global dimension each names a value of. */
const SHORTCUT_FIELDS = [
  ["shortcutDimension1Code", 1],
  ["shortcutDimension2Code", 2],
] as const;

const byCode = (a: JsonObject, b: JsonObject) => (String(a.code) < String(b.code) ? -1 : 1);

/**
 * The Purchase Header's ValidateShortcutDimCode (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/
 * Base Application/Purchases/Document/PurchaseHeader.Table.al:730-741) runs DimensionManagement's
 * ValidateShortcutDimValues (Finance/Dimension/DimensionManagement.Codeunit.al:1064-1091):
 * ValidateDimValueCode refuses a code when the General Ledger Setup has no such shortcut dimension
 * (Text002), takes the value of that code, or else the first value whose code starts with it (a
 * `%1*` filter: `SAL` is stored as `SALES`), or refuses it (Text003); then CheckDimValue refuses a
 * blocked value (DimValueBlockedErr, '%1 %2 - %3 is blocked.'). Admin writes stage memos unchecked.
 */
export function applyShortcutDimensions(fields: JsonObject, context: WriteContext): void {
  if (context.mode !== "create" && context.mode !== "update") return;
  for (const [field, number] of SHORTCUT_FIELDS) {
    const written = context.changes[field];
    if (typeof written !== "string" || written === "") continue;
    const dimensionCode = globalDimensionOf(context.settings, number);
    if (dimensionCode === "") {
      throw dialogError("This Shortcut Dimension is not defined in the General Ledger Setup.");
    }
    const dimension = context.find(DIMENSIONS, "code", dimensionCode);
    const values =
      dimension === undefined
        ? []
        : context.findAll("dimensionValues", "dimensionId", String(dimension.id)).sort(byCode);
    const value =
      values.find((candidate) => candidate.code === written) ??
      values.find((candidate) => String(candidate.code).startsWith(written));
    if (value === undefined) throw dialogError(`${written} is not an available Code for that dimension.`);
    if (value.blocked === true) {
      throw dialogError(`Dimension Value ${dimensionCode} - ${String(value.code)} is blocked.`);
    }
    fields[field] = value.code;
  }
}
