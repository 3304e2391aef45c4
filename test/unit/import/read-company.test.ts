import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { readCompany } from "../../../src/import/read-company";
import { FixtureReader, liveRecord } from "./fixture-reader";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const typeOf = (key: string) => IMPORTED_TYPES.find((type) => type.key === key)!;

describe("records left out for a shared name", () => {
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
    expect(company.skipped[0]!.reason).toMatch(/would take the same resource name "eur"/);
  });
});
