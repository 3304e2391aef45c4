import type { EntityDefinition } from "../entity-definition";

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
    addressLine1: { type: "string", doc: "First line of the address.", input: "optional" },
    addressLine2: { type: "string", doc: "Second line of the address.", input: "optional" },
    city: { type: "string", doc: "City of the address.", input: "optional" },
    state: { type: "string", doc: "State of the address.", input: "optional" },
    country: { type: "string", doc: "Country or region code of the address.", input: "optional" },
    postalCode: { type: "string", doc: "Post code of the address.", input: "optional" },
    phoneNumber: { type: "string", doc: "The phone number.", input: "optional" },
    email: { type: "string", doc: "The email address.", input: "optional" },
    website: { type: "string", doc: "The website's address.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
