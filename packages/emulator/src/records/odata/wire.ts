import type { CollectionDefinition } from "../record-collections";
import type { CompanySettings } from "../store/company-settings";
import type { StoredRecord } from "../store/store";

/**
 * The JSON of a record as every response shows it: its `@odata.etag` first, then its fields, without the
 * hidden ones unless asked (the admin routes show them); with the company's settings, as the API page
 * presents them (the admin routes show the stored fields).
 */
export function recordToWire(
  definition: CollectionDefinition,
  record: StoredRecord,
  includeHidden = false,
  settings?: CompanySettings,
): Record<string, unknown> {
  const wire: Record<string, unknown> = { "@odata.etag": record.etag };
  const shown =
    settings === undefined || definition.present === undefined
      ? record.data
      : definition.present(record.data, settings);
  for (const [key, value] of Object.entries(shown)) {
    if (includeHidden || definition.fields[key]?.hidden !== true) wire[key] = value;
  }
  return wire;
}
