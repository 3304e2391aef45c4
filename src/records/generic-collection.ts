import * as z from "zod";
import type { RecordCollection } from "./collections";
import { liveRecordBase, type LiveRecord } from "./record-base";

const anyRecord = z.looseObject(liveRecordBase) as z.ZodType<LiveRecord>;

/**
 * The collection of an entity set named by a program: `apiRoute` and `entitySet` checked by
 * the generic record schemas. Only what every record carries (id and eTag) is required of it.
 */
export function genericCollection(
  apiRoute: string,
  entitySet: string,
): RecordCollection<z.ZodType<LiveRecord>> {
  return { segment: entitySet, version: apiRoute, noun: `${entitySet} record`, schema: anyRecord };
}
