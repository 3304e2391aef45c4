import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/** shipmentMethods (API v2.0). Shipment Method table (ShipmentMethod.Table.al): Code Code[10], Description Text[100]. */
export const shipmentMethod: EntityDefinition = {
  name: "ShipmentMethod",
  plural: "ShipmentMethods",
  entitySet: "shipmentMethods",
  apiVersion: "v2.0",
  noun: "shipment method",
  module: "shipment-method",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2ShipmentMethods.Page.al (page 30024); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/ShipmentMethod.Table.al",
  doc: "A shipment method of the business records service.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 100),
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
