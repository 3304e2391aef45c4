import type { CollectionDefinition } from "../collection-types";
import { addressAndContact, addressAndContactDefaults, codeKey, emailAddress, text } from "./field-specs";
import { applyAddress, type MasterTable } from "../rules/master-rules";
import { LOCATION_USE } from "../rules/records-in-use";

const LOCATION_TABLE: MasterTable = { table: "Location", keyCaption: "Code", keyField: "code" };

// API page 30076 "APIV2 - Locations" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2Locations.Page.al): plain table writes. Location table: Code
// Code[10], Name Text[100], Contact Text[100], Address Text[100], Address 2 Text[50], City Text[30],
// County Text[30], Country/Region Code Code[10], Post Code Code[20], Phone No. Text[30], E-Mail
// Text[80], Home Page Text[255] (current base application). "Country/Region Code" must name a
// Country/Region; a post code in the Post Code table fills city, state and country (Location.Table.al:131).
// "E-Mail" takes one address and is stored trimmed (MailManagement.ValidateEmailAddressField,
// Location.Table.al field 5718).
/** The locations entity set (API v2.0). */
export const locations: CollectionDefinition = {
  version: "v2.0",
  name: "locations",
  typeName: "Microsoft.NAV.location",
  fields: {
    code: codeKey(10),
    displayName: text(100),
    contact: text(100),
    ...addressAndContact,
    email: emailAddress,
    // Open item ledger entries at the location, which no page writes (rules/records-in-use.ts).
    ...LOCATION_USE.fields,
  },
  uniqueKey: "code",
  defaults: {
    displayName: "",
    contact: "",
    ...addressAndContactDefaults,
    ...LOCATION_USE.defaults,
  },
  rules: {
    complete(stored, context) {
      const fields = { ...stored };
      applyAddress(fields, context, LOCATION_TABLE);
      return fields;
    },
  },
  onDelete: LOCATION_USE.onDelete,
};
