/**
 * Writes the records an import read as Pulumi's bulk import file (`pulumi import --file`), for a
 * project in a language the provider plugin serves (YAML, Go, Python): one entry per record, with
 * the plugin's type token, the resource name the TypeScript program would give it, and the import
 * id the plugin reads. `pulumi import --file` then writes the code in the project's language and
 * brings every record under management without a write. The file names no references between
 * records: the code Pulumi writes holds each id and code as a literal.
 *
 * The file's shape is Pulumi's (`pulumi import` command reference, and "Bulk import operations" at
 * pulumi.com/docs/iac/guides/migration/import): `{"resources": [{"type", "name", "id"}]}`; its
 * other fields (`nameTable`, `parent`, `provider`, `properties`, ...) are optional, and none is needed.
 */
import { recordImportId, typedImportId } from "../records/definitions/import-ids";
import { pluginTypeToken, type ResourceKindName } from "../resource-kinds";
import { RECORD_RESOURCE } from "../records/adoption/entity-set-adoption";
import type { CompanyRecords, ImportedRecord } from "./read-company";

/** One resource of the file, as `pulumi import --file` reads it. */
interface ImportFileEntry {
  type: string;
  name: string;
  id: string;
}

/** The file: `{"resources": [...]}`, in the program's order, two spaces a level. */
export function renderImportFile(company: CompanyRecords): string {
  const resources = company.records.map((record) => entryOf(company.companyId, record));
  return `${JSON.stringify({ resources }, null, 2)}\n`;
}

function entryOf(companyId: string, record: ImportedRecord): ImportFileEntry {
  return {
    // The imported types are record kinds by their class names, which are the kinds' names.
    type: pluginTypeToken(record.type.resource as ResourceKindName),
    name: record.name,
    id: importIdOf(companyId, record),
  };
}

/** The id the plugin's import reads: the record's own, with where it is for `records.Record`. */
function importIdOf(companyId: string, record: ImportedRecord): string {
  // The id input of an adopting resource is the record's id, as the import read it.
  const recordId = record.inputs[record.type.adoptInput] as string;
  if (record.type.resource !== RECORD_RESOURCE) return typedImportId({ companyId, recordId });
  const { apiRoute, entitySet, keyFields } = record.inputs as {
    apiRoute: string;
    entitySet: string;
    keyFields: readonly string[];
  };
  return recordImportId({ companyId, recordId, apiRoute, entitySet, keyFields: [...keyFields] });
}
