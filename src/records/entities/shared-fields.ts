import type { EntityField } from "../definitions/entity-definition";
import { emailAddressList } from "./email-address";

/** A text field a program may set: the table's `Text[maxLength]`. */
export const text = (doc: string, maxLength: number): EntityField => ({
  type: "string",
  doc,
  input: "optional",
  maxLength,
});

/** A code field a program may set: the table's `Code[maxLength]`, stored upper case. */
export const code = (doc: string, maxLength: number): EntityField => ({
  ...text(doc, maxLength),
  code: true,
});

/** The key of a code table (`Code[maxLength]`, `NotBlank`): required, and it identifies the record. */
export const keyCode = (maxLength: number): EntityField => ({
  type: "string",
  doc: "The code that identifies the record in its company.",
  input: "required",
  always: true,
  nonEmpty: true,
  maxLength,
  code: true,
});

/**
 * The number that keys customers, vendors and items (`No.`, `Code[20]`). Optional, as on the API
 * pages: left out, the table's OnInsert takes the next number of the company's series; given, the
 * series must allow manual numbers (`NoSeries.TestManual`: Customer.Table.al, Vendor.Table.al and
 * Item.Table.al in StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application).
 */
export const keyNumber: EntityField = {
  ...keyCode(20),
  input: "optional",
  doc: "The number that identifies the record in its company. Leave it out to have the company's number series assign it (the output holds the number given); set it only where the series allows manual numbers (its Manual Nos. setting). Changing it renames the record.",
};

// Post Code OnValidate calls PostCode.ValidatePostCode, which sets City, County and Country/Region
// Code from the Post Code record, in API calls too (PostCode.Table.al:178-221; Customer.Table.al:918,
// Vendor.Table.al:776, Location.Table.al:131 in StefanMaron/MSDyn365BC.Code.History).
const FILLED_FROM_POST_CODE =
  "Filled in from the company's Post Code table when `postalCode` is a post code it holds, written as that table writes it.";

/**
 * The country's OnValidate blanks City, Post Code and County when the country changes from one
 * that was not blank (PostCode.CheckClearPostCodeCityCounty, BASE Foundation/Address/
 * PostCode.Table.al, called by the Customer, Vendor and Location tables' "Country/Region Code").
 */
const CLEARED_BY_COUNTRY =
  "A change of `country` from one that was not blank clears it in the service; the resource sends it again after the country.";

/**
 * A currency code that names the local currency: a page variable the service stores blank for the
 * local currency and reads back as its code (TranslateNAVCurrencyCodeToCurrencyCode,
 * GraphMgtGeneralTools.Codeunit.al:195-227; APIV2Customers.Page.al:239-267, APIV2Vendors.Page.al:171-199,
 * APIV2PurchaseCreditMemos.Page.al:327-354).
 */
export const currencyCode = (doc: string): EntityField => ({
  ...code(doc, 10),
  rewrites:
    "The company's local currency is stored blank and read back as its code (such as `USD`), whether it is written blank or by its code.",
});

/** VAT Registration No., whose OnValidate upper-cases it (Customer.Table.al:855, Vendor.Table.al:722). */
export const taxRegistrationNumber: EntityField = {
  ...text("The tax registration (VAT) number.", 20),
  rewrites: "Stored upper case: `gb123456789` reads back `GB123456789`.",
};

/**
 * The address and contact fields customers, vendors and locations share, in their pages' order.
 * The Customer, Vendor and Location tables give each the same length: Address Text[100], Address 2
 * Text[50], City and County Text[30], Country/Region Code Code[10], Post Code Code[20], Phone No.
 * Text[30], E-Mail Text[80], Home Page Text[255] (Text[80] for customers and vendors and Text[90]
 * for locations until CLEAN24; current base apps declare Text[255], Location.Table.al:152-167).
 * Their "E-Mail" is the customers' and vendors' list of addresses; locations take one (email-address.ts).
 */
export const addressAndContact = {
  addressLine1: text("First line of the address.", 100),
  addressLine2: text("Second line of the address.", 50),
  city: {
    ...text("City of the address.", 30),
    rewrites: `${FILLED_FROM_POST_CODE} ${CLEARED_BY_COUNTRY}`,
    clearedBy: "country",
  },
  state: {
    ...text("State of the address.", 30),
    rewrites: `${FILLED_FROM_POST_CODE} ${CLEARED_BY_COUNTRY}`,
    clearedBy: "country",
  },
  country: { ...code("Country or region code of the address.", 10), rewrites: FILLED_FROM_POST_CODE },
  postalCode: {
    ...code("Post code of the address.", 20),
    // A code whose only `*` ends it is a filter (PostCode.Table.al:190-193): the first row it matches
    // gives the code that is stored. Several cities under one code: the first by city, whatever city
    // the program names (ValidatePostCode does not read it; ValidateCity exits in an API session).
    rewrites: `A post code the company's Post Code table holds fills in \`city\`, \`state\` and \`country\` from that table (where several cities share the code, the first by name, whatever \`city\` says). A post code ending in \`*\` is a filter: the service stores the first code of the table that starts so. ${CLEARED_BY_COUNTRY}`,
    clearedBy: "country",
  },
  phoneNumber: text("The phone number.", 30),
  email: emailAddressList,
  website: text("The website's address.", 255),
} satisfies Record<string, EntityField>;

/**
 * The phone number of a customer or a vendor, whose tables refuse one with a letter (a character
 * .NET's Char.IsLetter holds for): Customer.Table.al:201-214, and Vendor.Table.al likewise.
 */
export const phoneNumberWithoutLetters: EntityField = {
  ...addressAndContact.phoneNumber,
  pattern: { test: /^\P{L}*$/u, rule: "must not contain letters" },
};
