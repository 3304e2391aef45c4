import type { WriteContext } from "../collection-types";
import { doesNotMatch } from "./code-pairs";
import { dialogError } from "./dialog-error";
import { fieldError } from "./field-errors";
import { EMPTY_GUID } from "./field-checks";
import type { JsonObject } from "../../http-helpers";
import { applyPostCode, MASTER_ADDRESS } from "../collections/post-codes";
import { checkRelation, tableRelationError, type TableRelationSpec } from "./table-relation";
import { textOf } from "./json-values";
import { PAYMENT_TERMS } from "../collections/payment-terms";
import { PAYMENT_METHODS } from "../collections/payment-methods";
import { SHIPMENT_METHODS } from "../collections/shipment-methods";

/** The table a master record lives in, as AL errors name it. */
export interface MasterTable {
  /** The table caption, such as `Customer`. */
  readonly table: string;
  /** The primary key's caption and field: `No.`/`number`, or `Code`/`code` for Location. */
  readonly keyCaption: string;
  readonly keyField: string;
}

/** Name of the countriesRegions collection. */
const COUNTRIES_REGIONS = "countriesRegions";

/** Name of the salespeoplePurchasers collection. */
const SALESPEOPLE_PURCHASERS = "salespeoplePurchasers";

/**
 * The address of a Customer, Vendor or Location in page order: "Country/Region Code" must name a
 * Country/Region (its TableRelation) and, changed from one that was not blank, clears the city,
 * state and post code written before it; then a post code found in the Post Code table fills city,
 * state and country (Customer.Table.al:918, Vendor.Table.al:776, Location.Table.al:131).
 */
export function applyAddress(fields: JsonObject, context: WriteContext, master: MasterTable): void {
  const country: TableRelationSpec = {
    caption: "Country/Region Code",
    table: master.table,
    relatedTable: "Country/Region",
    collection: COUNTRIES_REGIONS,
  };
  checkRelation(country, context, "country");
  clearAddressOnCountryChange(fields, context);
  applyPostCode(fields, context, MASTER_ADDRESS);
}

/**
 * The country's OnValidate calls PostCode.CheckClearPostCodeCityCounty with the record's previous
 * country (BASE Foundation/Address/PostCode.Table.al; the Customer table's field 35 "Country/Region
 * Code", the Vendor's and the Location's alike): unless General Ledger Setup's "Req.Country/Reg.
 * Code in Addr." is on (off in a new company, and the emulator keeps no such setting), a change
 * from a country that was not blank blanks City, Post Code and County. The page validates city and
 * state before country and the post code after it, so of the three only a post code sent in the same
 * request survives.
 */
function clearAddressOnCountryChange(fields: JsonObject, context: WriteContext): void {
  const before = textOf(context.current?.country);
  if (!("country" in context.changes) || before === "" || before === textOf(context.changes.country)) return;
  fields.city = "";
  fields.state = "";
  fields.postalCode = textOf(context.changes.postalCode);
}

/**
 * "Phone No." refuses letters: its OnValidate raises FieldError(..., PhoneNoCannotContainLettersErr)
 * ('must not contain letters', Customer.Table.al:201-214 and the Vendor table likewise).
 */
export function checkPhoneNumber(fields: JsonObject, context: WriteContext, master: MasterTable): void {
  const phone = context.changes.phoneNumber;
  if (typeof phone !== "string" || !/\p{L}/u.test(phone)) return;
  const key = textOf(fields[master.keyField]);
  throw fieldError("Phone No.", "must not contain letters", {
    table: master.table,
    keys: [[master.keyCaption, key]],
  });
}

/**
 * "Salesperson Code" (and a vendor's "Purchaser Code"): its TableRelation takes only a Salesperson/Purchaser that is not Blocked, and a
 * privacy-blocked one is refused with PrivacyBlockedGenericErr of the Salesperson/Purchaser table.
 */
export function checkSalesperson(context: WriteContext, table: string, field: string, caption: string): void {
  const code = context.changes[field];
  if (typeof code !== "string" || code === "") return;
  const relation: TableRelationSpec = {
    caption,
    table,
    relatedTable: "Salesperson/Purchaser",
    collection: SALESPEOPLE_PURCHASERS,
  };
  const salesperson = context.find(SALESPEOPLE_PURCHASERS, "code", code);
  if (salesperson === undefined || salesperson.blocked === true) throw tableRelationError(relation, code);
  if (salesperson.privacyBlocked === true) {
    // GetPrivacyBlockedGenericText (SalespersonPurchaser.Table.al) names the role the field gives:
    // 'Salesperson' for a customer's Salesperson Code, 'Purchaser' for a vendor's Purchaser Code.
    const role = caption.replace(/ Code$/, "");
    throw dialogError(`Privacy Blocked must not be true for ${role} ${code}.`);
  }
}

/** A setup record a master record names by id: the id field, the collection and the page's entity word. */
const SETUP_IDS = [
  ["paymentTermsId", PAYMENT_TERMS, "Payment Terms"],
  ["shipmentMethodId", SHIPMENT_METHODS, "Shipment Method"],
  ["paymentMethodId", PAYMENT_METHODS, "Payment Method"],
] as const;

/**
 * paymentTermsId, shipmentMethodId and paymentMethodId must name existing records ('The "paymentTermsId"
 * does not match to a Payment Terms.', APIV2Customers.Page.al and APIV2Vendors.Page.al); the empty GUID
 * clears the code.
 */
export function checkSetupIds(context: WriteContext): void {
  for (const [field, collection, entity] of SETUP_IDS) {
    const id = context.changes[field];
    if (typeof id !== "string" || id === EMPTY_GUID) continue;
    if (context.find(collection, "id", id) === undefined) throw doesNotMatch(field, entity)();
  }
}
