import * as z from "zod";
import type { RecordCollection } from "./record-collection";
import { liveRecordBase, type LiveRecord } from "../definitions/record-base";

const anyRecord = z.looseObject(liveRecordBase) as z.ZodType<LiveRecord>;

/**
 * The collection of an entity set named by a program: `apiRoute` and `entitySet` checked by
 * the generic record schemas. Only what every record carries (id and eTag) is required of it.
 */
export function genericCollection(
  apiRoute: string,
  entitySet: string,
): RecordCollection<z.ZodType<LiveRecord>> {
  // The route is part of the journal's key: the same entity set under two APIs is two tables.
  return {
    segment: entitySet,
    version: apiRoute,
    journalScope: `${apiRoute}/${entitySet}`,
    noun: `${entitySet} record`,
    schema: anyRecord,
  };
}
