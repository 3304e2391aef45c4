import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../core/declared-outputs";
import { dynamicType, withProvider } from "../core/dynamic-resource";
import { pausePromiseStacks } from "../core/promise-stacks";
import { withResourceDefaults } from "../core/resource-options";
import { kindKey } from "../resource-kinds";
import type { PurchaseCreditMemoArgs } from "./purchase-credit-memo-args";
import { deriveRecordOutputs, recordProps } from "./record-props";
import { CREDIT_MEMO_FIELDS, CREDIT_MEMO_READ_ONLY } from "./credit-memo-fields";

export type { PurchaseCreditMemoArgs };

/**
 * A purchase credit memo of the business records service. Changing `companyId`, `vendorId` or
 * `vendorNumber` replaces the memo; other fields change in place, guarded by the memo's eTag.
 * The service accepts changes (and deletion) only while the memo is `Draft`. Every field of the
 * memo is an output, whether the program manages it or not.
 */
export class PurchaseCreditMemo extends pulumi.CustomResource {
  /** The company the memo belongs to (a GUID, lower case). */
  declare readonly companyId: pulumi.Output<string>;
  /** The memo's date, written `YYYY-MM-DD`. */
  declare readonly creditMemoDate: pulumi.Output<string>;
  /** The posting date, written `YYYY-MM-DD`. */
  declare readonly postingDate: pulumi.Output<string>;
  /** The due date, written `YYYY-MM-DD`. */
  declare readonly dueDate: pulumi.Output<string>;
  /** The vendor's id (a GUID). */
  declare readonly vendorId: pulumi.Output<string>;
  /** The vendor's number, such as `V10000`. */
  declare readonly vendorNumber: pulumi.Output<string>;
  /** The vendor's own number of the credit memo. */
  declare readonly vendorCreditMemoNumber: pulumi.Output<string>;
  /** The id (a GUID) of the vendor paid, when not the vendor itself. */
  declare readonly payToVendorId: pulumi.Output<string>;
  /** The number of the vendor paid, when not the vendor itself. */
  declare readonly payToVendorNumber: pulumi.Output<string>;
  /** First line of the buy-from address. */
  declare readonly buyFromAddressLine1: pulumi.Output<string>;
  /** Second line of the buy-from address. */
  declare readonly buyFromAddressLine2: pulumi.Output<string>;
  /** City of the buy-from address. */
  declare readonly buyFromCity: pulumi.Output<string>;
  /** Country or region code of the buy-from address. */
  declare readonly buyFromCountry: pulumi.Output<string>;
  /** State of the buy-from address. */
  declare readonly buyFromState: pulumi.Output<string>;
  /** Post code of the buy-from address. */
  declare readonly buyFromPostCode: pulumi.Output<string>;
  /** First line of the pay-to address. */
  declare readonly payToAddressLine1: pulumi.Output<string>;
  /** Second line of the pay-to address. */
  declare readonly payToAddressLine2: pulumi.Output<string>;
  /** City of the pay-to address. */
  declare readonly payToCity: pulumi.Output<string>;
  /** Country or region code of the pay-to address. */
  declare readonly payToCountry: pulumi.Output<string>;
  /** State of the pay-to address. */
  declare readonly payToState: pulumi.Output<string>;
  /** Post code of the pay-to address. */
  declare readonly payToPostCode: pulumi.Output<string>;
  /** The code of the first shortcut dimension. */
  declare readonly shortcutDimension1Code: pulumi.Output<string>;
  /** The code of the second shortcut dimension. */
  declare readonly shortcutDimension2Code: pulumi.Output<string>;
  /** The memo's currency by id (a GUID). */
  declare readonly currencyId: pulumi.Output<string>;
  /** The memo's currency by code, such as `EUR`. */
  declare readonly currencyCode: pulumi.Output<string>;
  /** The payment terms (a GUID). */
  declare readonly paymentTermsId: pulumi.Output<string>;
  /** The shipment method (a GUID). */
  declare readonly shipmentMethodId: pulumi.Output<string>;
  /** The purchaser's code. */
  declare readonly purchaser: pulumi.Output<string>;
  /** The discount on the whole memo, in the memo's currency. */
  declare readonly discountAmount: pulumi.Output<number>;
  /** The id (a GUID) of the invoice this memo corrects. */
  declare readonly invoiceId: pulumi.Output<string>;
  /** The number of the invoice this memo corrects. */
  declare readonly invoiceNumber: pulumi.Output<string>;
  /** The vendor return reason (a GUID). */
  declare readonly vendorReturnReasonId: pulumi.Output<string>;
  /** The memo number from the service's number series, such as `PCM-00428`. */
  declare readonly number: pulumi.Output<string>;
  /** The vendor's name, as the service has it. */
  declare readonly vendorName: pulumi.Output<string>;
  /** The name of the vendor paid, as the service has it. */
  declare readonly payToName: pulumi.Output<string>;
  /** Whether the memo's prices include tax. */
  declare readonly pricesIncludeTax: pulumi.Output<boolean>;
  /** Whether the discount is applied before tax. */
  declare readonly discountAppliedBeforeTax: pulumi.Output<boolean>;
  /** The memo's total without tax. */
  declare readonly totalAmountExcludingTax: pulumi.Output<number>;
  /** The memo's tax. */
  declare readonly totalTaxAmount: pulumi.Output<number>;
  /** The memo's total with tax. */
  declare readonly totalAmountIncludingTax: pulumi.Output<number>;
  /** `Draft`, `In Review` (sent as `In_x0020_Review`), `Open`, `Canceled`, `Corrective` or `Paid`. Changes are accepted only while it is `Draft`. */
  declare readonly status: pulumi.Output<string>;
  /** The memo this resource took over, when it adopted one. */
  declare readonly adoptRecordId: pulumi.Output<string | undefined>;
  /** Whether updates overwrite changes made by others (`If-Match: *`). */
  declare readonly overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
  /** The service's id of the memo (a GUID). */
  declare readonly recordId: pulumi.Output<string>;
  /** The memo's eTag as last written or read; sent back in `If-Match`. */
  declare readonly etag: pulumi.Output<string>;
  /** When the memo last changed (ISO 8601, UTC), as the service reports it. */
  declare readonly lastModifiedDateTime: pulumi.Output<string>;

  constructor(name: string, args: PurchaseCreditMemoArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindKey("PurchaseCreditMemo"),
      recordProps(args, PURCHASE_CREDIT_MEMO_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("PurchaseCreditMemo"), name, props, options);
    } finally {
      resumeStacks();
    }
    deriveRecordOutputs(this, args, PURCHASE_CREDIT_MEMO_OUTPUTS);
  }
}

/** Every output of {@link PurchaseCreditMemo}; the registration gives each a slot, or derives it (`recordProps`). */
export const PURCHASE_CREDIT_MEMO_OUTPUTS = outputList<PurchaseCreditMemo>()([
  "companyId",
  ...CREDIT_MEMO_FIELDS,
  ...CREDIT_MEMO_READ_ONLY,
  "adoptRecordId",
  "overwriteConcurrentChanges",
  "recordId",
  "etag",
  "lastModifiedDateTime",
]);
