/**
 * What a setting that travels in an HTTP header (a token, a key, a region) may hold: an RFC 9110
 * field-value (section 5.5) kept to visible ASCII, with spaces or tabs only between visible
 * characters. A CR, LF or NUL would split or end the header; undici refuses such a value only
 * as the request leaves, where it looks like a network failure.
 */
const FIELD_VALUE = /^[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?$/;

/** Says what a header value may hold, without showing the value. */
export const HEADER_VALUE_RULE =
  "must hold only visible ASCII characters, with spaces or tabs only between them (no line breaks, control characters or spaces at either end): it travels in an HTTP header";

/** True when `value` can be sent as the value of an HTTP header. */
export function isHeaderValue(value: string): boolean {
  return FIELD_VALUE.test(value);
}
