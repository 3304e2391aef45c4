import type { CollectionDefinition, CustomRoute } from "./collection-types";
import { carBrands } from "./collections/car-brands";
import { companyInformation } from "./collections/company-information";
import { countriesRegions } from "./collections/countries-regions";
import { currencies } from "./collections/currencies";
import { customers } from "./collections/customers";
import { dimensionValues } from "./collections/dimension-values";
import { dimensions } from "./collections/dimensions";
import { disputeStatus } from "./collections/dispute-status";
import { itemCategories } from "./collections/item-categories";
import { items } from "./collections/items";
import { locations } from "./collections/locations";
import { paymentMethods } from "./collections/payment-methods";
import { paymentTerms } from "./collections/payment-terms";
import { postCodes } from "./collections/post-codes";
import { generalProductPostingGroups, inventoryPostingGroups } from "./collections/posting-groups";
import { purchaseCreditMemos } from "./collections/purchase-credit-memos";
import { salespeoplePurchasers } from "./collections/salespeople-purchasers";
import { shipmentMethods } from "./collections/shipment-methods";
import { taxAreas, vatBusinessPostingGroups } from "./collections/tax-areas";
import { taxGroups } from "./collections/tax-groups";
import { unitsOfMeasure } from "./collections/units-of-measure";
import { vatPostingSetups } from "./collections/vat-posting-setups";
import { vatRegistrationNoFormats } from "./collections/vat-registration-no-formats";
import { vendors } from "./collections/vendors";

export type { CollectionDefinition } from "./collection-types";

/** Every collection the emulator holds; each is served on the API and reached by the admin routes. */
export const RECORD_COLLECTIONS: readonly CollectionDefinition[] = [
  disputeStatus,
  currencies,
  purchaseCreditMemos,
  vendors,
  paymentTerms,
  paymentMethods,
  shipmentMethods,
  countriesRegions,
  itemCategories,
  unitsOfMeasure,
  locations,
  taxGroups,
  salespeoplePurchasers,
  customers,
  items,
  dimensions,
  dimensionValues,
  carBrands,
  postCodes,
  generalProductPostingGroups,
  inventoryPostingGroups,
  taxAreas,
  vatBusinessPostingGroups,
  vatRegistrationNoFormats,
  vatPostingSetups,
  companyInformation,
];

/**
 * Finds a collection the public API serves, by path version and name, and for an extension's page by
 * its publisher and group (a standard path never reaches an extension's page, nor the reverse).
 */
export function findCollection(
  version: string,
  name: string,
  route?: CustomRoute,
): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find(
    (c) =>
      c.adminOnly !== true &&
      (c.version === version || c.alsoVersions?.includes(version) === true) &&
      c.name === name &&
      c.route?.publisher === route?.publisher &&
      c.route?.group === route?.group,
  );
}

/** Finds a collection by name alone (admin paths carry no version). */
export function findCollectionByName(name: string): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find((c) => c.name === name);
}

/** A field that holds the key of another collection's records, or stands for it by id. */
export interface Reference {
  readonly collection: CollectionDefinition;
  readonly field: string;
  /** Whether the field holds the record's id (FieldSpec.idOf) rather than its key (refersTo). */
  readonly byId: boolean;
}

const referrers = new Map<string, readonly Reference[]>();

/**
 * The fields of every collection whose TableRelation names the collection `name`: those holding
 * its key (`refersTo`) and those standing for it by id (`idOf`).
 */
export function referencesTo(name: string): readonly Reference[] {
  let found = referrers.get(name);
  if (found === undefined) {
    found = RECORD_COLLECTIONS.flatMap((collection) =>
      Object.entries(collection.fields)
        .filter(([, spec]) => spec.refersTo === name || spec.idOf === name)
        .map(([field, spec]) => ({ collection, field, byId: spec.idOf === name })),
    );
    referrers.set(name, found);
  }
  return found;
}
