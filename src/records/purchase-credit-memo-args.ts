import type * as pulumi from "@pulumi/pulumi";
import type { RecordsSettingsArgs } from "./records-settings-args";

/**
 * The inputs of a {@link PurchaseCreditMemo}: a vendor ({@link PurchaseCreditMemoArgs.vendorNumber}
 * or {@link PurchaseCreditMemoArgs.vendorId}) and any writable field of the memo. Only the fields
 * the program sets are managed; the others are outputs, as the service has them. The service
 * accepts changes only while the memo is `Draft`: an update of a memo in another status is
 * refused before any request.
 */
export interface PurchaseCreditMemoArgs {
  /** The company the memo belongs to: a GUID. Changing it replaces the memo. */
  companyId: pulumi.Input<string>;
  /** The memo's date, written `YYYY-MM-DD`. Changed in place. */
  creditMemoDate?: pulumi.Input<string>;
  /** The posting date, written `YYYY-MM-DD`. Changed in place. */
  postingDate?: pulumi.Input<string>;
  /** The due date, written `YYYY-MM-DD`. Changed in place. */
  dueDate?: pulumi.Input<string>;
  /** The vendor's id (a GUID). A memo needs this or {@link PurchaseCreditMemoArgs.vendorNumber}. Changing it replaces the memo. */
  vendorId?: pulumi.Input<string>;
  /** The vendor's number, such as `V10000`: 1 to 20 characters. A memo needs this or {@link PurchaseCreditMemoArgs.vendorId}. Changing it replaces the memo. */
  vendorNumber?: pulumi.Input<string>;
  /** The vendor's own number of the credit memo: at most 35 characters. Changed in place. */
  vendorCreditMemoNumber?: pulumi.Input<string>;
  /** The id (a GUID) of the vendor paid, when not the vendor itself. Changed in place. */
  payToVendorId?: pulumi.Input<string>;
  /** The number of the vendor paid, when not the vendor itself: 1 to 20 characters. Changed in place. */
  payToVendorNumber?: pulumi.Input<string>;
  /** First line of the buy-from address: at most 100 characters. Changed in place. */
  buyFromAddressLine1?: pulumi.Input<string>;
  /** Second line of the buy-from address: at most 50 characters; may be empty. Changed in place. */
  buyFromAddressLine2?: pulumi.Input<string>;
  /** City of the buy-from address: at most 30 characters. Changed in place. */
  buyFromCity?: pulumi.Input<string>;
  /** Country or region code of the buy-from address: at most 10 characters. Changed in place. */
  buyFromCountry?: pulumi.Input<string>;
  /** State of the buy-from address: at most 30 characters. Changed in place. */
  buyFromState?: pulumi.Input<string>;
  /** Post code of the buy-from address: at most 20 characters. Changed in place. */
  buyFromPostCode?: pulumi.Input<string>;
  /** First line of the pay-to address: at most 100 characters. Changed in place. */
  payToAddressLine1?: pulumi.Input<string>;
  /** Second line of the pay-to address: at most 50 characters; may be empty. Changed in place. */
  payToAddressLine2?: pulumi.Input<string>;
  /** City of the pay-to address: at most 30 characters. Changed in place. */
  payToCity?: pulumi.Input<string>;
  /** Country or region code of the pay-to address: at most 10 characters. Changed in place. */
  payToCountry?: pulumi.Input<string>;
  /** State of the pay-to address: at most 30 characters. Changed in place. */
  payToState?: pulumi.Input<string>;
  /** Post code of the pay-to address: at most 20 characters. Changed in place. */
  payToPostCode?: pulumi.Input<string>;
  /** The code of the first shortcut dimension: at most 20 characters. Changed in place. */
  shortcutDimension1Code?: pulumi.Input<string>;
  /** The code of the second shortcut dimension: at most 20 characters. Changed in place. */
  shortcutDimension2Code?: pulumi.Input<string>;
  /** The memo's currency by id (a GUID). Changed in place. */
  currencyId?: pulumi.Input<string>;
  /** The memo's currency by code, such as `EUR`: at most 10 characters. Changed in place. */
  currencyCode?: pulumi.Input<string>;
  /** The payment terms (a GUID). Changed in place. */
  paymentTermsId?: pulumi.Input<string>;
  /** The shipment method (a GUID). Changed in place. */
  shipmentMethodId?: pulumi.Input<string>;
  /** The purchaser's code: at most 20 characters. Changed in place. */
  purchaser?: pulumi.Input<string>;
  /** The discount on the whole memo, in the memo's currency: 0 or more. Changed in place. */
  discountAmount?: pulumi.Input<number>;
  /** The id (a GUID) of the invoice this memo corrects. Changed in place. */
  invoiceId?: pulumi.Input<string>;
  /** The number of the invoice this memo corrects: at most 20 characters. Changed in place. */
  invoiceNumber?: pulumi.Input<string>;
  /** The vendor return reason (a GUID). Changed in place. */
  vendorReturnReasonId?: pulumi.Input<string>;
  /**
   * The id (a GUID) of an existing memo to take over instead of creating one: create reads it,
   * requires its vendor to match, and patches the managed fields that differ. Read only at
   * create; a change later does nothing.
   */
  adoptRecordId?: pulumi.Input<string>;
  /**
   * Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default:
   * such a change fails the update instead. Changed in place.
   */
  overwriteConcurrentChanges?: pulumi.Input<boolean>;
  /** The records service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}
