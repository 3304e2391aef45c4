import type { EntityDefinition } from "../entity-definition";
import { addressAndContact } from "./shared-fields";

/** locations (API v2.0). */
export const location: EntityDefinition = {
  name: "Location",
  plural: "Locations",
  entitySet: "locations",
  apiVersion: "v2.0",
  noun: "location",
  module: "location",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Locations.Page.al (page 30076); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A location of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    contact: { type: "string", doc: "The name of the contact person.", input: "optional" },
    ...addressAndContact,
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
