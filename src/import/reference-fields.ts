/**
 * Which record type each reference field names. The record definitions say that a field holds an
 * id (a `guid` named `<x>Id`) or a code, and which id and code are a pair, but not which type the
 * record they name is: that fact is written here, once, by field name (a name means the same
 * type on every API page that has it). The import writes such a field as the referenced
 * resource's output when that record is in the program.
 */

/** The resource class (`bizops.records.<name>`) a reference field names a record of, by field name. */
export const REFERENCE_TARGETS: Readonly<Record<string, string>> = {
  currencyId: "Currency",
  currencyCode: "Currency",
  paymentTermsId: "PaymentTerm",
  shipmentMethodId: "ShipmentMethod",
  paymentMethodId: "PaymentMethod",
  itemCategoryId: "ItemCategory",
  itemCategoryCode: "ItemCategory",
  taxGroupId: "TaxGroup",
  taxGroupCode: "TaxGroup",
  baseUnitOfMeasureId: "UnitOfMeasure",
  baseUnitOfMeasureCode: "UnitOfMeasure",
  vendorId: "Vendor",
  payToVendorId: "Vendor",
  salespersonCode: "SalespersonPurchaser",
  purchaser: "SalespersonPurchaser",
  country: "CountryRegion",
  buyFromCountry: "CountryRegion",
  payToCountry: "CountryRegion",
  // A memo's `vendorNumber` stays a literal: it replaces the memo when it changes, and a vendor
  // renumbered in place would then replace every memo that named it by an output. `vendorId`,
  // which a renumbering keeps, names the vendor by reference.
};

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
