import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

// API page 30020 "APIV2 - Payment Methods" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2PaymentMethods.Page.al). Payment Method table: Code Code[10],
// Description Text[100].
/** Name of the paymentMethods collection. */
export const PAYMENT_METHODS = "paymentMethods";

/** The paymentMethods entity set (API v2.0). */
export const paymentMethods: CollectionDefinition = {
  version: "v2.0",
  name: PAYMENT_METHODS,
  typeName: "Microsoft.NAV.paymentMethod",
  fields: { code: codeKey(10), displayName: text(100) },
  uniqueKey: "code",
  defaults: { displayName: "" },
};
