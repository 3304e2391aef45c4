import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/**
 * countriesRegions (API v2.0). Country/Region table (CountryRegion.Table.al): Code Code[10], Name
 * Text[50]. `addressFormat` is the public enum 8 "Country/Region Address Format"
 * (Foundation/Address/CountryRegionAddressFormat.Enum.al): the service takes only its members.
 */
export const countryRegion: EntityDefinition = {
  name: "CountryRegion",
  plural: "CountriesRegions",
  entitySet: "countriesRegions",
  apiVersion: "v2.0",
  noun: "country or region",
  pluralNoun: "countries and regions",
  module: "country-region",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2CountriesRegions.Page.al (page 30027); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/CountryRegion.Table.al",
  doc: "A country or region of the business records service.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 50),
    // CountryRegionAddressFormat.Enum.al, in its order; the table's InitValue is "City+Post Code"
    // (CountryRegion.Table.al:70-73). The wire names escape space and `+` as OData does.
    addressFormat: {
      type: "string",
      doc: "How addresses in the country are written: `Post_x0020_Code_x002B_City` (the post code before the city), `City_x002B_Post_x0020_Code` (the city before the post code; a new record's default), `City_x002B_County_x002B_Post_x0020_Code` (the city, then the county or state, then the post code), `Blank_x0020_Line_x002B_Post_x0020_Code_x002B_City` (a blank line, then the post code before the city) or `Custom` (the lines the country's custom address format sets up).",
      input: "optional",
      values: [
        "Post_x0020_Code_x002B_City",
        "City_x002B_Post_x0020_Code",
        "City_x002B_County_x002B_Post_x0020_Code",
        "Blank_x0020_Line_x002B_Post_x0020_Code_x002B_City",
        "Custom",
      ],
    },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
