import type { FieldSpec } from "../collection-types";
import { dateFormulaFromSession, dateFormulaInSession, normalizeDateFormula } from "../rules/date-formula";
import { checkEmailAddressField, checkEmailAddressList, withoutEdgeSpaces } from "../rules/email-address";
import { guidCheck } from "../rules/field-checks";

/** A writable text field of at most `maxLength` characters (the table field's Code[n] or Text[n]). */
export const text = (maxLength: number): FieldSpec => ({ type: "string", maxLength });

/** A writable `Code[maxLength]` field: stored upper case, without leading or trailing spaces. */
export const code = (maxLength: number): FieldSpec => ({ type: "string", maxLength, code: true });

/**
 * A `Code[maxLength]` field whose TableRelation names the key of `collection`'s table, so that a
 * rename of that record reaches it.
 */
export const codeOf = (maxLength: number, collection: string): FieldSpec => ({
  ...code(maxLength),
  refersTo: collection,
});

/** The natural key of a table: mandatory on create, at most `maxLength` characters. */
export const key = (maxLength: number): FieldSpec => ({ type: "string", required: true, maxLength });

/** The `Code[maxLength]` key of a code table: mandatory on create, stored upper case. */
export const codeKey = (maxLength: number): FieldSpec => ({ ...key(maxLength), code: true });

/** A writable GUID field (an id that names a record of another entity). */
export const guid: FieldSpec = { type: "string", check: guidCheck };

/**
 * A writable GUID field that names a record of `collection` by id while the table holds its code
 * (see FieldSpec.idOf).
 */
export const idOf = (collection: string): FieldSpec => ({ ...guid, idOf: collection });

/** A writable decimal or integer field. */
export const decimal: FieldSpec = { type: "number" };

/**
 * A writable decimal field with the table field's MinValue and MaxValue (either may be absent). The
 * platform's own wording of a value out of range is not public; the 400 names the property and range.
 */
export function bounded(min: number | undefined, max: number | undefined): FieldSpec {
  const range =
    min !== undefined && max !== undefined
      ? `from ${min} to ${max}`
      : min !== undefined
        ? `greater than or equal to ${min}`
        : `less than or equal to ${String(max)}`;
  return {
    type: "number",
    check: (value, name) =>
      typeof value === "number" &&
      Number.isFinite(value) &&
      (min === undefined || value >= min) &&
      (max === undefined || value <= max)
        ? undefined
        : `The property '${name}' must be a number ${range} (the table field's MinValue and MaxValue).`,
  };
}

/**
 * A DateFormula field, shown as text: refused when it is not a valid formula, stored as AL formats it
 * (upper case, generic letters), written and shown in the session's language (see date-formula.ts
 * for the format's rules).
 */
export const dateFormula: FieldSpec = {
  type: "string",
  check: (value, name) =>
    normalizeDateFormula(String(value)) === undefined
      ? `The property '${name}' must be a date formula such as "30D", "1M" or "CM+10D".`
      : undefined,
  rewrite: (value) => normalizeDateFormula(value) ?? value,
  sessionText: { read: dateFormulaFromSession, show: dateFormulaInSession },
};

/**
 * Customer and Vendor "E-Mail", Text[80]: blank, or addresses separated by `;`, stored as written
 * (Customer.Table.al and Vendor.Table.al field 102; see email-address.ts).
 */
const emailAddressList: FieldSpec = { type: "string", maxLength: 80, check: checkEmailAddressList };

/**
 * Location "E-Mail" and Salesperson/Purchaser "E-Mail" and "E-Mail 2", Text[80]: one address or
 * blank, stored without spaces at either end (`ValidateEmailAddressField`; see email-address.ts).
 */
export const emailAddress: FieldSpec = {
  type: "string",
  maxLength: 80,
  check: checkEmailAddressField,
  rewrite: withoutEdgeSpaces,
};

/**
 * The Home Page of Customer, Vendor and Location: Text[255] in the current base application (it was
 * Text[80], Location's Text[90], before CLEAN24; BASE Location.Table.al:152-167).
 */
const website: FieldSpec = { type: "string", maxLength: 255 };

/**
 * The address and contact fields customers, vendors and locations share, with their tables'
 * lengths (the same in the Customer, Vendor and Location tables): Address Text[100], Address 2
 * Text[50], City and County Text[30], Country/Region Code Code[10], Post Code Code[20], Phone No.
 * Text[30], E-Mail Text[80], Home Page Text[255]. Their "E-Mail" is the customers' and vendors'
 * list of addresses; locations replace it with {@link emailAddress}.
 */
export const addressAndContact = {
  addressLine1: text(100),
  addressLine2: text(50),
  city: text(30),
  state: text(30),
  country: codeOf(10, "countriesRegions"),
  postalCode: code(20),
  phoneNumber: text(30),
  email: emailAddressList,
  website,
} satisfies Record<string, FieldSpec>;

/** What a new record holds in {@link addressAndContact}'s fields when a create leaves them out: blank text. */
export const addressAndContactDefaults = Object.fromEntries(
  Object.keys(addressAndContact).map((field) => [field, ""]),
) as Record<keyof typeof addressAndContact, string>;

/** A writable boolean field. */
export const flag: FieldSpec = { type: "boolean" };

/** A field set by the service (a FlowField, a value the page computes, or one the page marks `Editable = false`). */
export const readOnly = (spec: FieldSpec): FieldSpec => ({ ...spec, readOnly: true });

/** An enum field: one of the member names the docs list (the API shows an AL enum by its names). */
export function oneOf(values: readonly string[]): FieldSpec {
  return {
    type: "string",
    check: (value, name) =>
      values.includes(String(value))
        ? undefined
        : `The property '${name}' must be one of ${values.map((v) => `'${v}'`).join(", ")}.`,
  };
}
