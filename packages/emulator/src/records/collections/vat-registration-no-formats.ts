import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

/** Name of the VAT Registration No. Format table (admin path segment; no API page shows it). */
export const VAT_REGISTRATION_NO_FORMATS = "vatRegistrationNoFormats";

// Table 381 "VAT Registration No. Format" (BASE Finance/VAT/Registration/VATRegistrationNoFormat.Table.al):
// key ("Country/Region Code", "Line No."); Country/Region Code Code[10], NotBlank, TableRelation
// "Country/Region"; Format Text[20]. The emulator keeps no Line No.: a country's rows are read in the
// order they were written. No API page shows the table, so only admin writes fill it
// (`POST /_admin/records/{companyId}/vatRegistrationNoFormats`); a company holds none until then.
/** The VAT Registration No. Format table of a company: what VATRegistrationNoFormat.Test reads. */
export const vatRegistrationNoFormats: CollectionDefinition = {
  version: "v2.0",
  name: VAT_REGISTRATION_NO_FORMATS,
  typeName: "Microsoft.NAV.vatRegistrationNoFormat",
  fields: {
    countryRegionCode: { ...codeKey(10), refersTo: "countriesRegions" },
    format: text(20),
  },
  defaults: { format: "" },
  adminOnly: true,
};
