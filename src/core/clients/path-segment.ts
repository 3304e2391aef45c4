/**
 * The one place where a value becomes part of a request path. A value is checked, then encoded,
 * so that no value can add, remove or change a path segment or an OData key: URL parsers drop `.`
 * and climb on `..`, treat `\` as `/` and decode `%2e` as a dot, and `(` or `)` would rewrite a key.
 * A refused value is an `InvalidInput` error that names the argument, raised before any request.
 */
import * as z from "zod";
import { BizopsError } from "../errors/errors";
import { guid, WELL_FORMED_RULE, wellFormed } from "../schemas/formats";

/** What a path segment must not hold: separators, escapes and control characters. */
const UNSAFE_IN_SEGMENT = /[/\\?#%\p{Cc}]/u;

/**
 * A value that can stand as exactly one path segment: not empty, not `.` or `..`, and without
 * `/`, `\`, `?`, `#`, `%`, control characters or lone surrogates. Other characters (spaces,
 * letters of any script) are percent-encoded on the way.
 */
export const pathSegment = z
  .string()
  .min(1, { message: "must not be empty" })
  .refine((value) => value !== "." && value !== "..", {
    message: "must not be . or .. (a URL would drop the segment or climb one up)",
  })
  .refine((value) => !UNSAFE_IN_SEGMENT.test(value), {
    message: "must not contain /, \\, ?, #, % or control characters (it is one segment of the URL path)",
  })
  .refine(wellFormed, { message: WELL_FORMED_RULE });

// A brand that only this module can put on a value: a path part from anywhere else is a type error.
declare const CHECKED: unique symbol;

/** A part of a path that a value gave, checked and encoded; only this module makes one. */
export interface PathValue {
  readonly encoded: string;
  readonly [CHECKED]: true;
}

/** A part of a path: the code's own text (which may span several segments), or a checked value. */
export type PathPart = string | PathValue;

/**
 * `value` as one path segment. `rule` is the argument's own format (a GUID, a project id, a
 * service's naming rule), checked before the segment rule.
 */
export function segment(argument: string, value: unknown, rule?: z.ZodType<string | number>): PathValue {
  const checked = rule ? checkArgument(argument, value, rule) : value;
  const text = typeof checked === "number" ? String(checked) : checked;
  return { encoded: encodeURIComponent(checkArgument(argument, text, pathSegment)) } as PathValue;
}

/**
 * The OData key segment `name(<guid>)`, such as `companies(5d115c9c-...)`. The key must be a
 * GUID (the records service's ids are), written as the service writes it: lower case, no braces.
 */
export function keyed(name: string, argument: string, value: unknown): PathValue {
  return { encoded: `${name}(${checkArgument(argument, value, guid)})` } as PathValue;
}

/** The URL of `parts` under `baseUrl` (which has no trailing slash), joined with `/`. */
export function urlOf(baseUrl: string, ...parts: PathPart[]): string {
  return [baseUrl, ...parts.map((part) => (typeof part === "string" ? part : part.encoded))].join("/");
}

/** The parsed value, or an `InvalidInput` error naming the argument (never echoing the value). */
function checkArgument<S extends z.ZodType>(argument: string, value: unknown, rule: S): z.infer<S> {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))].join("; ");
  throw new BizopsError(`Invalid argument ${argument}: ${reasons}.`, {
    code: "InvalidInput",
    hint: `Correct ${argument} in the program, then run the command again.`,
  });
}
