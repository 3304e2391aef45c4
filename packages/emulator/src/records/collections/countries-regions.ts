import type { CollectionDefinition } from "../collection-types";
import { codeKey, oneOf, text } from "./field-specs";

/**
 * The members of enum 8 "Country/Region Address Format" (BASE
 * Foundation/Address/CountryRegionAddressFormat.Enum.al), as OData names them: a space is `_x0020_`
 * and a `+` is `_x002B_`, the way Item's `Non_x002D_Inventory` is written.
 */
const ADDRESS_FORMATS = [
  "Post_x0020_Code_x002B_City",
  "City_x002B_Post_x0020_Code",
  "City_x002B_County_x002B_Post_x0020_Code",
  "Blank_x0020_Line_x002B_Post_x0020_Code_x002B_City",
  "Custom",
] as const;

// API page 30027 "APIV2 - Countries/Regions" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2CountriesRegions.Page.al). Country/Region table: Code Code[10],
// Name Text[50]. addressFormat is enum 8, whose InitValue is "City+Post Code"
// (CountryRegion.Table.al:70-73); other values are refused.
/** The countriesRegions entity set (API v2.0). */
export const countriesRegions: CollectionDefinition = {
  version: "v2.0",
  name: "countriesRegions",
  typeName: "Microsoft.NAV.countryRegion",
  fields: { code: codeKey(10), displayName: text(50), addressFormat: oneOf(ADDRESS_FORMATS) },
  uniqueKey: "code",
  defaults: { displayName: "", addressFormat: "City_x002B_Post_x0020_Code" },
};
