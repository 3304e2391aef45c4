import * as z from "zod";

const GUID = "[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}";

/** A GUID such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`, without braces, in either case. */
export const GUID_PATTERN = new RegExp(`^${GUID}$`, "i");

/**
 * A GUID such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`, the id format of the records service.
 * Written with or without braces, in either case; kept lower case without braces, so that the
 * same id always compares equal and travels the same way in paths.
 */
export const guid = z
  .string()
  .regex(new RegExp(`^(?:${GUID}|\\{${GUID}\\})$`, "i"), {
    message: "must be a GUID such as 00000000-0000-0000-0000-000000000000",
  })
  .transform((value) => value.replace(/[{}]/g, "").toLowerCase());

/**
 * A GUID in one comparable form: lower case, without hyphens or braces. The lifecycle service
 * writes environment ids both with and without hyphens, so ids are compared in this form.
 */
export function bareGuid(id: string): string {
  return id.replace(/[-{}]/g, "").toLowerCase();
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date written `YYYY-MM-DD` that exists (no 30 February, no 29 February outside leap years). */
export const isoDate = z
  .string()
  .regex(ISO_DATE, { message: "must be a date written YYYY-MM-DD" })
  .refine(
    // zod runs refinements after a failed format check too; that case is already reported.
    (value) => !ISO_DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { message: "must be a date that exists in the calendar" },
  );

/**
 * The reason for refusing text that is not well-formed Unicode (a lone surrogate):
 * `encodeURIComponent` throws on it and `URLSearchParams` replaces it with U+FFFD, so it could
 * never reach the service as written.
 */
export const WELL_FORMED_RULE = "must be well-formed Unicode text (no lone surrogate)";

/** True when `text` has no lone surrogate; see {@link WELL_FORMED_RULE}. */
export function wellFormed(text: string): boolean {
  return !/\p{Cs}/u.test(text);
}
