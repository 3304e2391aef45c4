import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { applyPostCode, type AddressFields } from "../../collections/post-codes";

/** The suffixes of the page's address fields, in the page's order (buyFrom<Suffix>, then payTo<Suffix>). */
const PAGE_ORDER = ["AddressLine1", "AddressLine2", "City", "Country", "State", "PostCode"] as const;
type Suffix = (typeof PAGE_ORDER)[number];
type Role = "buyFrom" | "payTo";

/** Each role's address, as ValidatePostCode fills it. */
const POST_CODE_FIELDS: Readonly<Record<Role, AddressFields>> = {
  buyFrom: {
    postCode: "buyFromPostCode",
    city: "buyFromCity",
    county: "buyFromState",
    country: "buyFromCountry",
  },
  payTo: { postCode: "payToPostCode", city: "payToCity", county: "payToState", country: "payToCountry" },
};

/**
 * The pay-to fields each buy-from field's OnValidate hands to UpdatePayToAddressFromBuyFromAddress
 * (PurchaseHeader.Table.al fields 81, 82, 83, 88, 89, 90): Address, Address 2, County and
 * Country/Region alone; City and Post Code the four of city, post code, county and country.
 */
const SPILLS: Readonly<Record<Suffix, readonly Suffix[]>> = {
  AddressLine1: ["AddressLine1"],
  AddressLine2: ["AddressLine2"],
  City: ["City", "PostCode", "State", "Country"],
  PostCode: ["City", "PostCode", "State", "Country"],
  State: ["State"],
  Country: ["Country"],
};

/**
 * Puts back the address fields the body sends to what they held before the write, so that the vendors
 * fill the header first and the page's address fields are then validated over them, in order.
 */
export function clearAddressChanges(fields: JsonObject, context: WriteContext): void {
  for (const role of ["buyFrom", "payTo"] as const) {
    for (const suffix of PAGE_ORDER) {
      const field = `${role}${suffix}`;
      if (context.changes[field] !== undefined) fields[field] = context.current?.[field] ?? "";
    }
  }
}

function addressOf(fields: JsonObject, role: Role): Record<Suffix, unknown> {
  return Object.fromEntries(PAGE_ORDER.map((suffix) => [suffix, fields[`${role}${suffix}`]])) as Record<
    Suffix,
    unknown
  >;
}

/**
 * Sets one address field the body sends; a changed post code fills its address from the Post Code
 * table (ValidatePostCode). Returns whether the value changed: the header validates only a changed
 * value (TransferFieldsWithValidate), so a post code sent again as it is looks nothing up.
 */
function setAddressField(fields: JsonObject, context: WriteContext, role: Role, suffix: Suffix): boolean {
  const field = `${role}${suffix}`;
  const value = context.changes[field];
  if (value === undefined) return false;
  const changed = value !== fields[field];
  fields[field] = value;
  if (suffix === "PostCode" && changed) applyPostCode(fields, context, POST_CODE_FIELDS[role]);
  return changed;
}

/**
 * The page's address fields, validated in the page's order over what the vendors filled in. A changed
 * buy-from field spills into the pay-to address when the whole pay-to address (address, address 2,
 * city, county, post code, country) equals the buy-from address as it was before that field
 * (UpdatePayToAddressFromBuyFromAddress: `if ("Order Address Code" = '') and
 * PayToAddressEqualsOldBuyFromAddress() then ... if xRec."Buy-from Address" = "Pay-to Address" then
 * "Pay-to Address" := "Buy-from Address"`; the page sets no order address). The pay-to fields come
 * after, so a pay-to value the body sends wins.
 */
export function applyAddressChanges(fields: JsonObject, context: WriteContext): void {
  for (const suffix of PAGE_ORDER) {
    const before = addressOf(fields, "buyFrom");
    if (!setAddressField(fields, context, "buyFrom", suffix)) continue;
    const payTo = addressOf(fields, "payTo");
    if (!PAGE_ORDER.every((part) => payTo[part] === before[part])) continue;
    for (const part of SPILLS[suffix]) fields[`payTo${part}`] = fields[`buyFrom${part}`];
  }
  for (const suffix of PAGE_ORDER) setAddressField(fields, context, "payTo", suffix);
}
