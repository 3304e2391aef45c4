import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

// API page 30024 "APIV2 - Shipment Methods" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2ShipmentMethods.Page.al). Shipment Method table: Code Code[10],
// Description Text[100].
/** Name of the shipmentMethods collection. */
export const SHIPMENT_METHODS = "shipmentMethods";

/** The shipmentMethods entity set (API v2.0). */
export const shipmentMethods: CollectionDefinition = {
  version: "v2.0",
  name: SHIPMENT_METHODS,
  typeName: "Microsoft.NAV.shipmentMethod",
  fields: { code: codeKey(10), displayName: text(100) },
  uniqueKey: "code",
  defaults: { displayName: "" },
};
