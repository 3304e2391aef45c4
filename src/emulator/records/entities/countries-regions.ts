import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

// API page 30027 "APIV2 - Countries/Regions" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2CountriesRegions.Page.al). Country/Region table: Code Code[10],
// Name Text[50]. addressFormat is the enum NAV.countryRegionAddressFormat, whose members the
// public material does not list, so any text is taken ("City+ZIP Code" in the docs' example).
/** The countriesRegions entity set (API v2.0). */
export const countriesRegions: CollectionDefinition = {
  version: "v2.0",
  name: "countriesRegions",
  typeName: "Microsoft.NAV.countryRegion",
  fields: { code: codeKey(10), displayName: text(50), addressFormat: text(50) },
  uniqueKey: "code",
  defaults: { displayName: "", addressFormat: "City+Post Code" },
};
