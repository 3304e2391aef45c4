/**
 * The company the tests of src/import/render.ts render: records with tricky text, records that
 * name others (in the import, only in the service, or left out), read as bizops-import reads them.
 */
import { readCompany, type CompanyRecords } from "../../../../src/import/read-company";
import { IMPORTED_TYPES } from "../../../../src/import/imported-types";
import { FixtureReader, liveRecord } from "./fixture-reader";

/** The company read. */
export const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
/** When the company was read. */
export const READ_AT = new Date("2026-11-22T09:30:00.000Z");
/** The records service it was read from. */
export const SOURCE = "https://records.example.com";

// Values that a careless writer would get wrong: quotes, backslashes, line breaks, long text.
export const TRICKY = [
  liveRecord({ code: "PRICE", displayName: "Price dispute" }),
  liveRecord({ code: "QUOTE", displayName: 'He said "no" twice: "no"' }),
  liveRecord({ code: "MIXED", displayName: `It's a "mix" of 'both' \\ and \n a line break` }),
  liveRecord({ code: "LONG", displayName: "x".repeat(100) }),
  liveRecord({ code: "WIDE", displayName: "請求書の金額が注文書と一致しません。再確認してください。" }),
  liveRecord({ code: "EDGE", displayName: "y".repeat(57) }),
  liveRecord({ code: "LATE_1", displayName: "Late\u2028delivery */ // not code" }),
];
export const CURRENCY = liveRecord({
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:5",
  amountRoundingPrecision: 0.00001,
});
export const MEMO = liveRecord({
  number: "PCM-00007",
  status: "Draft",
  vendorId: "c3b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  vendorNumber: "V10000",
  creditMemoDate: "2026-11-01",
  dueDate: "0001-01-01",
  currencyId: "00000000-0000-0000-0000-000000000000",
  currencyCode: "",
  buyFromAddressLine2: "",
  discountAmount: 12.5,
  totalAmountIncludingTax: 100,
});

// Records that name others: the payment terms and the country are in the program, the payment
// method only in the service, and the memo's vendor is left out (its name is too long).
export const TERMS = liveRecord({ code: "NET30", displayName: "Net 30", dueDateCalculation: "30D" });
const COUNTRY = liveRecord({ code: "NO", displayName: "Norway" });
export const METHOD = liveRecord({ code: "BANK", displayName: "Bank transfer" });
const CUSTOMER = liveRecord({
  number: "C10000",
  displayName: "Adatum",
  country: "NO",
  currencyCode: "EUR",
  paymentTermsId: TERMS.id,
  paymentMethodId: METHOD.id,
});
export const VENDOR = liveRecord({ id: MEMO.vendorId, number: "V10000", displayName: "v".repeat(101) });

/** The records of the company, and only payment methods beside them in the service. */
export function reader(): FixtureReader {
  return new FixtureReader({
    disputeStatus: [TRICKY.slice(0, 3), TRICKY.slice(3)],
    currencies: [[CURRENCY]],
    purchaseCreditMemos: [[MEMO]],
    paymentTerms: [[TERMS]],
    countriesRegions: [[COUNTRY]],
    paymentMethods: [[METHOD]],
    customers: [[CUSTOMER]],
    vendors: [[VENDOR]],
  });
}

/** The company as bizops-import reads it: every imported type but payment methods. */
export async function company(): Promise<CompanyRecords> {
  const types = IMPORTED_TYPES.filter((type) => type.key !== "paymentMethods");
  return readCompany(
    reader(),
    COMPANY,
    types.map((type) => ({ type })),
  );
}
