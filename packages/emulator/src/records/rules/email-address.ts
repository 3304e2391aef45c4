/**
 * The email address rules of the Base Application's Mail Management codeunit (BASE System/Email/
 * MailManagement.Codeunit.al), as the tables' "E-Mail" fields call them:
 *
 * - Customer and Vendor "E-Mail" (field 102): blank, or `CheckValidEmailAddresses`, a list of
 *   addresses separated by `;` (a comma separates nothing), stored as written.
 * - Location "E-Mail" (5718) and Salesperson/Purchaser "E-Mail" (5052) and "E-Mail 2" (5086):
 *   `ValidateEmailAddressField`, which takes the field by var, removes spaces at both ends, and
 *   checks one address unless that leaves it blank: the trimmed text is stored.
 *
 * Each address is checked by `CheckValidEmailAddress`: spaces removed at both ends, exactly one `@`
 * (`EmailAddress.Split('@').Count() <> 2`), and the System Application's
 * `EmailAccount.ValidateEmailAddress`, which asks only that .NET's MailAddress parse it (see
 * mail-address.ts). That decides display names too: the current System Application (microsoft/
 * BCApps EmailAccountImpl.Codeunit.al) takes `Tom <t@x.com>`; the older one that compared
 * MailAddress.Address with the text and refused it is gone.
 */
import { dialogError } from "./dialog-error";
import { isMailAddress } from "./mail-address";

/** AL's `DelChr(Text, '<>')`: spaces (only spaces) removed at both ends. */
export function withoutEdgeSpaces(text: string): string {
  return text.replace(/^ +| +$/g, "");
}

/** `CheckValidEmailAddress`: refuses with InvalidEmailAddressErr, naming the trimmed address. */
function checkAddress(text: string): void {
  const address = withoutEdgeSpaces(text);
  if (address.split("@").length !== 2 || !isMailAddress(address)) {
    throw dialogError(`The email address "${address}" is not valid.`);
  }
}

/**
 * Customer and Vendor "E-Mail": blank, or `CheckValidEmailAddresses`, which strips `;` at both
 * ends and checks each address before a `;` while the next `;` is not the first character, then
 * the rest as one address. Throws the table's dialog error, which a check's text cannot carry.
 */
export function checkEmailAddressList(value: unknown): undefined {
  if (value === "") return undefined;
  let rest = String(value).replace(/^;+|;+$/g, "");
  for (let at = rest.indexOf(";"); at > 0; at = rest.indexOf(";")) {
    checkAddress(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  checkAddress(rest);
  return undefined;
}

/**
 * Location and Salesperson/Purchaser "E-Mail": `ValidateEmailAddressField`, one address unless it
 * is blank once trimmed (the field specs store the trimmed text). Throws the table's dialog error.
 */
export function checkEmailAddressField(value: unknown): undefined {
  const address = withoutEdgeSpaces(String(value));
  if (address !== "") checkAddress(address);
  return undefined;
}
