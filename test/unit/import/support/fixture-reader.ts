import type * as z from "zod";
import type { CollectionReader } from "../../../../src/import/read-company";
import type { RecordCollection } from "../../../../src/records/client/record-collection";

/** Record pages by collection segment, served as the records client's collection read serves them. */
export class FixtureReader implements CollectionReader {
  readonly filters: Array<{ segment: string; filter: string | undefined }> = [];

  constructor(private readonly pages: Record<string, Array<Array<Record<string, unknown>>>>) {}

  async *list<S extends z.ZodType>(
    collection: RecordCollection<S>,
    _companyId: string,
    options: { filter?: string | undefined } = {},
  ): AsyncGenerator<z.infer<S>[]> {
    this.filters.push({ segment: collection.segment, filter: options.filter });
    for (const page of this.pages[collection.segment] ?? []) {
      yield page.map((record) => collection.schema.parse(record));
    }
  }
}

let counter = 0;

/** A record as the service returns it, with a fresh id and eTag. */
export function liveRecord(fields: Record<string, unknown>): Record<string, unknown> {
  counter += 1;
  return {
    "@odata.etag": `W/"JzE7${counter}Oyc="`,
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
    ...fields,
  };
}
