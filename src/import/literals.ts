/**
 * TypeScript literals written the way prettier (default options) writes them, so the generated
 * program needs no formatter: the test suite checks the output against prettier itself.
 */
import type { FieldValue } from "./record-kinds";

// Characters that must not appear raw in a string literal or a line comment.
const UNSAFE = /[\u0000-\u001f\u007f\u2028\u2029]/g;

function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/**
 * A string literal: double quotes, unless the text holds more double quotes than single ones
 * (prettier's rule), with backslashes, the enclosing quote and control characters escaped.
 */
export function stringLiteral(text: string): string {
  const doubles = (text.match(/"/g) ?? []).length;
  const singles = (text.match(/'/g) ?? []).length;
  const quote = doubles > singles ? "'" : '"';
  const body = escapeUnsafe(text.replace(/\\/g, "\\\\").replace(new RegExp(quote, "g"), `\\${quote}`));
  return `${quote}${body}${quote}`;
}

/** A literal for a record field's value. */
export function valueLiteral(value: FieldValue): string {
  if (typeof value === "string") return stringLiteral(value);
  // JavaScript writes 1e+21; prettier drops the `+`.
  if (typeof value === "number") return String(value).replace("e+", "e");
  return String(value);
}

/** Text that is safe inside a `//` comment: a line break in a record's value cannot end it. */
export function commentText(text: string): string {
  return escapeUnsafe(text);
}

// East Asian wide and fullwidth characters and emoji take two columns, as prettier counts them.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
// Combining marks take none.
const COMBINING = /\p{M}/u;

/** The columns `text` takes on a line, as prettier measures it. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : COMBINING.test(char) ? 0 : 1;
  return width;
}
