import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { dialogError } from "../dialog-error";
import { textOf } from "../json-values";

/**
 * The Purchase Header's "Buy-from Vendor No." and "Pay-to Vendor No." OnValidate call
 * Vend.CheckBlockedVendOnDocs(Vend, false) (Vendor.Table.al), which refuses only `Blocked = All`:
 * a vendor blocked for Payment may still be on documents. Transaction = false makes %1 Text006
 * 'create'; %3 is the Blocked value's caption (Vendor Blocked enum: ' ', 'Payment', 'All'). Text007:
 * 'You cannot %1 this type of document when Vendor %2 is blocked with type %3'. The check's other
 * refusal, Privacy Blocked, concerns a field the emulator's vendors do not hold.
 */
function blockedMessage(vendorNumber: string): string {
  return `You cannot create this type of document when Vendor ${vendorNumber} is blocked with type All`;
}

/**
 * Refuses a vendor blocked for everything as a memo's buy-from or pay-to vendor. Admin writes stage
 * what the service may hold, such as a memo whose vendor was blocked afterwards, and skip the check.
 */
export function checkVendorNotBlocked(vendor: JsonObject, context: WriteContext): void {
  if (context.mode !== "create" && context.mode !== "update") return;
  if (vendor.blocked === "All") throw dialogError(blockedMessage(textOf(vendor.number)));
}
