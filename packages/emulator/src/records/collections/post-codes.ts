import type { CollectionDefinition, WriteContext } from "../collection-types";
import type { JsonObject } from "../../http-helpers";

/** Name of the Post Code table (admin path segment; no API page shows it). */
const POST_CODES = "postCodes";

// Table 225 "Post Code" (BASE Foundation/Address/PostCode.Table.al): key (Code, City); Code Code[20],
// City Text[30], County Text[30], Country/Region Code Code[10]. No API page shows it, so only admin
// writes fill it (`POST /_admin/records/{companyId}/postCodes`).
/** The Post Code table of a company: what ValidatePostCode reads. */
export const postCodes: CollectionDefinition = {
  version: "v2.0",
  name: POST_CODES,
  typeName: "Microsoft.NAV.postCode",
  fields: {
    code: { type: "string", required: true, maxLength: 20, code: true },
    city: { type: "string", required: true, maxLength: 30 },
    county: { type: "string", maxLength: 30 },
    countryRegionCode: { type: "string", maxLength: 10, code: true, refersTo: "countriesRegions" },
  },
  uniqueKey: ["code", "city"],
  defaults: { county: "", countryRegionCode: "" },
  adminOnly: true,
};

/** The fields of a record's address that ValidatePostCode fills, by the record's own names. */
export interface AddressFields {
  readonly postCode: string;
  readonly city: string;
  readonly county: string;
  readonly country: string;
}

/** Customer, Vendor and Location name them `postalCode`, `city`, `state` and `country`. */
export const MASTER_ADDRESS: AddressFields = {
  postCode: "postalCode",
  city: "city",
  county: "state",
  country: "country",
};

/** The order of the table's primary key (Code, City), in which FindFirst takes a row. */
function byKey(a: JsonObject, b: JsonObject): number {
  const [x, y] = [`${String(a.code)}\u0000${String(a.city)}`, `${String(b.code)}\u0000${String(b.city)}`];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows ValidatePostCode reads for a written code (BASE Foundation/Address/PostCode.Table.al:190-193):
 * a code whose only `*` is its last character is a filter, `CB2*` every code that starts with `CB2`;
 * any other code is compared whole. (The filter's other operators, such as `|` and `..`, are not
 * modelled.)
 */
function rowsFor(code: string, context: WriteContext): JsonObject[] {
  if (code.indexOf("*") !== code.length - 1) return context.findAll(POST_CODES, "code", code);
  const prefix = code.slice(0, -1);
  return context.findAll(POST_CODES, "code", (held) => String(held).startsWith(prefix));
}

/**
 * ValidatePostCode (PostCode.Table.al:178-221), which runs without a dialog in API calls too: when a
 * written post code is in the Post Code table, the first row by key (Code, City) is taken, a row of the
 * record's country first when it has one (:198-202). The rows are not narrowed by the record's city:
 * ValidatePostCode never reads "Search City", and ValidateCity, which does, exits in a session
 * without a GUI, as an API session is (:141-142). Its code,
 * city (as the table writes it), county and country overwrite the record's. A code not in the table
 * changes nothing.
 */
export function applyPostCode(fields: JsonObject, context: WriteContext, names: AddressFields): void {
  const code = context.changes[names.postCode];
  if (typeof code !== "string" || code === "") return;
  const rows = rowsFor(code.toUpperCase(), context).sort(byKey);
  const country = typeof fields[names.country] === "string" ? String(fields[names.country]) : "";
  const row = rows.find((candidate) => country !== "" && candidate.countryRegionCode === country) ?? rows[0];
  if (row === undefined) return;
  fields[names.postCode] = row.code;
  fields[names.city] = row.city;
  fields[names.county] = row.county;
  fields[names.country] = row.countryRegionCode;
}
