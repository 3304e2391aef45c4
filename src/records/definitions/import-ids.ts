/**
 * The ids `pulumi import` takes for the provider plugin's resources (the plugin reads them,
 * `bizops-import --import-file` writes them):
 * - a typed record (`bizops:records:PaymentTerm`, ...): `<companyId>/<recordId>`;
 * - `bizops:records:Record`: `<companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>`, where
 *   `apiRoute` is `v2.0` or `<publisher>/<group>/<version>` and `keyFields` names the key fields,
 *   joined by commas (`code`, or `code,name`): the key is no fact the service gives about a record;
 * - the environment operations are not imported: an operation is started by its resource.
 * The resource's id after the import is the record's id, as it is after a create.
 */
import { BizopsError } from "../../core/errors/errors";
import { RESOURCE_KINDS, type ResourceKindName } from "../../resource-kinds";

/** A typed record named by an import id. */
export interface TypedImport {
  companyId: string;
  recordId: string;
}

/** A `records.Record` named by an import id. */
export interface EntitySetImport extends TypedImport {
  apiRoute: string;
  entitySet: string;
  keyFields: string[];
}

const TYPED_FORM = "`<companyId>/<recordId>`";
const RECORD_FORM =
  "`<companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>` (`apiRoute` is `v2.0` or `<publisher>/<group>/<version>`, `keyFields` such as `code` or `code,name`)";

/** How an import names a resource of the kind, in words for its doc and messages. */
export function importIdForm(kind: string): string {
  if (kind in RESOURCE_KINDS && !importable(kind as ResourceKindName)) return "not supported";
  return `\`pulumi import\` takes the id ${kind === "Record" ? RECORD_FORM : TYPED_FORM}`;
}

function refused(kind: string, id: string): BizopsError {
  return new BizopsError(
    `bizops:${kind}: the import id ${JSON.stringify(id)} is not of the form ${kind === "Record" ? RECORD_FORM : TYPED_FORM}.`,
    {
      code: "InvalidInput",
    },
  );
}

/** A typed record's import id: `<companyId>/<recordId>`. */
export function typedImportId({ companyId, recordId }: TypedImport): string {
  return `${companyId}/${recordId}`;
}

/** A `records.Record`'s import id: `<companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>`. */
export function recordImportId(record: EntitySetImport): string {
  const { companyId, apiRoute, entitySet, keyFields, recordId } = record;
  return `${companyId}/${apiRoute}/${entitySet}/${keyFields.join(",")}/${recordId}`;
}

/** The parts of a typed record's import id. */
export function parseTypedImportId(kind: string, id: string): TypedImport {
  const parts = id.split("/");
  if (parts.length !== 2 || parts.some((part) => part.length === 0)) throw refused(kind, id);
  return { companyId: parts[0]!, recordId: parts[1]! };
}

/** The parts of a `records.Record` import id. */
export function parseRecordImportId(id: string): EntitySetImport {
  const parts = id.split("/");
  // companyId, a route of one or three parts, entitySet, keyFields, recordId.
  if ((parts.length !== 5 && parts.length !== 7) || parts.some((part) => part.length === 0)) {
    throw refused("Record", id);
  }
  const route = parts.slice(1, parts.length - 3);
  const [entitySet, keys, recordId] = parts.slice(parts.length - 3);
  return {
    companyId: parts[0]!,
    apiRoute: route.join("/"),
    entitySet: entitySet!,
    keyFields: keys!.split(","),
    recordId: recordId!,
  };
}

/** Whether `kind` can be imported: a record can; an environment operation is started by its resource. */
export function importable(kind: ResourceKindName): boolean {
  return RESOURCE_KINDS[kind].service === "records";
}
