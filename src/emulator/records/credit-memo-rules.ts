import type { CollectionRules, NumberSeriesSpec, WriteContext } from "./collection-types";
import { CURRENCIES } from "./currency-rules";
import { DRAFT_STATUS, notDraftError, toWireStatus } from "./credit-memo-status";
import { computeCreditMemoTotals } from "./credit-memo-totals";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../http-helpers";
import { resolveReference, type ReferenceSpec } from "./references";
import { ServiceError } from "../service";
import { VENDOR_ADDRESS_FIELDS, VENDORS } from "./vendor-collection";

/** The text of the 400 for a memo created (or changed) without a vendor, as the real service words it. */
const MISSING_VENDOR_MESSAGE = 'A "vendorNumber" or a "vendorId" must be provided.';

/** The number series of memos made through the API: `PCM-00001`, `PCM-00002`, ... per company. */
const CREDIT_MEMO_NUMBER_SERIES: NumberSeriesSpec = { prefix: "PCM-", digits: 5, field: "number" };

const VENDOR: ReferenceSpec = {
  collection: VENDORS,
  entity: "Vendor",
  idField: "vendorId",
  keyField: "vendorNumber",
  targetKey: "number",
  keyLabel: "No.",
};
const PAY_TO_VENDOR: ReferenceSpec = { ...VENDOR, idField: "payToVendorId", keyField: "payToVendorNumber" };
const CURRENCY: ReferenceSpec = {
  collection: CURRENCIES,
  entity: "Currency",
  idField: "currencyId",
  keyField: "currencyCode",
  targetKey: "code",
  keyLabel: "Code",
};

function textOf(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

/**
 * Points the memo at a vendor under one role (`vendor` → buy-from, or `payTo`): its id, number and name,
 * and the address fields the body did not give.
 */
function takeVendor(
  fields: JsonObject,
  context: WriteContext,
  vendor: JsonObject,
  role: "buyFrom" | "payTo",
): void {
  const [idField, numberField, nameField] =
    role === "buyFrom"
      ? ["vendorId", "vendorNumber", "vendorName"]
      : ["payToVendorId", "payToVendorNumber", "payToName"];
  const changed = context.current?.[idField] !== vendor.id;
  fields[idField] = vendor.id;
  fields[numberField] = vendor.number;
  fields[nameField] = vendor.displayName ?? "";
  // A new vendor brings its address; the same vendor named again leaves an address the user edited.
  if (!changed) return;
  for (const [field, suffix] of VENDOR_ADDRESS_FIELDS) {
    const target = `${role}${suffix}`;
    if (context.changes[target] === undefined) fields[target] = vendor[field] ?? "";
  }
}

/** The buy-from vendor; returns it when the write sets it, undefined when the stored one stays. */
function applyVendor(fields: JsonObject, context: WriteContext): JsonObject | undefined {
  const resolved = resolveReference(VENDOR, context);
  if (resolved.state === "found") {
    takeVendor(fields, context, resolved.record, "buyFrom");
    return resolved.record;
  }
  if (context.current === undefined || resolved.state === "empty") {
    throw new ServiceError(400, "BadRequest", MISSING_VENDOR_MESSAGE);
  }
  return undefined;
}

/** The pay-to vendor: the one named, else (when the vendor changes) the vendor itself. */
function applyPayTo(fields: JsonObject, context: WriteContext, newVendor: JsonObject | undefined): void {
  const resolved = resolveReference(PAY_TO_VENDOR, context);
  const payTo = resolved.state === "found" ? resolved.record : newVendor;
  if (payTo !== undefined) takeVendor(fields, context, payTo, "payTo");
}

/** The currency, by code or id; blank means the company's local currency (code "", empty GUID). */
function applyCurrency(fields: JsonObject, context: WriteContext): void {
  const resolved = resolveReference(CURRENCY, context);
  if (resolved.state === "found") {
    fields.currencyId = resolved.record.id;
    fields.currencyCode = resolved.record.code;
  } else if (resolved.state === "empty") {
    fields.currencyId = EMPTY_GUID;
    fields.currencyCode = "";
  }
}

/** On create, the memo date defaults to today and the posting and due dates to the memo date. */
function applyDates(fields: JsonObject, context: WriteContext): void {
  if (context.current !== undefined) return;
  const memoDate = typeof fields.creditMemoDate === "string" ? fields.creditMemoDate : context.today();
  fields.creditMemoDate = memoDate;
  fields.postingDate ??= memoDate;
  fields.dueDate ??= memoDate;
}

function applyNumber(fields: JsonObject, context: WriteContext): void {
  const given = context.changes.number;
  if (context.current === undefined && (typeof given !== "string" || given === "")) {
    fields.number = context.nextNumber(CREDIT_MEMO_NUMBER_SERIES);
  }
}

/** Derived fields, references and the Draft-only rule of purchase credit memos. */
export const creditMemoRules: CollectionRules = {
  complete(stored, context) {
    const fields = { ...stored };
    applyPayTo(fields, context, applyVendor(fields, context));
    applyCurrency(fields, context);
    applyDates(fields, context);
    Object.assign(fields, computeCreditMemoTotals(fields));
    fields.status = toWireStatus(textOf(fields.status, DRAFT_STATUS));
    // Number last: every check that can refuse the write has run by now.
    applyNumber(fields, context);
    return fields;
  },
  guardClientChange(current) {
    const status = textOf(current.status, DRAFT_STATUS);
    if (status !== DRAFT_STATUS) throw notDraftError(textOf(current.number, ""), status);
  },
};
