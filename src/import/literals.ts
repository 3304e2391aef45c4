/**
 * TypeScript literals and comment text for the generated program: a record's text always stays
 * a value, whatever characters it holds.
 */
import type { FieldValue } from "../records/adoption/adoption-inputs";

// Characters an editor shows as line breaks or not at all: escaped so the text reads as written.
const INVISIBLE = /[\u007f\u2028\u2029]/g;
// What could end a `//` comment or hide in one.
const UNSAFE_IN_COMMENT = /[\u0000-\u001f\u007f\u2028\u2029]/g;

function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** A double-quoted string literal, escaped as JSON escapes it (and line separators besides). */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(INVISIBLE, unicodeEscape);
}

/** A literal for a record field's value. */
export function valueLiteral(value: FieldValue): string {
  return typeof value === "string" ? stringLiteral(value) : String(value);
}

const NAMED_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** Text that is safe inside a `//` comment: a line break in a record's value cannot end it. */
export function commentText(text: string): string {
  return text.replace(UNSAFE_IN_COMMENT, (char) => NAMED_ESCAPES[char] ?? unicodeEscape(char));
}
