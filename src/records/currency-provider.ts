/**
 * The Currency implementation the runtime loads. The spec shows only a currency's update, so the
 * resource adopts the currency `currencyId` names, manages only the fields the program sets, and
 * on delete stops managing it, leaving the currency as it is.
 */
import { CURRENCY } from "./collections";
import { recordResourceProvider } from "./record-resource";
import { currencyInputs, currencyState } from "./schemas";

const FIELDS = ["displayName", "symbol", "amountDecimalPlaces", "amountRoundingPrecision"];

export const currencyProvider = recordResourceProvider({
  resource: "bizops:Currency",
  collection: CURRENCY,
  inputs: currencyInputs,
  state: currencyState,
  fields: FIELDS,
  defaultManaged: [],
  replaceOn: ["currencyId"],
  outputs: ["code", ...FIELDS],
  create: { kind: "adopt", key: "currencyId" },
  remove: "forget",
});
