import type { z } from "zod";
import { disputeStatusRecord } from "./schemas";

/** Where a record type lives in the records service and what its records look like. */
export interface RecordCollection<S extends z.ZodType> {
  /** The path segment, as the spec writes it. */
  segment: string;
  /** The API version segment of its path. */
  version: "v1.0" | "v2.0";
  /** Words for messages, such as "dispute status". */
  noun: string;
  schema: S;
}

export const DISPUTE_STATUS: RecordCollection<typeof disputeStatusRecord> = {
  segment: "disputeStatus",
  version: "v2.0",
  noun: "dispute status",
  schema: disputeStatusRecord,
};
