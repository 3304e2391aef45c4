import type { WriteContext } from "../collection-types";
import type { JsonObject } from "../../http-helpers";
import { COMPANY_INFORMATION } from "../collections/company-information";
import { VAT_REGISTRATION_NO_FORMATS } from "../collections/vat-registration-no-formats";
import { dialogError } from "./dialog-error";
import { textOf } from "./json-values";
import type { MasterTable } from "./master-rules";

// The check of a VAT registration number against the VAT Registration No. Format table, as the W1
// base application makes it (BASE Finance/VAT/Registration/VATRegistrationNoFormat.Table.al,
// procedures Test, Compare and AppendString, and its labels VATRegistrationNumberErr and Text001).
// Test raises an Error, also in API calls: the W1 table has no GuiAllowed exit (only some local
// versions do). What it does after a number passes is left out: the duplicate-number check
// (CheckCust, CheckVendor) only shows a Message, and the VIES validation needs a service the
// emulator does not have.

/** Text005 of the table: the letters a `@` of a format stands for. */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Longest list of formats the error shows before it ends with `...` (AppendString). */
const FORMAT_LIST_LIMIT = 250;

/** Whether one character of a number fits one character of a format (Compare). */
function fitsCharacter(character: string, formatCharacter: string): boolean {
  if (formatCharacter === "#") return character >= "0" && character <= "9";
  if (formatCharacter === "@") return LETTERS.includes(character.toUpperCase());
  return formatCharacter === "?" || formatCharacter === character;
}

/**
 * Compare: a number fits a format of the same length whose every character it fits: `#` a digit,
 * `@` a letter A-Z of either case, `?` any character, any other the same character (case counts:
 * the number is upper case by then, so a lower-case letter of a format fits nothing).
 */
export function fitsVatRegistrationFormat(number: string, format: string): boolean {
  if (number.length !== format.length) return false;
  for (let i = 0; i < number.length; i += 1) {
    if (!fitsCharacter(number.charAt(i), format.charAt(i))) return false;
  }
  return true;
}

/** The acceptable formats as the error lists them: joined by `, `, cut with `...` past 250 characters. */
function listFormats(formats: readonly string[]): string {
  let list = "";
  for (const format of formats) {
    if (list === "") list = format;
    else if (list.length + format.length + 5 <= FORMAT_LIST_LIMIT) list += `, ${format}`;
    else return `${list}...`;
  }
  return list;
}

/**
 * The country whose formats apply: the record's, or for a blank one the Company Information's; none
 * when the company has no Company Information record (Test exits when CompanyInfo.Get() fails).
 */
function formatCountry(country: string, context: WriteContext): string | undefined {
  if (country !== "") return country;
  const companyInformation = context.findAll(COMPANY_INFORMATION, "primaryKey", "")[0];
  return companyInformation === undefined ? undefined : textOf(companyInformation.countryRegionCode);
}

/**
 * Test: a number the country's non-blank formats all refuse is refused; a country without formats
 * takes any number. The error names the record (VATRegistrationNumberErr) only when Get finds a
 * stored record with its number: not on a create, which the page inserts after validating the fields.
 */
function testNumber(
  number: string,
  country: string,
  fields: JsonObject,
  context: WriteContext,
  owner: MasterTable,
): void {
  if (number === "") return;
  const resolved = formatCountry(country, context);
  if (resolved === undefined || resolved === "") return;
  const formats = context
    .findAll(VAT_REGISTRATION_NO_FORMATS, "countryRegionCode", resolved)
    .map((row) => textOf(row.format))
    .filter((format) => format !== "");
  if (formats.length === 0 || formats.some((format) => fitsVatRegistrationFormat(number, format))) return;
  const recordNumber = textOf(fields[owner.keyField]);
  // Get finds the record the write started from, when it keeps its number: not a create's.
  const stored =
    recordNumber !== "" && textOf(context.current?.[owner.keyField]) === recordNumber
      ? context.current
      : undefined;
  // The label ends with AL's line break, a backslash, which the error's text keeps (GetLastErrorText).
  const head =
    stored === undefined
      ? ""
      : `The entered VAT Registration number for ${owner.table} ${recordNumber} is not in agreement with the format specified for Country/Region Code ${resolved}.\\`;
  throw dialogError(`${head}The following formats are acceptable: ${listFormats(formats)}`);
}

function isClientWrite(context: WriteContext): boolean {
  return context.mode === "create" || context.mode === "update";
}

/**
 * "VAT Registration No." OnValidate (Customer.Table.al and Vendor.Table.al, field 86): the number,
 * upper-cased first, is tested when it differs from the record's before the write, against the
 * formats of the record's country as it stands when the page validates the field (after the address,
 * so a country a post code brought counts). Admin writes stage data and skip it.
 */
export function testVatRegistrationNo(fields: JsonObject, context: WriteContext, owner: MasterTable): void {
  if (!isClientWrite(context) || !("taxRegistrationNumber" in context.changes)) return;
  const number = textOf(context.changes.taxRegistrationNumber);
  if (number === textOf(context.current?.taxRegistrationNumber)) return;
  testNumber(number, textOf(fields.country), fields, context, owner);
}

/**
 * "Country/Region Code" OnValidate (Customer.Table.al and Vendor.Table.al, field 35): a changed
 * country tests the number the record holds then, which is the stored one, as the page validates
 * the country before taxRegistrationNumber. Admin writes skip it.
 */
export function testVatRegistrationNoOnCountryChange(
  fields: JsonObject,
  context: WriteContext,
  owner: MasterTable,
): void {
  if (!isClientWrite(context) || !("country" in context.changes)) return;
  const country = textOf(context.changes.country);
  if (country === textOf(context.current?.country)) return;
  testNumber(textOf(context.current?.taxRegistrationNumber), country, fields, context, owner);
}
