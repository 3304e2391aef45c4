/**
 * Whether .NET's `new MailAddress(text)` takes a text, which is all the System Application asks of
 * an email address (EmailAccountImpl.ConvertEmailAddress, microsoft/BCApps src/System Application/
 * App/Email/src/Account/EmailAccountImpl.Codeunit.al). What MailAddress takes:
 *
 * 1. Around each part: spaces, tabs and CRLF pairs; a lone CR or LF is refused.
 * 2. Domain: a dot-atom (letters, digits, ``!#$%&'*+-/=?^_`{|}~``, dots and any non-ASCII
 *    character; not starting with a dot) or a `[domain literal]`.
 * 3. Local part: a dot-atom or a `"quoted string"` with backslash escapes.
 * 4. Display name: with the address in angle brackets, `Tom Smith <t@x.com>`, a quoted string or
 *    any text without an unescaped `"`; with a bare address at the end, whitespace, a quoted
 *    string or nothing before it (`Tom t@x.com`, `"Tom"t@x.com`).
 *
 * The emulator leaves out `(comments)`, which MailAddress allows around each part: a `(` outside
 * quotes is taken as ordinary text, so it passes in a display name and is refused in or after the
 * address.
 */

/** Spaces, tabs and CRLF pairs, none or more; and at least one. */
const FWS = String.raw`(?:[ \t]|\r\n)*`;
const FWS1 = String.raw`(?:[ \t]|\r\n)+`;

/** A dot-atom: letters, digits, ``!#$%&'*+-/=?^_`{|}~`` (\x60 is the backquote), non-ASCII, dots. */
const ATEXT = String.raw`\w!#$%&'*+/=?^\x60{|}~\u0080-\uffff-`;
const DOT_ATOM = `[${ATEXT}][.${ATEXT}]*`;

/** Text without an unescaped `"` or a lone CR or LF: a display name, or the inside of quotes. */
const TEXT = String.raw`(?:[^"\\\r\n\0]|\\[\s\S]|\r\n)*`;
const QUOTED = `"${TEXT}"`;

/** `[...]`: ASCII but for brackets and backslashes, with whitespace and ASCII escapes. */
const LITERAL = String.raw`\[(?:[\x01-\x09\x0b\x0c\x0e-\x5a\x5e-\x7f]|\\[\x00-\x7f]|\r\n)*\]`;

const ADDRESS = `(?:${DOT_ATOM}|${QUOTED})${FWS}@${FWS}(?:${DOT_ATOM}|${LITERAL})`;

/** A display name, then the address in angle brackets. */
const IN_BRACKETS = new RegExp(`^${FWS}(?:${QUOTED}|${TEXT})${FWS}<${FWS}${ADDRESS}${FWS}>${FWS}$`);

/** The address last, after a display name and whitespace, a quoted display name, or nothing. */
const BARE = new RegExp(`^(?:${TEXT}${FWS1}|${FWS}${QUOTED})?${FWS}${ADDRESS}${FWS}$`);

/** Whether `new MailAddress(text)` takes the text. */
export function isMailAddress(text: string): boolean {
  return IN_BRACKETS.test(text) || BARE.test(text);
}
