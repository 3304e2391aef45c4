import type * as pulumi from "@pulumi/pulumi";
import type { RecordsSettingsArgs } from "./records-settings-args";

/**
 * The inputs of a {@link Currency}. Each field of the currency is managed only when the program
 * sets it; the others are outputs, as the service has them, and a change to them is not drift.
 */
export interface CurrencyArgs {
  /** The company the currency belongs to: a GUID. Changing it moves management to another currency. */
  companyId: pulumi.Input<string>;
  /**
   * The id (a GUID) of the existing currency to manage. Changing it moves management to another
   * currency; the one managed before is left as it is.
   */
  currencyId: pulumi.Input<string>;
  /** The currency's name: at most 30 characters. Changed in place. */
  displayName?: pulumi.Input<string>;
  /** The currency's symbol, such as `€`: at most 10 characters. Changed in place. */
  symbol?: pulumi.Input<string>;
  /**
   * Decimal places of amounts, written `<min>:<max>` (such as `2:2` or `2:5`, each at most two
   * digits, min no greater than max). Changed in place.
   */
  amountDecimalPlaces?: pulumi.Input<string>;
  /** The rounding precision of amounts, such as `0.01`: greater than 0. Changed in place. */
  amountRoundingPrecision?: pulumi.Input<number>;
  /**
   * Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default:
   * such a change fails the update instead. Changed in place.
   */
  overwriteConcurrentChanges?: pulumi.Input<boolean>;
  /** The records service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}
