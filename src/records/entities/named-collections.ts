/** The collections of the typed record types that `pulumi-bizops/clients` exports by name. */
import type * as z from "zod";
import { collectionOf, type RecordCollection } from "../client/record-collection";
import type { LiveRecord } from "../definitions/record-base";
import { currency } from "./currency";
import { disputeStatus } from "./dispute-status";
import { purchaseCreditMemo } from "./purchase-credit-memo";

/** The dispute statuses (API v2.0). */
export const DISPUTE_STATUS: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(disputeStatus);
/** The currencies (API v2.0, or v1.0 where only v1.0 is served). */
export const CURRENCY: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(currency);
/** The purchase credit memos (API v2.0). */
export const CREDIT_MEMO: RecordCollection<z.ZodType<LiveRecord>> = collectionOf(purchaseCreditMemo);
