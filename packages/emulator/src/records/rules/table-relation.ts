import type { WriteContext } from "../collection-types";
import { ServiceError } from "../../service";

const INVALID_TABLE_RELATION = "Internal_InvalidTableRelation";

/** A Code field with a TableRelation to another table, as the emulator holds that table. */
export interface TableRelationSpec {
  /** The referring field's caption, such as `Salesperson Code`. */
  readonly caption: string;
  /** The referring table, such as `Customer`. */
  readonly table: string;
  /** The related table's caption, such as `Salesperson/Purchaser`. */
  readonly relatedTable: string;
  /** The collection that holds the related table. */
  readonly collection: string;
  /** The related table's key field in that collection (`code` unless said). */
  readonly key?: string;
}

/**
 * The platform's error for a value its TableRelation does not find, NavCSideValidateTableRelationException:
 * 400 `Internal_InvalidTableRelation`, "The field Account No. of table Gen. Journal Line contains a
 * value (ABL001) that cannot be found in the related table (Vendor)." (MicrosoftDocs/
 * dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/dynamics-error-codes.md).
 */
export function tableRelationError(spec: TableRelationSpec, value: string): ServiceError {
  return new ServiceError(
    400,
    INVALID_TABLE_RELATION,
    `The field ${spec.caption} of table ${spec.table} contains a value (${value}) that cannot be found in the related table (${spec.relatedTable}).`,
  );
}

/** The related record a non-blank value names; throws the platform's TableRelation error when there is none. */
function requireRelated(
  spec: TableRelationSpec,
  context: WriteContext,
  value: string,
): Record<string, unknown> {
  const record = context.find(spec.collection, spec.key ?? "code", value);
  if (record === undefined) throw tableRelationError(spec, value);
  return record;
}

/**
 * Checks a changed field against its related table: blank passes (a Code field's TableRelation allows
 * blank), an unchanged field is not checked again (the page validates only the fields a body sets).
 */
export function checkRelation(spec: TableRelationSpec, context: WriteContext, field: string): void {
  const value = context.changes[field];
  if (typeof value === "string" && value !== "") requireRelated(spec, context, value);
}
