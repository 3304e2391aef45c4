/**
 * The facts of one field, written once, from which every output takes its words: the TypeScript
 * types and their TSDoc, the zod schemas, the plugin's package schema and the reference pages.
 * A record type's fields (src/records/definitions/entity-definition.ts) and the fields of the
 * hand-written functions and kinds (surface.ts, object-description.ts) are made of these.
 */

/** The value kinds of a field, as a program writes them. */
export type FieldKind =
  /** Text. */
  | "string"
  /** A GUID; the records service writes `00000000-0000-0000-0000-000000000000` for one not set. */
  | "guid"
  /** A date written `YYYY-MM-DD`; the records service writes `0001-01-01` for one not set. */
  | "date"
  /**
   * A date formula such as `30D` or `CM+10D`: text to the API, in the grammar of AL's CalcDate
   * (terms `30D`, `D15`, `WD2` or `CM`, each after an optional `+` or `-`).
   */
  | "dateFormula"
  /** Decimal places written `<min>:<max>` or as one number, such as `2:2` or `2`, each 0 to 9. */
  | "decimalPlaces"
  /** A decimal number. */
  | "number"
  /** A whole number. */
  | "integer"
  | "boolean";

/** What a field holds and the rules a value of it meets: the facts its words are rendered from. */
export interface FieldFacts {
  readonly type: FieldKind;
  /** What the field holds: one or two sentences, used in every rendered description. */
  readonly doc: string;
  /** The longest text the service takes. */
  readonly maxLength?: number;
  /** Text must not be empty. */
  readonly nonEmpty?: boolean;
  /**
   * An AL `Code` field: the service stores it upper case, with leading and trailing spaces removed,
   * so `net30` is stored `NET30`; a program writes it as it is stored.
   */
  readonly code?: boolean;
  /** A number must be greater than 0 (`positive`) or not below 0 (`nonNegative`). */
  readonly sign?: "positive" | "nonNegative";
  /** The least number taken, inclusive (for a bound other than 0). */
  readonly min?: number;
  /** The greatest number taken, inclusive. */
  readonly max?: number;
  /**
   * A rule on text beyond its length: `test` is what a value must match and `rule` says it in
   * words, for the message and the docs (`must not contain letters`).
   */
  readonly pattern?: { readonly test: RegExp; readonly rule: string };
  /**
   * The values an option field takes, as the service writes them (OData escapes a space
   * `_x0020_`, a `+` `_x002B_` and a `-` `_x002D_`).
   */
  readonly values?: readonly string[];
  /**
   * What the service stores for a value it is sent, when that is not the value itself: one
   * sentence, said wherever the field is described.
   */
  readonly rewrites?: string;
}
