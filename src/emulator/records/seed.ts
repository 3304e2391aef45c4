import type { Company } from "./companies";
import { currencies } from "./currency-rules";
import type { RecordStore } from "./store";
import type { RecordWriter } from "./writer";
import { vendors } from "./vendor-collection";

/** The id of the company the emulator starts with (and returns to on `POST /_admin/reset`). */
export const DEFAULT_COMPANY_ID = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The name of the default company. */
export const DEFAULT_COMPANY_NAME = "CRONUS";

/** Vendor `V10000` of the default company. */
export const SEED_VENDOR_FABRIKAM = Object.freeze({
  id: "c3b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  number: "V10000",
  name: "Fabrikam, Inc.",
  addressLine1: "10 North Lake Avenue",
  addressLine2: "",
  city: "Atlanta",
  state: "GA",
  country: "US",
  postCode: "31772",
});

/** Vendor `V20000` of the default company. */
export const SEED_VENDOR_FIRST_UP = Object.freeze({
  id: "c4b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  number: "V20000",
  name: "First Up Consultants",
  addressLine1: "100 Day Drive",
  addressLine2: "Suite 12",
  city: "Chicago",
  state: "IL",
  country: "US",
  postCode: "61236",
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

/** Currency `GBP` of the default company. */
export const SEED_CURRENCY_GBP = Object.freeze({
  id: "e2c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  code: "GBP",
  displayName: "British Pound",
  symbol: "£",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
});

/** The default company. It holds no dispute statuses and no memos. */
export const DEFAULT_COMPANY: Company = Object.freeze({ id: DEFAULT_COMPANY_ID, name: DEFAULT_COMPANY_NAME });

/**
 * Empties the store and puts the seed in it: the default company with its vendors and currencies. The
 * records go through the writer, so the seed passes the same checks as any admin seed.
 */
export function applySeed(store: RecordStore, writer: RecordWriter): void {
  store.batch(() => {
    store.clear();
    store.addCompany(DEFAULT_COMPANY);
    for (const vendor of [SEED_VENDOR_FABRIKAM, SEED_VENDOR_FIRST_UP]) {
      writer.create(DEFAULT_COMPANY_ID, vendors, { ...vendor }, "seed");
    }
    for (const currency of [SEED_CURRENCY_EUR, SEED_CURRENCY_GBP]) {
      writer.create(DEFAULT_COMPANY_ID, currencies, { ...currency }, "seed");
    }
  });
}
