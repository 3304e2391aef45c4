import { runInNewContext } from "node:vm";
import * as ts from "typescript";
import { resourceNameForCode } from "../../../src/import/names";
import { readCompany, type CompanyRecords, type ImportedRecord } from "../../../src/import/read-company";
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { variableName } from "../../../src/import/references";
import { renderProgram } from "../../../src/import/render";
import { FixtureReader, liveRecord } from "./support/fixture-reader";
import { syntaxErrors, typeErrors } from "./support/generated-program";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const READ_AT = new Date("2026-11-22T09:30:00.000Z");
const SOURCE = "https://records.example.com";

// Values that a careless writer would get wrong: quotes, backslashes, line breaks, long text.
const TRICKY = [
  liveRecord({ code: "PRICE", displayName: "Price dispute" }),
  liveRecord({ code: "QUOTE", displayName: 'He said "no" twice: "no"' }),
  liveRecord({ code: "MIXED", displayName: `It's a "mix" of 'both' \\ and \n a line break` }),
  liveRecord({ code: "LONG", displayName: "x".repeat(100) }),
  liveRecord({ code: "WIDE", displayName: "請求書の金額が注文書と一致しません。再確認してください。" }),
  liveRecord({ code: "EDGE", displayName: "y".repeat(57) }),
  liveRecord({ code: "LATE_1", displayName: "Late\u2028delivery */ // not code" }),
];
const CURRENCY = liveRecord({
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:5",
  amountRoundingPrecision: 0.00001,
});
const MEMO = liveRecord({
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
const TERMS = liveRecord({ code: "NET30", displayName: "Net 30", dueDateCalculation: "30D" });
const COUNTRY = liveRecord({ code: "NO", displayName: "Norway" });
const METHOD = liveRecord({ code: "BANK", displayName: "Bank transfer" });
const CUSTOMER = liveRecord({
  number: "C10000",
  displayName: "Adatum",
  country: "NO",
  currencyCode: "EUR",
  paymentTermsId: TERMS.id,
  paymentMethodId: METHOD.id,
});
const VENDOR = liveRecord({ id: MEMO.vendorId, number: "V10000", displayName: "v".repeat(101) });

/** The records of the company, and only payment methods beside them in the service. */
function reader(): FixtureReader {
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

async function company(): Promise<CompanyRecords> {
  const types = IMPORTED_TYPES.filter((type) => type.key !== "paymentMethods");
  return readCompany(
    reader(),
    COMPANY,
    types.map((type) => ({ type })),
  );
}

/** The syntax errors of `text` read as a TypeScript file. */
describe("renderProgram", () => {
  it.each(["program", "module"] as const)(
    "writes a %s that reads as TypeScript and declares every record with its values",
    async (form) => {
      const records = await company();
      const text = renderProgram(records, {
        form,
        sourceUrl: SOURCE,
        readAt: READ_AT,
        manageDeletion: false,
      });
      expect(syntaxErrors(text)).toEqual([]);
      const opts = { protect: true };
      const declared = evaluate(text, opts);
      // A module declares the records others name first, then the rest as it lists them.
      const order =
        form === "program"
          ? records.records
          : [
              ...records.records.filter((r) => r.variable !== undefined),
              ...records.records.filter((r) => r.variable === undefined),
            ];
      expect(declared.map((d) => [d.type, d.name, d.args])).toEqual(
        order.map((r) => [
          r.type.resource,
          r.name,
          { companyId: COMPANY, deletionPolicy: "abandon", ...written(records, r) },
        ]),
      );
      expect(declared.every((d) => d.opts === (form === "module" ? opts : undefined))).toBe(true);
    },
  );

  it("writes one property a line, two spaces a level", async () => {
    const text = renderProgram(await company(), {
      form: "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: false,
    });
    const eur = text.slice(text.indexOf('new bizops.records.Currency("eur"'));
    expect(eur.slice(0, eur.indexOf("});") + 3).split("\n")).toEqual([
      'new bizops.records.Currency("eur", {',
      "  companyId,",
      '  deletionPolicy: "abandon", // adopted: a destroy or removal leaves this record in the company',
      `  currencyId: "${String(CURRENCY.id)}",`,
      '  code: "EUR",',
      '  displayName: "Euro",',
      '  symbol: "€",',
      '  amountDecimalPlaces: "2:5",',
      "  amountRoundingPrecision: 0.00001,",
      "});",
    ]);
  });

  it("writes a program and a module that type-check against the package, the module imported by a program", async () => {
    const records = await company();
    const options = { sourceUrl: SOURCE, readAt: READ_AT, manageDeletion: false };
    const errors = typeErrors({
      "generated-program.ts": renderProgram(records, { ...options, form: "program" }),
      "generated-module.ts": renderProgram(records, { ...options, form: "module" }),
      "uses-module.ts":
        'import { adoptCompanyRecords } from "./generated-module";\nexport const adopted = adoptCompanyRecords({ protect: true }).length;\n',
    });
    expect(errors).toEqual([]);
  }, 120_000);

  it.each(["program", "module"] as const)("writes a %s for a company with nothing to adopt", async (form) => {
    const disputeStatuses = IMPORTED_TYPES.find((type) => type.key === "disputeStatuses")!;
    const empty = await readCompany(new FixtureReader({}), COMPANY, [{ type: disputeStatuses }]);
    const text = renderProgram(empty, { form, sourceUrl: SOURCE, readAt: READ_AT, manageDeletion: false });
    expect(text).toContain("// Records read: dispute statuses: 0.");
    expect(syntaxErrors(text)).toEqual([]);
    expect(evaluate(text, {})).toEqual([]);
  });

  it("says when and from where it was made", async () => {
    const text = renderProgram(await company(), {
      form: "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: false,
    });
    expect(text.split("\n").slice(0, 4)).toEqual([
      "// Generated by bizops-import on 2026-11-22T09:30:00.000Z",
      `// from ${SOURCE}, company ${COMPANY}`,
      `// (the stack's: pulumi config set companyId ${COMPANY}).`,
      "// Records read: dispute statuses: 7; currencies: 1; payment terms: 1; shipment methods: 0; countries and regions: 1; item categories: 0; units of measure: 0; locations: 0; tax groups: 0; salespeople and purchasers: 0; customers: 1; vendors: 1; purchase credit memos: 1 (where status eq 'Draft'); items: 0.",
    ]);
  });

  it("declares one resource per record, by type, then by name", async () => {
    const text = renderProgram(await company(), {
      form: "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: false,
    });
    const declared = [...text.matchAll(/new bizops\.records\.(\w+)\("([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(declared).toEqual([
      "DisputeStatus edge",
      "DisputeStatus late-1",
      "DisputeStatus long",
      "DisputeStatus mixed",
      "DisputeStatus price",
      "DisputeStatus quote",
      "DisputeStatus wide",
      "Currency eur",
      "PaymentTerm net30",
      "CountryRegion no",
      "Customer c10000",
      "PurchaseCreditMemo pcm-00007",
    ]);
  });

  it("adopts each record with the fields the service holds and leaves out the ones it holds empty", async () => {
    const text = renderProgram(await company(), {
      form: "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: false,
    });
    const memo = text.slice(text.indexOf('PurchaseCreditMemo("pcm-00007"'));
    expect(memo).toContain(`adoptRecordId: "${String(MEMO.id)}"`);
    expect(memo).toContain('vendorNumber: "V10000"');
    expect(memo).toContain("discountAmount: 12.5");
    for (const absent of ["dueDate", "currencyId", "currencyCode", "buyFromAddressLine2", "totalAmount"]) {
      expect(memo).not.toContain(absent);
    }
    expect(text).toContain(`currencyId: "${String(CURRENCY.id)}"`);
    expect(text).toContain("amountRoundingPrecision: 0.00001");
  });

  it("keeps a record's text out of the code: evaluated, the program gives back the service's values", async () => {
    const text = renderProgram(await company(), {
      form: "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: false,
    });
    expect(text).toContain('displayName: "Late\\u2028delivery */ // not code"');
    const declared = evaluate(text);
    expect(
      declared
        .map((d) => d.args.displayName)
        .slice(0, TRICKY.length)
        .sort(),
    ).toEqual(TRICKY.map((r) => r.displayName).sort());
    expect(declared.every((d) => d.args.companyId === COMPANY)).toBe(true);
  });
});

describe("what an adopted company's program manages", () => {
  const render = async (options: { form?: "program" | "module"; manageDeletion?: boolean } = {}) =>
    renderProgram(await company(), {
      form: options.form ?? "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: options.manageDeletion ?? false,
    });

  it.each(["program", "module"] as const)(
    "reads the company from the %s's own config, with no company id in the code",
    async (form) => {
      const text = await render({ form });
      expect(text).toContain('import * as pulumi from "@pulumi/pulumi";');
      expect(text).toContain('const companyId = new pulumi.Config().require("companyId");');
      const code = text.split("\n").filter((line) => !line.startsWith("//"));
      expect(code.join("\n")).not.toContain(COMPANY);
    },
  );

  it("marks every adopted record deletionPolicy abandon, with a comment that says a destroy leaves it", async () => {
    const text = await render();
    const marked = text.split("\n").filter((line) => line.startsWith("  deletionPolicy"));
    expect(marked).toHaveLength((await company()).records.length);
    expect(new Set(marked)).toEqual(
      new Set([
        '  deletionPolicy: "abandon", // adopted: a destroy or removal leaves this record in the company',
      ]),
    );
    expect(text).toContain(
      '// Each is marked deletionPolicy: "abandon": pulumi destroy, or removing a resource, leaves its',
    );
  });

  it("writes no deletion policy with --manage-deletion, and says a delete deletes", async () => {
    const text = await render({ manageDeletion: true });
    expect(text).not.toContain("deletionPolicy");
    expect(text).toContain(
      "// Deleting a resource (pulumi destroy, or removing it) deletes its record from the company.",
    );
    expect(evaluate(text).every((d) => !("deletionPolicy" in d.args))).toBe(true);
  });

  it("leaves out the fields a record holds at the service's default, and keeps the key and required fields", async () => {
    const type = IMPORTED_TYPES.find((t) => t.key === "vendors")!;
    const vendor = liveRecord({
      number: "V0",
      displayName: "Default vendor",
      blocked: "_x0020_",
      taxLiable: false,
      balance: 0,
      phoneNumber: "",
      paymentTermsId: "00000000-0000-0000-0000-000000000000",
      country: "NO",
    });
    const read = await readCompany(new FixtureReader({ vendors: [[vendor]] }), COMPANY, [{ type }]);
    expect(read.records[0]!.inputs).toEqual({
      adoptRecordId: vendor.id,
      number: "V0",
      displayName: "Default vendor",
      country: "NO",
    });
  });

  it("keeps an item's type, which a kept field's rule needs, and a value beside the default", async () => {
    const type = IMPORTED_TYPES.find((t) => t.key === "items")!;
    const item = liveRecord({
      number: "1000",
      displayName: "Hammer",
      type: "Inventory",
      inventoryPostingGroupCode: "RESALE",
      blocked: true,
      unitPrice: 0,
      priceIncludesTax: false,
    });
    const read = await readCompany(new FixtureReader({ items: [[item]] }), COMPANY, [{ type }]);
    expect(read.records[0]!.inputs).toEqual({
      adoptRecordId: item.id,
      number: "1000",
      displayName: "Hammer",
      type: "Inventory",
      blocked: true,
      inventoryPostingGroupCode: "RESALE",
    });
  });
});

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

/** The inputs as the stand-in of `evaluate` sees them: a reference as the output it reads. */
function written(company: CompanyRecords, record: ImportedRecord): Record<string, unknown> {
  const byVariable = new Map(company.records.map((r) => [r.variable, r]));
  return Object.fromEntries(
    Object.entries(record.inputs).map(([field, value]) => {
      const reference = record.references[field];
      if (reference?.kind !== "resource") return [field, value];
      const target = byVariable.get(reference.variable)!;
      return [field, `output:${target.type.resource}/${target.name}.${reference.output}`];
    }),
  );
}

/** What the program (or the module's function, called with `opts`) declared, in order. */
interface Declared {
  type: string;
  name: string;
  args: Record<string, unknown>;
  opts: unknown;
}

/** Runs the program with a stand-in for the package that records each resource declared. */
function evaluate(text: string, opts?: object): Declared[] {
  const declared: Declared[] = [];
  // Each resource's outputs read `output:<type>/<name>.<output>`.
  const resource = (type: string) =>
    function (name: string, args: Record<string, unknown>, options?: unknown): object {
      declared.push({ type, name, args, opts: options });
      return new Proxy({}, { get: (_target, output) => `output:${type}/${name}.${String(output)}` });
    };
  const records = Object.fromEntries(IMPORTED_TYPES.map((k) => [k.resource, resource(k.resource)]));
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exported: { adoptCompanyRecords?: (opts?: object) => unknown[] } = {};
  // The program's config holds the company, as `pulumi config set companyId` sets it.
  class Config {
    require(key: string): string {
      if (key !== "companyId") throw new Error(`no config ${key}`);
      return COMPANY;
    }
  }
  const packages: Record<string, unknown> = { "pulumi-bizops": { records }, "@pulumi/pulumi": { Config } };
  runInNewContext(js, { require: (name: string) => packages[name], exports: exported });
  const returned = exported.adoptCompanyRecords?.(opts);
  if (returned !== undefined) expect(returned).toHaveLength(declared.length);
  return declared;
}
