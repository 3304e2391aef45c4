/**
 * The reference fields the import writes as the referenced resource's output when that record is
 * in the program, and those it always writes as literals.
 */
import { REFERENCE_TARGETS as TARGETS } from "../records/definitions/reference-targets";

// A memo's `vendorNumber` stays a literal: it replaces the memo when it changes, and a vendor
// renumbered in place would then replace every memo that named it by an output. `vendorId`,
// which a renumbering keeps, names the vendor by reference, and `payToVendorId` the vendor paid.
const LITERALS = new Set(["vendorNumber", "payToVendorNumber"]);

/** The resource class (`bizops.records.<name>`) a reference field names a record of, by field name. */
export const REFERENCE_TARGETS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TARGETS).filter(([field]) => !LITERALS.has(field)),
);

/**
 * The id fields of imported types that name a record of a type no resource holds (tax areas,
 * posting groups, invoices, return reasons): always written as literals.
 */
export const UNHELD_REFERENCES: readonly string[] = [
  "taxAreaId",
  "generalProductPostingGroupId",
  "inventoryPostingGroupId",
  "invoiceId",
  "vendorReturnReasonId",
];
