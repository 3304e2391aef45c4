/**
 * Which record type each reference field names. The record definitions say that a field holds an
 * id (a `guid` named `<x>Id`) or a code, and which id and code are a pair, but not which type the
 * record they name is: that fact is written here, once, by field name (a name means the same
 * type on every API page that has it).
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
  vendorNumber: "Vendor",
  payToVendorId: "Vendor",
  payToVendorNumber: "Vendor",
  salespersonCode: "SalespersonPurchaser",
  purchaser: "SalespersonPurchaser",
  country: "CountryRegion",
  buyFromCountry: "CountryRegion",
  payToCountry: "CountryRegion",
};
