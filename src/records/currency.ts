import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { withResourceDefaults } from "../core/resource-options";
import { recordProps } from "./record-props";
import type { currencyInputs } from "./schemas";

/**
 * Inputs of {@link Currency}, from the schema that `check` validates:
 * - `companyId`: the company (GUID).
 * - `currencyId`: the existing currency to manage (GUID). Changing it moves management to another currency.
 * - `displayName` (at most 30 characters), `symbol` (at most 10), `amountDecimalPlaces`
 *   (`<min>:<max>`, such as `2:2`), `amountRoundingPrecision` (greater than 0): each is managed
 *   only when the program sets it; the others are reported as outputs, as the service has them.
 * - `overwriteConcurrentChanges`, `settings`: as for every record resource.
 */
export type CurrencyArgs = InputsOf<z.input<typeof currencyInputs>>;

const shim = providerShim("records:Currency");

/**
 * A currency of the business records service. The service's API shows no way to create one, so
 * this resource takes over an existing currency and manages the fields the program sets.
 * Deleting the resource stops managing the currency and leaves it as it is.
 */
export class Currency extends pulumi.dynamic.Resource {
  declare readonly companyId: pulumi.Output<string>;
  declare readonly currencyId: pulumi.Output<string>;
  /** The currency code, such as `EUR`. */
  declare readonly code: pulumi.Output<string>;
  declare readonly displayName: pulumi.Output<string>;
  declare readonly symbol: pulumi.Output<string>;
  declare readonly amountDecimalPlaces: pulumi.Output<string>;
  declare readonly amountRoundingPrecision: pulumi.Output<number>;
  declare readonly recordId: pulumi.Output<string>;
  declare readonly etag: pulumi.Output<string>;
  declare readonly lastModifiedDateTime: pulumi.Output<string>;

  constructor(name: string, args: CurrencyArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = ["code", "displayName", "symbol", "amountDecimalPlaces", "amountRoundingPrecision"];
    super(
      shim,
      name,
      recordProps(args, outputs),
      withResourceDefaults(opts, ["settings"]),
      "bizops",
      "Currency",
    );
  }
}
