/**
 * What a record's inputs are when a resource adopts it, and how they are checked: shared by the
 * two ways a record already in a company comes under a program, `bizops-import` (which writes the
 * program) and the plugin's `pulumi import` (which reads the record into state).
 */
import type * as z from "zod";
import type { DeletionPolicy } from "../definitions/deletion-policy";

/**
 * The deletion policy of an adopted record, unless the import is asked to manage deletion: a
 * destroy of the program, or the resource's removal, leaves the record in the company.
 */
export const ADOPTED_DELETION_POLICY: DeletionPolicy = "abandon";

/** A record field value an adopting resource's inputs hold. */
export type FieldValue = string | number | boolean;

/**
 * A resource input of an adopted record: a field value, or for `records.Record` its key field
 * names (`keyFields`) and its map of fields (`fields`).
 */
export type InputValue = FieldValue | readonly string[] | Readonly<Record<string, FieldValue>>;

/** A record turned into resource inputs, or the reason it cannot be. */
export type Conversion = { inputs: Record<string, InputValue> } | { reason: string };

// The service writes these for an id or a date that is not set, and an option whose blank
// member (its " ") is chosen as the OData name of a space.
const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";
const EMPTY_DATE = "0001-01-01";
const BLANK_OPTION = "_x0020_";

/**
 * Whether a value is the one a new record's field holds when nothing sets it: blank text, the
 * blank option, the all-zero id, no date, `0` and `false`. A field of the record types holds it
 * unless its table gives the field an InitValue; the one such field the definitions state,
 * a country's `addressFormat` ("City+Post Code"), starts at a value none of these is, so it is
 * always written. A field left out of a program is not managed: the service keeps its value.
 */
export function atServiceDefault(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    value === BLANK_OPTION ||
    value === EMPTY_GUID ||
    value === EMPTY_DATE ||
    value === 0 ||
    value === false
  );
}

/** Checks the inputs with the resource's own input schema; a refusal names each property. */
export function checked(
  schema: z.ZodType,
  companyId: string,
  inputs: Record<string, InputValue>,
): Conversion {
  const parsed = schema.safeParse({ companyId, ...inputs });
  if (parsed.success) return { inputs };
  const problems = parsed.error.issues.map((issue) => {
    // The value at the issue's path, such as fields.name for records.Record.
    let value: unknown = inputs;
    for (const part of issue.path) {
      value =
        typeof value === "object" && value !== null
          ? (value as Record<string, unknown>)[String(part)]
          : undefined;
    }
    if (issue.path.length === 0) value = undefined;
    const shown = value === undefined ? "" : ` (${JSON.stringify(value)})`;
    return `${issue.path.map(String).join(".") || "record"}${shown} ${issue.message}`;
  });
  return { reason: problems.join("; ") };
}
