/**
 * The record types an import reads, and how a record of each becomes the inputs of the resource
 * that adopts it. The inputs are checked with the very schema the resource's `check` uses, so a
 * record the resource could not take is skipped with the reason instead of written.
 */
import type * as z from "zod";
import { CREDIT_MEMO, CURRENCY, DISPUTE_STATUS, type RecordCollection } from "../records/collections";
import { filterEq } from "../records/odata";
import type { LiveRecord } from "../records/record-base";
import { CREDIT_MEMO_FIELDS } from "../records/credit-memo-fields";
import { creditMemoInputs, currencyInputs, disputeStatusInputs } from "../records/schemas";

/** A record field value the generated program writes. */
export type FieldValue = string | number | boolean;

/** A record turned into resource inputs, or the reason it cannot be. */
type Conversion = { inputs: Record<string, FieldValue> } | { reason: string };

/** One record type of an import. */
export interface RecordKind {
  /** The key of the type on the command line and in results, such as `disputeStatuses`. */
  key: "disputeStatuses" | "currencies" | "purchaseCreditMemos";
  /** The resource class in `bizops.records`. */
  resource: "DisputeStatus" | "Currency" | "PurchaseCreditMemo";
  /** Plural words for messages. */
  plural: string;
  collection: RecordCollection<z.ZodType<LiveRecord>>;
  /** A filter every read of the type has, joined with the user's by `and`. */
  baseFilter?: string;
  /** The record's code, which names its resource. */
  code(record: LiveRecord): string;
  /** The resource inputs that adopt the record, `companyId` aside. */
  convert(record: LiveRecord, companyId: string): Conversion;
}

// The service writes these for an id or a date that is not set; a program leaves such fields out.
const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";
const EMPTY_DATE = "0001-01-01";

/** The fields of `record` that hold a value, in the order given. */
function setFields(record: LiveRecord, fields: readonly string[]): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = record[field];
    if (value === undefined || value === null || value === "" || value === EMPTY_GUID) continue;
    if (value === EMPTY_DATE) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      out[field] = value;
    }
  }
  return out;
}

/** Checks the inputs with the resource's own input schema; a refusal names each property. */
function checked(schema: z.ZodType, companyId: string, inputs: Record<string, FieldValue>): Conversion {
  const parsed = schema.safeParse({ companyId, ...inputs });
  if (parsed.success) return { inputs };
  const problems = parsed.error.issues.map((issue) => {
    const value = inputs[String(issue.path[0])];
    const shown = value === undefined ? "" : ` (${JSON.stringify(value)})`;
    return `${issue.path.map(String).join(".") || "record"}${shown} ${issue.message}`;
  });
  return { reason: problems.join("; ") };
}

const disputeStatuses: RecordKind = {
  key: "disputeStatuses",
  resource: "DisputeStatus",
  plural: "dispute statuses",
  collection: DISPUTE_STATUS,
  code: (record) => String(record.code),
  convert: (record, companyId) =>
    checked(disputeStatusInputs, companyId, {
      adoptRecordId: record.id,
      // A display name the service holds empty is still a value the program keeps.
      code: String(record.code),
      displayName: typeof record.displayName === "string" ? record.displayName : "",
    }),
};

const currencies: RecordKind = {
  key: "currencies",
  resource: "Currency",
  plural: "currencies",
  collection: CURRENCY,
  code: (record) => String(record.code),
  convert: (record, companyId) => {
    const fields = ["displayName", "symbol", "amountDecimalPlaces", "amountRoundingPrecision"];
    const values: Record<string, FieldValue> = {};
    for (const field of fields) {
      const value = record[field];
      if (typeof value === "string" || typeof value === "number") values[field] = value;
    }
    return checked(currencyInputs, companyId, { currencyId: record.id, ...values });
  },
};

// Only a Draft memo can be changed or deleted through the service, so only drafts are adopted.
const DRAFT = "Draft";

const purchaseCreditMemos: RecordKind = {
  key: "purchaseCreditMemos",
  resource: "PurchaseCreditMemo",
  plural: "purchase credit memos",
  collection: CREDIT_MEMO,
  baseFilter: filterEq("status", DRAFT),
  code: (record) => String(record.number),
  convert: (record, companyId) => {
    if (record.status !== DRAFT) {
      return {
        reason: `status is ${JSON.stringify(record.status)}: only Draft memos can be managed, the service refuses changes to others`,
      };
    }
    return checked(creditMemoInputs, companyId, {
      adoptRecordId: record.id,
      ...setFields(record, CREDIT_MEMO_FIELDS),
    });
  },
};

/** Every record type, in the order the generated program declares them. */
export const RECORD_KINDS: readonly RecordKind[] = [disputeStatuses, currencies, purchaseCreditMemos];
