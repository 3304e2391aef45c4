import { decodeSegment } from "../../http-helpers";

/** Decodes a key segment; OData may quote keys (`('abc')`), so one pair of single quotes is dropped. */
export function decodeKey(raw: string): string {
  const text = decodeSegment(raw);
  return /^'.*'$/.test(text) && text.length >= 2 ? text.slice(1, -1) : text;
}
