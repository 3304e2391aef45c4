/**
 * References between the records renderProgram writes: to a record of the program as its output,
 * to one outside it as an id with a comment, and the variables they are declared as.
 */
import { resourceNameForCode } from "../../../src/import/names";
import { readCompany } from "../../../src/import/read-company";
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { variableName } from "../../../src/import/references";
import { renderProgram } from "../../../src/import/render";
import {
  COMPANY,
  company,
  CURRENCY,
  METHOD,
  READ_AT,
  reader,
  SOURCE,
  TERMS,
  VENDOR,
} from "./support/adopted-company";

describe("references between records", () => {
  const render = async (form: "program" | "module") =>
    renderProgram(await company(), { form, sourceUrl: SOURCE, readAt: READ_AT, manageDeletion: false });
  const block = (text: string, start: string) => {
    const from = text.slice(text.indexOf(start));
    return from.slice(0, from.indexOf("\n}") + 3).split("\n");
  };

  it("writes a reference to a record of the program as its resource's output, declared before its users", async () => {
    const text = await render("program");
    expect(block(text, "const paymentTermNet30 =")[0]).toBe(
      'const paymentTermNet30 = new bizops.records.PaymentTerm("net30", {',
    );
    const customer = block(text, 'new bizops.records.Customer("c10000"');
    expect(customer).toContain("  paymentTermsId: paymentTermNet30.recordId,");
    expect(customer).toContain("  country: countryRegionNo.code,");
    expect(customer).toContain("  currencyCode: currencyEur.code,");
    expect(text.indexOf("const paymentTermNet30")).toBeLessThan(text.indexOf("paymentTermNet30.recordId"));
    expect(text.indexOf("const currencyEur")).toBeLessThan(text.indexOf("currencyEur.code"));
    // A record no other names is declared without a variable.
    expect(text).toContain('\nnew bizops.records.DisputeStatus("price", {');
  });

  it("keeps the id of a record outside the program, with a comment naming it", async () => {
    const text = await render("program");
    expect(block(text, 'new bizops.records.Customer("c10000"')).toContain(
      `  paymentMethodId: "${String(METHOD.id)}", // payment method BANK, not in this import`,
    );
    // The vendor was read but left out: the header lists it, and the memo's comment says so.
    expect(block(text, 'new bizops.records.PurchaseCreditMemo("pcm-00007"')).toContain(
      `  vendorId: "${String(VENDOR.id)}", // vendor V10000, left out (see the header)`,
    );
    expect(text).toMatch(/\/\/ {3}- vendor V10000 \(id [^)]+\): displayName/);
  });

  it("never writes a currency's own id as a reference", async () => {
    const text = await render("program");
    expect(block(text, "const currencyEur =")).toContain(`  currencyId: "${String(CURRENCY.id)}",`);
  });

  it("reads a record named by id outside the import once, by its id", async () => {
    const fixture = reader();
    const customers = IMPORTED_TYPES.find((type) => type.key === "customers")!;
    await readCompany(fixture, COMPANY, [{ type: customers }]);
    expect(fixture.filters).toEqual([
      { segment: "customers", filter: undefined },
      { segment: "paymentTerms", filter: `id eq ${String(TERMS.id)}` },
      { segment: "paymentMethods", filter: `id eq ${String(METHOD.id)}` },
    ]);
  });

  it("declares in a module the records others name before the list it returns", async () => {
    const text = await render("module");
    const body = text.slice(text.indexOf("export function"));
    expect(body.indexOf("  const paymentTermNet30 = new bizops.records.PaymentTerm(")).toBeGreaterThan(0);
    expect(body.indexOf("  const paymentTermNet30")).toBeLessThan(body.indexOf("  return ["));
    expect(body).toContain("\n    paymentTermNet30,\n");
    expect(body).toContain("      paymentTermsId: paymentTermNet30.recordId,\n");
  });

  it("names a variable after the type and the resource name, which is always an identifier", () => {
    const type = IMPORTED_TYPES.find((t) => t.resource === "PaymentTerm")!;
    const named = (name: string) => variableName({ type, name, code: "", inputs: {}, references: {} });
    expect(named("30d")).toBe("paymentTerm30d");
    expect(named("net-30")).toBe("paymentTermNet30");
    expect(named(resourceNameForCode("A B"))).toBe("paymentTermAB");
    expect(named("a-b_2")).toBe("paymentTermAB2");
  });
});
