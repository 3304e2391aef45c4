import type * as z from "zod";
import { creditMemoRecord, currencyRecord, disputeStatusRecord } from "./schemas";

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

export const CURRENCY: RecordCollection<typeof currencyRecord> = {
  segment: "currencies",
  version: "v1.0",
  noun: "currency",
  schema: currencyRecord,
};

export const CREDIT_MEMO: RecordCollection<typeof creditMemoRecord> = {
  segment: "purchaseCreditMemos",
  version: "v2.0",
  noun: "purchase credit memo",
  schema: creditMemoRecord,
};
