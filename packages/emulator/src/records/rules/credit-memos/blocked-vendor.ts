import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { dialogError } from "../dialog-error";
import { textOf } from "../json-values";

/**
 * The Purchase Header's "Buy-from Vendor No." and "Pay-to Vendor No." OnValidate call
 * Vend.CheckBlockedVendOnDocs(Vend, false) (Vendor.Table.al), which refuses a vendor blocked for
 * privacy first, then one with `Blocked = All`: a vendor blocked for Payment may still be on
 * documents. Transaction = false makes the action Text006 'create'. PrivacyBlockedActionErr: 'You
 * cannot %1 this type of document when Vendor %2 is blocked for privacy.'; Text007: 'You cannot %1
 * this type of document when Vendor %2 is blocked with type %3', %3 the Blocked value's caption
 * (Vendor Blocked enum: ' ', 'Payment', 'All'). "Privacy Blocked" is a table field no page shows:
 * admin writes set it (`privacyBlocked`).
 */
function refusal(vendor: JsonObject): string | undefined {
  const number = textOf(vendor.number);
  if (vendor.privacyBlocked === true) {
    return `You cannot create this type of document when Vendor ${number} is blocked for privacy.`;
  }
  if (vendor.blocked === "All") {
    return `You cannot create this type of document when Vendor ${number} is blocked with type All`;
  }
  return undefined;
}

/**
 * Refuses a vendor blocked for privacy or for everything as a memo's buy-from or pay-to vendor. Admin
 * writes stage what the service may hold, such as a memo whose vendor was blocked afterwards, and
 * skip the check.
 */
export function checkVendorNotBlocked(vendor: JsonObject, context: WriteContext): void {
  if (context.mode !== "create" && context.mode !== "update") return;
  const message = refusal(vendor);
  if (message !== undefined) throw dialogError(message);
}
