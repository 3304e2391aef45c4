/**
 * The value formats more than one service reads: a GUID and an ISO 8601 date or date-time. Each
 * service's own field checks live in its folder (the records service's in `records/field-checks.ts`).
 */

/** The emulator's one pattern of a GUID, such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`, in either case. */
const GUID_PATTERN = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/** True when the text is a GUID such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`. */
export function isGuid(text: string): boolean {
  return GUID_PATTERN.test(text);
}

/** True when the text is an ISO 8601 date or date-time that `Date.parse` understands. */
export function isDateTimeText(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/.test(text) &&
    !Number.isNaN(Date.parse(text))
  );
}
