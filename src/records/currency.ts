import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../core/declared-outputs";
import { dynamicType, withProvider } from "../core/dynamic-resource";
import { pausePromiseStacks } from "../core/promise-stacks";
import { withResourceDefaults } from "../core/resource-options";
import { kindKey } from "../resource-kinds";
import type { CurrencyArgs } from "./currency-args";
import { deriveRecordOutputs, recordProps } from "./record-props";

export type { CurrencyArgs };

/**
 * A currency of the business records service. The service's API shows no way to create one, so
 * this resource takes over an existing currency and manages the fields the program sets; the
 * others are outputs, as the service has them. Deleting the resource stops managing the currency
 * and leaves it as it is.
 */
export class Currency extends pulumi.CustomResource {
  /** The company the currency belongs to (a GUID, lower case). */
  declare readonly companyId: pulumi.Output<string>;
  /** The id of the managed currency (a GUID, lower case). */
  declare readonly currencyId: pulumi.Output<string>;
  /** The currency code, such as `EUR`. */
  declare readonly code: pulumi.Output<string>;
  /** The currency's name. */
  declare readonly displayName: pulumi.Output<string>;
  /** The currency's symbol. */
  declare readonly symbol: pulumi.Output<string>;
  /** Decimal places of amounts, written `<min>:<max>`. */
  declare readonly amountDecimalPlaces: pulumi.Output<string>;
  /** The rounding precision of amounts. */
  declare readonly amountRoundingPrecision: pulumi.Output<number>;
  /** Whether updates overwrite changes made by others (`If-Match: *`). */
  declare readonly overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
  /** The service's id of the record; the same as {@link Currency.currencyId}. */
  declare readonly recordId: pulumi.Output<string>;
  /** The record's eTag as last written or read; sent back in `If-Match`. */
  declare readonly etag: pulumi.Output<string>;
  /** When the record last changed (ISO 8601, UTC), as the service reports it. */
  declare readonly lastModifiedDateTime: pulumi.Output<string>;

  constructor(name: string, args: CurrencyArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(kindKey("Currency"), recordProps(args, CURRENCY_OUTPUTS));
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("Currency"), name, props, options);
    } finally {
      resumeStacks();
    }
    deriveRecordOutputs(this, args, CURRENCY_OUTPUTS);
  }
}

/** Every output of {@link Currency}; the registration gives each a slot, or derives it (`recordProps`). */
export const CURRENCY_OUTPUTS = outputList<Currency>()([
  "companyId",
  "currencyId",
  "code",
  "displayName",
  "symbol",
  "amountDecimalPlaces",
  "amountRoundingPrecision",
  "overwriteConcurrentChanges",
  "recordId",
  "etag",
  "lastModifiedDateTime",
]);
