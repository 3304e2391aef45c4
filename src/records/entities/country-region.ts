import type { EntityDefinition } from "../entity-definition";

/** countriesRegions (API v2.0). */
export const countryRegion: EntityDefinition = {
  name: "CountryRegion",
  plural: "CountriesRegions",
  entitySet: "countriesRegions",
  apiVersion: "v2.0",
  noun: "country or region",
  pluralNoun: "countries and regions",
  module: "country-region",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2CountriesRegions.Page.al (page 30027); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A country or region of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    addressFormat: { type: "string", doc: "How addresses in the country are written.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
