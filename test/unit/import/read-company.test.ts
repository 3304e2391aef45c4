import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { readCompany } from "../../../src/import/read-company";
import { FixtureReader, liveRecord } from "./support/fixture-reader";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const typeOf = (key: string) => IMPORTED_TYPES.find((type) => type.key === key)!;

describe("records left out for a shared key", () => {
  it("names each by the id its resource would adopt: currencyId for a currency, adoptRecordId for the others", async () => {
    const euros = [
      liveRecord({ code: "EUR", displayName: "Euro" }),
      liveRecord({ code: "EUR", displayName: "€" }),
    ];
    const terms = [liveRecord({ code: "NET30" }), liveRecord({ code: "NET30" })];
    const company = await readCompany(
      new FixtureReader({ currencies: [euros], paymentTerms: [terms] }),
      COMPANY,
      [{ type: typeOf("currencies") }, { type: typeOf("paymentTerms") }],
    );
    expect(company.records).toEqual([]);
    expect(company.skipped.map((s) => [s.type.resource, s.id]).sort()).toEqual(
      [...euros.map((r) => ["Currency", r.id]), ...terms.map((r) => ["PaymentTerm", r.id])].sort(),
    );
    expect(company.skipped[0]!.reason).toMatch(
      /the same key "EUR", and would take the same resource name "eur"/,
    );
  });
});

describe("names of keys that read alike", () => {
  it("names each from its key, the plain one bare and the others with a readable suffix", async () => {
    const terms = ["14 DAYS", "14-DAYS", "14_DAYS", "NET30"].map((code) => liveRecord({ code }));
    const company = await readCompany(new FixtureReader({ paymentTerms: [terms] }), COMPANY, [
      { type: typeOf("paymentTerms") },
    ]);
    expect(company.skipped).toEqual([]);
    expect(company.records.map((r) => [r.code, r.name])).toEqual([
      ["14-DAYS", "14-days"],
      ["14 DAYS", "14-days_2"],
      ["14_DAYS", "14-days_3"],
      ["NET30", "net30"],
    ]);
  });

  it("gives a record the same name whichever order the service lists the records in", async () => {
    const codes = ["B.B", "A_B", "A B", "A.B"];
    const names = async (order: string[]) => {
      const records = order.map((code) => liveRecord({ code }));
      const company = await readCompany(new FixtureReader({ paymentTerms: [records] }), COMPANY, [
        { type: typeOf("paymentTerms") },
      ]);
      return Object.fromEntries(company.records.map((r) => [r.code, r.name]));
    };
    const forward = await names(codes);
    expect(await names([...codes].reverse())).toEqual(forward);
    expect(forward).toEqual({ "A B": "a-b", "A.B": "a-b_2", A_B: "a-b_3", "B.B": "b-b" });
  });
});
