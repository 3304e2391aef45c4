import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { withResourceDefaults } from "../core/resource-options";
import { recordProps } from "./record-props";
import { CREDIT_MEMO_FIELDS, CREDIT_MEMO_READ_ONLY, type creditMemoInputs } from "./schemas";

/**
 * Inputs of {@link PurchaseCreditMemo}, from the schema that `check` validates: `companyId`,
 * `vendorId` or `vendorNumber` (changing either replaces the memo), and any writable field of
 * the spec as an optional input (dates `YYYY-MM-DD`, ids as GUIDs, `discountAmount` >= 0).
 * Only the fields the program sets are managed. `adoptRecordId` takes over an existing memo;
 * `overwriteConcurrentChanges` and `settings` as for every record resource.
 */
export type PurchaseCreditMemoArgs = InputsOf<z.input<typeof creditMemoInputs>>;

const shim = providerShim("records:PurchaseCreditMemo");

/** A purchase credit memo of the business records service. Changes are accepted while it is `Draft`. */
export class PurchaseCreditMemo extends pulumi.dynamic.Resource {
  declare readonly companyId: pulumi.Output<string>;
  /** The memo number from the service's number series, such as `PCM-00428`. */
  declare readonly number: pulumi.Output<string>;
  /** `Draft`, `In Review` (as `In_x0020_Review`), `Open`, `Canceled`, `Corrective` or `Paid`. */
  declare readonly status: pulumi.Output<string>;
  declare readonly vendorId: pulumi.Output<string>;
  declare readonly vendorNumber: pulumi.Output<string>;
  declare readonly vendorName: pulumi.Output<string>;
  declare readonly payToName: pulumi.Output<string>;
  declare readonly creditMemoDate: pulumi.Output<string>;
  declare readonly postingDate: pulumi.Output<string>;
  declare readonly dueDate: pulumi.Output<string>;
  declare readonly currencyCode: pulumi.Output<string>;
  declare readonly discountAmount: pulumi.Output<number>;
  declare readonly pricesIncludeTax: pulumi.Output<boolean>;
  declare readonly discountAppliedBeforeTax: pulumi.Output<boolean>;
  declare readonly totalAmountExcludingTax: pulumi.Output<number>;
  declare readonly totalTaxAmount: pulumi.Output<number>;
  declare readonly totalAmountIncludingTax: pulumi.Output<number>;
  declare readonly recordId: pulumi.Output<string>;
  declare readonly etag: pulumi.Output<string>;
  declare readonly lastModifiedDateTime: pulumi.Output<string>;

  constructor(name: string, args: PurchaseCreditMemoArgs, opts?: pulumi.CustomResourceOptions) {
    const props = recordProps(args, [...CREDIT_MEMO_FIELDS, ...CREDIT_MEMO_READ_ONLY]);
    super(shim, name, props, withResourceDefaults(opts, ["settings"]), "bizops", "PurchaseCreditMemo");
  }
}
