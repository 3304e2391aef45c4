import type { EntityDefinition } from "../entity-definition";
import { keyCode, text } from "./shared-fields";

/**
 * countriesRegions (API v2.0). Country/Region table (CountryRegion.Table.al): Code Code[10], Name
 * Text[50]. `addressFormat` is the enum "Country/Region Address Format": the service takes only its
 * members, which the public pages do not list, so it has no length or values here.
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
    addressFormat: { type: "string", doc: "How addresses in the country are written.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
