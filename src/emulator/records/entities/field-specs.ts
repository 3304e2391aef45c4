import type { CollectionRules, FieldSpec, NumberSeriesSpec } from "../collection-types";
import { guidCheck } from "../../field-checks";
import { ServiceError } from "../../service";

/** A writable text field of at most `maxLength` characters (the table field's Code[n] or Text[n]). */
export const text = (maxLength: number): FieldSpec => ({ type: "string", maxLength });

/** A writable `Code[maxLength]` field: stored upper case, without leading or trailing spaces. */
export const code = (maxLength: number): FieldSpec => ({ type: "string", maxLength, code: true });

/** The natural key of a table: mandatory on create, at most `maxLength` characters. */
export const key = (maxLength: number): FieldSpec => ({ type: "string", required: true, maxLength });

/** The `Code[maxLength]` key of a code table: mandatory on create, stored upper case. */
export const codeKey = (maxLength: number): FieldSpec => ({ ...key(maxLength), code: true });

/** A writable GUID field (an id that names a record of another entity). */
export const guid: FieldSpec = { type: "string", check: guidCheck };

/** A writable decimal or integer field. */
export const decimal: FieldSpec = { type: "number" };

/** A writable boolean field. */
export const flag: FieldSpec = { type: "boolean" };

/** A field set by the service (a FlowField, a value the page computes, or one the page marks `Editable = false`). */
export const readOnly = (spec: FieldSpec): FieldSpec => ({ ...spec, readOnly: true });

/** An enum field: one of the member names the docs list (the API shows an AL enum by its names). */
export function oneOf(values: readonly string[]): FieldSpec {
  return {
    type: "string",
    check: (value, name) =>
      values.includes(String(value))
        ? undefined
        : `The property '${name}' must be one of ${values.map((v) => `'${v}'`).join(", ")}.`,
  };
}

/**
 * The 400 of an AL `Error(...)` the page raises: the service answers it as `Application_DialogException`
 * (NavNCLDialogException, MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/webservices/dynamics-error-codes.md).
 */
export function dialogError(message: string): ServiceError {
  return new ServiceError(400, "Application_DialogException", message);
}

/**
 * Rules of a master record whose `number` comes from a number series when the body gives none, as the
 * Customer, Vendor and Item tables' OnInsert triggers do (`Insert(true)` from the API page). The series'
 * prefix is the emulator's choice; the real series are per-company setup.
 */
export function numberSeriesRules(
  series: NumberSeriesSpec,
  extra?: CollectionRules["complete"],
): CollectionRules {
  return {
    complete(stored, context) {
      const fields = extra === undefined ? { ...stored } : extra(stored, context);
      const given = context.changes[series.field];
      // Last: every check that can refuse the write has run, so a refused write takes no number.
      if (context.current === undefined && (typeof given !== "string" || given === "")) {
        fields[series.field] = context.nextNumber(series);
      }
      return fields;
    },
  };
}
