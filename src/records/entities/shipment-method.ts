import type { EntityDefinition } from "../entity-definition";

/** shipmentMethods (API v2.0). */
export const shipmentMethod: EntityDefinition = {
  name: "ShipmentMethod",
  plural: "ShipmentMethods",
  entitySet: "shipmentMethods",
  apiVersion: "v2.0",
  noun: "shipment method",
  module: "shipment-method",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2ShipmentMethods.Page.al (page 30024); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A shipment method of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
