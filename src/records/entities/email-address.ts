/**
 * The email fields, as the Base Application checks them (StefanMaron/MSDyn365BC.Code.History
 * BaseApp/Source/Base Application/System/Email/MailManagement.Codeunit.al):
 *
 * - Customer and Vendor "E-Mail" (field 102, Text[80]): blank, or `CheckValidEmailAddresses`:
 *   `;` at both ends dropped, then each address before a `;` while the next `;` is not the first
 *   character, and the rest as one address.
 * - Location "E-Mail" and Salesperson/Purchaser "E-Mail" and "E-Mail 2" (Text[80]):
 *   `ValidateEmailAddressField`, which removes spaces at both ends of the field, then checks one
 *   address unless that leaves it blank.
 *
 * Each address must hold exactly one `@` (`CheckValidEmailAddress`) and be one .NET's MailAddress
 * parses (the System Application's `EmailAccount.ValidateEmailAddress`). Check refuses only what the
 * `@` rule and the least of MailAddress refuse: an address parses only with a local part and a
 * domain, each of characters other than spaces, tabs, CR and LF, which MailAddress skips. A display
 * name (`Tom <t@x.com>`) passes, as it does in the current System Application. The service's own
 * refusal, `The email address "<address>" is not valid.`, answers the rest.
 */
import type { EntityField } from "../definitions/entity-definition";

/** Whitespace MailAddress skips around the parts of an address. */
const WS = "[ \\t\\r\\n]";

/** One address by the `@` rule: exactly one `@`, and not only whitespace on either side of it. */
const ADDRESS = `(?!${WS}*@)[^@]*@(?!${WS}*$)[^@]*`;

/** The same for an address of a list, which ends at a `;` or at the end of the text. */
const LISTED = `(?!${WS}*@)[^@;]*@(?!${WS}*(?:;|$))[^@;]*`;

/**
 * `CheckValidEmailAddresses` in one pattern: `;`s at both ends, the listed addresses each before
 * a `;`, then the last one, which the loop checks whole when it starts with `;` (an empty entry).
 */
const ADDRESS_LIST = new RegExp(`^(?:|;*(?:${LISTED};)*(?:${LISTED}|;${ADDRESS});*)$`);

/** `ValidateEmailAddressField`: blank once trimmed, or one address. */
const ONE_ADDRESS = new RegExp(`^(?: *|${ADDRESS})$`);

/** Customer and Vendor "E-Mail": blank, or addresses separated by `;`, stored as written. */
export const emailAddressList: EntityField = {
  type: "string",
  doc: "The email address, or several separated by semicolons.",
  input: "optional",
  maxLength: 80,
  pattern: {
    test: ADDRESS_LIST,
    rule: "must be blank or email addresses separated by semicolons, each with one `@` and text on both sides of it",
  },
};

/** Location and Salesperson/Purchaser "E-Mail": one address or blank, stored without spaces at either end. */
export const emailAddress = (doc: string): EntityField => ({
  type: "string",
  doc,
  input: "optional",
  maxLength: 80,
  pattern: {
    test: ONE_ADDRESS,
    rule: "must be blank or one email address, with one `@` and text on both sides of it",
  },
  rewrites: 'Stored without spaces at either end: `" sam@example.com "` reads back `"sam@example.com"`.',
});
