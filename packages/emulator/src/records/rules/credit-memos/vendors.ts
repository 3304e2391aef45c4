import type { WriteContext } from "../../collection-types";
import type { JsonObject } from "../../../http-helpers";
import { ServiceError } from "../../../service";
import { VENDOR_ADDRESS_FIELDS, VENDORS } from "../../collections/vendors";
import { dialogError } from "../dialog-error";
import { EMPTY_GUID } from "../field-checks";
import { textOf } from "../json-values";
import { resolveReference, type ReferenceSpec } from "../references";
import { checkVendorNotBlocked } from "./blocked-vendor";
import { mustHaveValueError } from "../field-errors";
import { copyPayToTerms, copyShipmentMethod } from "./terms";

/** The text of the 400 for a memo created (or changed) without a vendor, as the real service words it. */
const MISSING_VENDOR_MESSAGE = 'A "vendorNumber" or a "vendorId" must be provided.';

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

/** The vendors a write's body names: the buy-from vendor when it changes, and the pay-to vendor. */
export interface NamedVendors {
  readonly buyFrom?: JsonObject;
  readonly payTo?: JsonObject;
}

/**
 * The page's vendorId/vendorNumber and payToVendorId/payToVendorNumber triggers: each names a vendor
 * or is refused. The empty GUID as vendorId names no vendor; a memo must keep a buy-from vendor.
 */
export function resolveVendors(context: WriteContext): NamedVendors {
  if (context.changes.vendorId === EMPTY_GUID) throw dialogError("The buy-from vendor cannot be found.");
  const buyFrom = resolveReference(VENDOR, context);
  if (buyFrom.state !== "found" && (context.current === undefined || buyFrom.state === "empty")) {
    throw new ServiceError(400, "BadRequest", MISSING_VENDOR_MESSAGE);
  }
  const payTo = resolveReference(PAY_TO_VENDOR, context);
  const changed = buyFrom.state === "found" && buyFrom.record.id !== context.current?.vendorId;
  return {
    buyFrom: changed ? buyFrom.record : undefined,
    payTo: payTo.state === "found" ? payTo.record : undefined,
  };
}

/**
 * `Vend.TestField(<posting group>)` of a memo's vendor. A vendor read from a state file written before
 * the emulator held posting groups has none: it is not judged.
 */
function testPostingGroup(vendor: JsonObject, field: string, caption: string): void {
  if (vendor[field] !== "") return;
  throw mustHaveValueError(caption, { table: "Vendor", keys: [["No.", textOf(vendor.number)]] });
}

/** Points the memo at a vendor in one role, with its id, number and name, and its address when told. */
function takeVendor(
  fields: JsonObject,
  vendor: JsonObject,
  role: "buyFrom" | "payTo",
  address: boolean,
): void {
  const [idField, numberField, nameField] =
    role === "buyFrom"
      ? ["vendorId", "vendorNumber", "vendorName"]
      : ["payToVendorId", "payToVendorNumber", "payToName"];
  fields[idField] = vendor.id;
  fields[numberField] = vendor.number;
  fields[nameField] = vendor.displayName ?? "";
  if (!address) return;
  for (const [field, suffix] of VENDOR_ADDRESS_FIELDS) fields[`${role}${suffix}`] = vendor[field] ?? "";
}

/**
 * "Pay-to Vendor No." OnValidate: the vendor is checked, named with its address when it replaces
 * another (CopyPayToVendorAddressFieldsFromVendor), and gives its terms; its shipment method only when
 * it is the buy-from vendor.
 */
function validatePayTo(
  fields: JsonObject,
  context: WriteContext,
  vendor: JsonObject,
  previousId: string,
): void {
  checkVendorNotBlocked(vendor, context);
  // "Pay-to Vendor No." OnValidate (PurchaseHeader.Table.al:246-250): Vend.TestField("Vendor Posting Group").
  testPostingGroup(vendor, "vendorPostingGroup", "Vendor Posting Group");
  takeVendor(fields, vendor, "payTo", vendor.id !== previousId);
  copyPayToTerms(fields, context, vendor);
  if (vendor.id === fields.vendorId) copyShipmentMethod(fields, context, vendor);
}

/**
 * The Purchase Header's validation of the vendors the page hands over, in the page's order (fields 2
 * and 4 OnValidate, PurchaseHeader.Table.al). A new buy-from vendor is checked, brings its name,
 * address and shipment method, and validates "Pay-to Vendor No." with its own "Pay-to Vendor No.",
 * else itself (the emulator's vendors hold no pay-to vendor); a pay-to vendor the body names is
 * validated after it, only when it differs (TransferFieldsWithValidate validates a changed value).
 * Returns the vendor whose terms the memo took, if any.
 */
export function applyVendors(
  fields: JsonObject,
  context: WriteContext,
  named: NamedVendors,
): JsonObject | undefined {
  let payToId = textOf(context.current?.payToVendorId, EMPTY_GUID);
  let termsFrom: JsonObject | undefined;
  const { buyFrom, payTo } = named;
  if (buyFrom !== undefined) {
    checkVendorNotBlocked(buyFrom, context);
    // "Buy-from Vendor No." OnValidate (PurchaseHeader.Table.al:117-120): unless sales tax is enabled,
    // Vend.TestField("Gen. Bus. Posting Group").
    if (context.settings.taxMode !== "salesTax") {
      testPostingGroup(buyFrom, "genBusPostingGroup", "Gen. Bus. Posting Group");
    }
    takeVendor(fields, buyFrom, "buyFrom", true);
    copyShipmentMethod(fields, context, buyFrom);
    validatePayTo(fields, context, buyFrom, payToId);
    [payToId, termsFrom] = [textOf(buyFrom.id), buyFrom];
  }
  if (payTo !== undefined && payTo.id !== payToId) {
    validatePayTo(fields, context, payTo, payToId);
    termsFrom = payTo;
  }
  return termsFrom;
}
