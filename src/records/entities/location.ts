import type { EntityDefinition } from "../definitions/entity-definition";
import { emailAddress } from "./email-address";
import { addressAndContact, keyCode, text } from "./shared-fields";

/** locations (API v2.0). Location table (Location.Table.al): Code Code[10], Name and Contact Text[100]. */
export const location: EntityDefinition = {
  name: "Location",
  plural: "Locations",
  entitySet: "locations",
  apiVersion: "v2.0",
  noun: "location",
  module: "location",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Locations.Page.al (page 30076); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Location.Table.al",
  doc: "A location of the business records service.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 100),
    contact: text("The name of the contact person.", 100),
    ...addressAndContact,
    // One address, trimmed (MailManagement.ValidateEmailAddressField, Location.Table.al field 5718).
    email: emailAddress("The email address."),
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
