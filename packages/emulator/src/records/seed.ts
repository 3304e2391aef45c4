import type { Company } from "./store/companies";
import { countriesRegions } from "./collections/countries-regions";
import { postCodes } from "./collections/post-codes";
import { currencies } from "./collections/currencies";
import type { RecordStore } from "./store/store";
import type { RecordWriter } from "./writer";
import type { JsonObject } from "../http-helpers";
import { vendors } from "./collections/vendors";
import { dimensions } from "./collections/dimensions";
import { dimensionValues } from "./collections/dimension-values";

/** The id of the company the emulator starts with (and returns to on `POST /_admin/reset`). */
export const DEFAULT_COMPANY_ID = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The name of the default company. */
export const DEFAULT_COMPANY_NAME = "CRONUS";

/**
 * The posting groups of the seeded vendors, which their pages do not show: those of the CRONUS demo
 * data's domestic vendors, so that they can be on purchase documents.
 */
const DEMO_VENDOR_POSTING_GROUPS = { vendorPostingGroup: "DOMESTIC", genBusPostingGroup: "DOMESTIC" };

/** Vendor `V10000` of the default company. */
export const SEED_VENDOR_FABRIKAM = Object.freeze({
  id: "c3b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  number: "V10000",
  displayName: "Fabrikam, Inc.",
  addressLine1: "10 North Lake Avenue",
  addressLine2: "",
  city: "Atlanta",
  state: "GA",
  country: "US",
  postalCode: "31772",
});

/** Vendor `V20000` of the default company. */
export const SEED_VENDOR_FIRST_UP = Object.freeze({
  id: "c4b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  number: "V20000",
  displayName: "First Up Consultants",
  addressLine1: "100 Day Drive",
  addressLine2: "Suite 12",
  city: "Chicago",
  state: "IL",
  country: "US",
  postalCode: "61236",
});

/** Currency `EUR` of the default company. */
export const SEED_CURRENCY_EUR = Object.freeze({
  id: "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
});

/**
 * The hidden "Amount Rounding Precision" of each seeded currency (Currency.Table.al, field 13), which
 * `amountRoundingPrecision` must be a multiple of. A JPY-like currency an admin seeds takes
 * `tableAmountRoundingPrecision: 1`.
 */
const SEED_AMOUNT_ROUNDING_PRECISION = 0.01;

/**
 * Countries of the default company: the seeded vendors' `US`, and `GB` of the seeded post codes
 * (their "Country/Region Code" must name one).
 */
const SEED_COUNTRIES = Object.freeze([
  { id: "c1d2e3f4-44e3-ea11-bb43-000d3a2feca1", code: "US", displayName: "United States of America" },
  {
    id: "c2d2e3f4-44e3-ea11-bb43-000d3a2feca1",
    code: "GB",
    displayName: "Great Britain",
    addressFormat: "Post_x0020_Code_x002B_City",
  },
]);

/** Rows of the default company's Post Code table, which fill city, state and country when written. */
const SEED_POST_CODES = Object.freeze([
  { code: "CB2 1TN", city: "Cambridge", county: "Cambridgeshire", countryRegionCode: "GB" },
  { code: "EH1 1YZ", city: "Edinburgh", county: "Midlothian", countryRegionCode: "GB" },
  { code: "M1 1AE", city: "Manchester", county: "Greater Manchester", countryRegionCode: "GB" },
  { code: "SW1A 1AA", city: "London", county: "Greater London", countryRegionCode: "GB" },
]);

/** Currency `GBP` of the default company. */
export const SEED_CURRENCY_GBP = Object.freeze({
  id: "e2c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  code: "GBP",
  displayName: "British Pound",
  symbol: "£",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
});

/** Dimension `DEPARTMENT` of the default company, with its values (as in the CRONUS demo company). */
export const SEED_DIMENSION_DEPARTMENT = Object.freeze({
  id: "d1a4f0b2-44e3-ea11-bb43-000d3a2feca1",
  code: "DEPARTMENT",
  displayName: "Department",
  values: Object.freeze([
    { id: "d1a4f0b3-44e3-ea11-bb43-000d3a2feca1", code: "ADM", displayName: "Administration" },
    { id: "d1a4f0b4-44e3-ea11-bb43-000d3a2feca1", code: "PROD", displayName: "Production" },
    { id: "d1a4f0b5-44e3-ea11-bb43-000d3a2feca1", code: "SALES", displayName: "Sales" },
  ]),
});

/** Dimension `PROJECT` of the default company, with its values. */
export const SEED_DIMENSION_PROJECT = Object.freeze({
  id: "d2a4f0b2-44e3-ea11-bb43-000d3a2feca1",
  code: "PROJECT",
  displayName: "Project",
  values: Object.freeze([
    { id: "d2a4f0b3-44e3-ea11-bb43-000d3a2feca1", code: "TOYOTA", displayName: "Toyota Project" },
    { id: "d2a4f0b4-44e3-ea11-bb43-000d3a2feca1", code: "VW", displayName: "Volkswagen Project" },
  ]),
});

/**
 * The default company. It holds no dispute statuses and no memos. It has no settings of its own, so it
 * takes the defaults (company-settings.ts): local currency USD (SEED_LCY_CODE), sales tax (not VAT),
 * and number series CUST, VEND and ITEM that allow manual numbers.
 */
const DEFAULT_COMPANY: Company = Object.freeze({ id: DEFAULT_COMPANY_ID, name: DEFAULT_COMPANY_NAME });

/**
 * Empties the store and puts the seed in it: the default company with its countries, post codes,
 * vendors, currencies and dimensions (clients cannot create dimensions: their API pages are
 * read-only). The records go through the writer, so the seed passes the same checks as any admin
 * seed.
 */
export function applySeed(store: RecordStore, writer: RecordWriter): void {
  store.batch(() => {
    store.clear();
    store.addCompany(DEFAULT_COMPANY);
    seedLikeDemo(writer, DEFAULT_COMPANY_ID, "demo");
  });
}

/**
 * Whose ids the records of a seeded company take: the demo company's own, or ids of their own, as
 * the records of another company have.
 */
export type SeedIds = "demo" | "new";

/** Writes the demo company's records into the company `companyId`. */
export function seedLikeDemo(writer: RecordWriter, companyId: string, ids: SeedIds): void {
  const own = <T extends { readonly id: string }>(record: T): JsonObject => {
    const { id, ...fields } = record;
    return ids === "demo" ? { id, ...fields } : fields;
  };
  for (const country of SEED_COUNTRIES) writer.create(companyId, countriesRegions, own(country), "seed");
  for (const row of SEED_POST_CODES) writer.create(companyId, postCodes, { ...row }, "seed");
  for (const vendor of [SEED_VENDOR_FABRIKAM, SEED_VENDOR_FIRST_UP]) {
    writer.create(companyId, vendors, { ...own(vendor), ...DEMO_VENDOR_POSTING_GROUPS }, "seed");
  }
  for (const currency of [SEED_CURRENCY_EUR, SEED_CURRENCY_GBP]) {
    const precision = { tableAmountRoundingPrecision: SEED_AMOUNT_ROUNDING_PRECISION };
    writer.create(companyId, currencies, { ...own(currency), ...precision }, "seed");
  }
  for (const { values, ...dimension } of [SEED_DIMENSION_DEPARTMENT, SEED_DIMENSION_PROJECT]) {
    const dimensionId = writer.create(companyId, dimensions, own(dimension), "seed").data.id;
    for (const value of values) {
      writer.create(companyId, dimensionValues, { ...own(value), dimensionId }, "seed");
    }
  }
}
