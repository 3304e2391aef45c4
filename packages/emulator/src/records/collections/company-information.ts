import type { CollectionDefinition } from "../collection-types";
import { code, codeOf } from "./field-specs";

/** Name of the Company Information table (admin path segment; the emulator serves no API page of it). */
export const COMPANY_INFORMATION = "companyInformation";

// Table 79 "Company Information" (BASE Foundation/Company/CompanyInformation.Table.al): one record,
// key "Primary Key" Code[10] (blank); "Country/Region Code" Code[10] (field 36), TableRelation
// "Country/Region". The emulator holds only the country, which a customer's or vendor's blank country
// stands for in VATRegistrationNoFormat.Test; admin writes fill it
// (`POST /_admin/records/{companyId}/companyInformation`), and a company has no record until then.
/** The Company Information record of a company, as far as the rules read it. */
export const companyInformation: CollectionDefinition = {
  version: "v2.0",
  name: COMPANY_INFORMATION,
  typeName: "Microsoft.NAV.companyInformation",
  fields: {
    primaryKey: code(10),
    countryRegionCode: codeOf(10, "countriesRegions"),
  },
  // The blank primary key is the only one BC uses (CompanyInfo.Get()), so a company has one record.
  uniqueKey: "primaryKey",
  defaults: { primaryKey: "", countryRegionCode: "" },
  adminOnly: true,
};
