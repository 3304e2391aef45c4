import type { CollectionRules, NumberSeriesSpec, WriteContext } from "../collection-types";
import { dialogError } from "./dialog-error";

/**
 * NoSeries.TestManual, which the Customer, Vendor and Item tables run when "No." is given
 * (BASE Customer.Table.al:2879-2895, Vendor.Table.al:82-88, Item.Table.al:92-96): with "Manual Nos."
 * off, a client create or rename that gives a number is refused, in the words of codeunit 304
 * "No. Series - Impl." (CannotAssignManuallyErr). Admin writes stage data and skip it.
 */
function testManual(series: NumberSeriesSpec, context: WriteContext): void {
  if (series.code === undefined || context.settings.manualNos[series.code] !== false) return;
  if (context.mode !== "create" && context.mode !== "update") return;
  const given = context.changes[series.field];
  if (typeof given !== "string" || given === "" || given === context.current?.[series.field]) return;
  throw dialogError(
    `You may not enter numbers manually. If you want to enter numbers manually, please activate Manual Nos. in No. Series ${series.code}.`,
  );
}

/**
 * Rules of a master record whose `number` comes from a number series when the body gives none, as the
 * Customer, Vendor and Item tables' OnInsert triggers do (`Insert(true)` from the API page). The series'
 * prefix is the emulator's choice; the real series are per-company setup.
 */
export function numberSeriesRules(
  series: NumberSeriesSpec,
  extra?: CollectionRules["complete"],
): CollectionRules {
  return {
    complete(stored, context) {
      testManual(series, context);
      const fields = extra === undefined ? { ...stored } : extra(stored, context);
      const given = context.changes[series.field];
      // Last: every check that can refuse the write has run, so a refused write takes no number.
      if (context.current === undefined && (typeof given !== "string" || given === "")) {
        fields[series.field] = context.nextNumber(series);
      }
      return fields;
    },
  };
}
