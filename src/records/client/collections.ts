import type * as z from "zod";
import { currency } from "../entities/currency";
import { disputeStatus } from "../entities/dispute-status";
import { purchaseCreditMemo } from "../entities/purchase-credit-memo";
import { collectionOf } from "../provider/entity-spec";
import type { LiveRecord } from "../definitions/record-base";

/** Where a record type lives in the records service and what its records look like. */
export interface RecordCollection<S extends z.ZodType> {
  /** The path segment: the entity set, as the API page names it. */
  segment: string;
  /**
   * What stands between `api/` and `companies(...)` in its path: the API version (`v2.0`), or a
   * custom API's `<publisher>/<group>/<version>`. The code's own text, or a checked route.
   */
  version: string;
  /**
   * What the create journal files this type's notes under, when not `segment` (the typed kinds'
   * notes, in deployed stacks' journals, are under their segment): a route and an entity set.
   */
  journalScope?: string;
  /** Words for messages, such as "dispute status". */
  noun: string;
  schema: S;
}

/** The dispute statuses (API v2.0). */
export const DISPUTE_STATUS: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(disputeStatus);
/** The currencies (API v1.0). */
export const CURRENCY: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(currency);
/** The purchase credit memos (API v2.0). */
export const CREDIT_MEMO: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(purchaseCreditMemo);
