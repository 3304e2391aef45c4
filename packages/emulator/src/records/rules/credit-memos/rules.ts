import type { CollectionRules, NumberSeriesSpec, WriteContext } from "../../collection-types";
import { CURRENCIES } from "../../entities/currencies";
import { DRAFT_STATUS, notDraftError, toWireStatus } from "./status";
import { computeCreditMemoTotals } from "./totals";
import { EMPTY_GUID } from "../field-checks";
import type { JsonObject } from "../../../http-helpers";
import { resolveReference, type ReferenceSpec } from "../references";
import { ServiceError } from "../../../service";
import { applyDueDate, copyVendorTerms } from "./vendor";
import { dialogError } from "../dialog-error";
import { checkSetupIds } from "../master-rules";
import { applyPostCode, type AddressFields } from "../../entities/post-codes";
import { VENDOR_ADDRESS_FIELDS, VENDORS } from "../../entities/vendors";
import { checkCountries, checkHeaderPurchaser, checkPurchaser } from "./relations";
import { checkInvoiceId, checkReturnReasonId } from "./unknown-ids";
import { textOf } from "../json-values";

/** The text of the 400 for a memo created (or changed) without a vendor, as the real service words it. */
const MISSING_VENDOR_MESSAGE = 'A "vendorNumber" or a "vendorId" must be provided.';

/** The number series of memos made through the API: `PCM-00001`, `PCM-00002`, ... per company. */
const CREDIT_MEMO_NUMBER_SERIES: NumberSeriesSpec = { prefix: "PCM-", digits: 5, field: "number" };

// APIV2PurchaseCreditMemos.Page.al:99-127: the page's own messages for a vendor it cannot find.
const VENDOR: ReferenceSpec = {
  collection: VENDORS,
  entity: "Vendor",
  idField: "vendorId",
  keyField: "vendorNumber",
  targetKey: "number",
  keyLabel: "No.",
  notFound: () => dialogError("The buy-from vendor cannot be found."),
  mismatch: () => dialogError("The buy-from vendor values do not match to a Vendor."),
};
const PAY_TO_VENDOR: ReferenceSpec = {
  ...VENDOR,
  idField: "payToVendorId",
  keyField: "payToVendorNumber",
  notFound: () => dialogError("The pay-to vendor cannot be found."),
  mismatch: () => dialogError("The pay-to vendor values do not match to a Vendor."),
};

/** The memo's buy-from address, as ValidatePostCode fills it. */
const BUY_FROM_ADDRESS: AddressFields = {
  postCode: "buyFromPostCode",
  city: "buyFromCity",
  county: "buyFromState",
  country: "buyFromCountry",
};

/** The memo's pay-to address, as ValidatePostCode fills it. */
const PAY_TO_ADDRESS: AddressFields = {
  postCode: "payToPostCode",
  city: "payToCity",
  county: "payToState",
  country: "payToCountry",
};

/** PurchCalcDiscByType.Codeunit.al:28 (InvDiscBaseAmountIsZeroErr). */
const NO_DISCOUNT_BASE_MESSAGE =
  "Cannot apply an invoice discount because the document does not include lines where the Allow Invoice Disc. field is selected. To add a discount, specify a line discount in the Line Discount % field for the relevant lines, or add a line of type Item where the Allow Invoice Disc. field is selected.";
const CURRENCY: ReferenceSpec = {
  collection: CURRENCIES,
  entity: "Currency",
  idField: "currencyId",
  keyField: "currencyCode",
  targetKey: "code",
  keyLabel: "Code",
};

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

/**
 * The buy-from vendor; returns it when the write changes it, undefined when the stored one stays. A
 * new vendor brings its terms too (copyVendorTerms). The empty GUID as vendorId names no vendor.
 */
function applyVendor(fields: JsonObject, context: WriteContext): JsonObject | undefined {
  if (context.changes.vendorId === EMPTY_GUID) throw dialogError("The buy-from vendor cannot be found.");
  const resolved = resolveReference(VENDOR, context);
  if (resolved.state === "found") {
    const changed = context.current?.vendorId !== resolved.record.id;
    takeVendor(fields, context, resolved.record, "buyFrom");
    if (!changed) return undefined;
    copyVendorTerms(fields, context, resolved.record);
    return resolved.record;
  }
  if (context.current === undefined || resolved.state === "empty") {
    throw new ServiceError(400, "BadRequest", MISSING_VENDOR_MESSAGE);
  }
  return undefined;
}

/**
 * UpdateDiscount (APIV2PurchaseCreditMemos.Page.al:587-605,761-773) applies a written discountAmount
 * through ApplyInvDiscBasedOnAmt, which refuses a discount above 0 when no line can take it
 * (PurchCalcDiscByType.Codeunit.al:68-69). The hidden line total stands for the lines; admin writes
 * stage memos and skip the check.
 */
function checkDiscount(fields: JsonObject, context: WriteContext): void {
  if (context.mode !== "create" && context.mode !== "update") return;
  const discount = context.changes.discountAmount;
  if (typeof discount !== "number" || discount <= 0) return;
  if (Number(fields.lineAmountExcludingTax ?? 0) === 0) throw dialogError(NO_DISCOUNT_BASE_MESSAGE);
}

/** The pay-to vendor: the one named, else (when the vendor changes) the vendor itself. */
function applyPayTo(fields: JsonObject, context: WriteContext, newVendor: JsonObject | undefined): void {
  const resolved = resolveReference(PAY_TO_VENDOR, context);
  const payTo = resolved.state === "found" ? resolved.record : newVendor;
  if (payTo !== undefined) takeVendor(fields, context, payTo, "payTo");
}

/**
 * The currency, by code or id; blank means the company's local currency (code "", empty GUID), and the
 * local currency's code is stored blank (APIV2PurchaseCreditMemos.Page.al:327-354).
 */
function applyCurrency(fields: JsonObject, context: WriteContext): void {
  const code = context.changes.currencyCode;
  const local = typeof code === "string" && code !== "" && code === context.settings.lcyCode;
  const changes = local ? { ...context.changes, currencyCode: "" } : context.changes;
  const resolved = resolveReference(CURRENCY, { ...context, changes });
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
    // The page's fields in page order, with their triggers and the buffer table's relations (the
    // post codes fill their addresses as the Purchase Header's OnValidate will).
    const newVendor = applyVendor(fields, context);
    applyPayTo(fields, context, newVendor);
    checkCountries(context);
    applyPostCode(fields, context, BUY_FROM_ADDRESS);
    applyPostCode(fields, context, PAY_TO_ADDRESS);
    applyCurrency(fields, context);
    checkSetupIds(context);
    checkPurchaser(context);
    checkInvoiceId(context);
    checkReturnReasonId(context);
    // Then the Purchase Header's validation of what the page hands over.
    checkHeaderPurchaser(context);
    applyDates(fields, context);
    applyDueDate(fields, context, newVendor !== undefined);
    checkDiscount(fields, context);
    Object.assign(fields, computeCreditMemoTotals(fields));
    // "Prices Including VAT" comes from the vendor (PurchaseHeader.Table.al:255-283).
    fields.pricesIncludeTax =
      newVendor === undefined ? stored.pricesIncludeTax === true : newVendor.pricesIncludingTax === true;
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
