/** The fields of a record the emulator serves, as the API page tests compare them with a page's. */
import type { Json } from "../../../../packages/emulator/test/support/emulator-client";

/** The record's keys without the OData annotations, in the order the answer lists them. */
export function fieldsOf(record: Json): string[] {
  return Object.keys(record).filter((key) => !key.startsWith("@odata."));
}
