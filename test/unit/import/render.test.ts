import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import * as ts from "typescript";
import { resourceNameForCode } from "../../../src/import/names";
import { readCompany, type CompanyRecords } from "../../../src/import/read-company";
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { renderProgram } from "../../../src/import/render";
import { FixtureReader, liveRecord } from "./fixture-reader";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const READ_AT = new Date("2026-11-22T09:30:00.000Z");
const SOURCE = "https://records.example.com";
const REPO = resolve(__dirname, "../../..");

// Values that a careless writer would get wrong: quotes, backslashes, line breaks, long text.
const TRICKY = [
  liveRecord({ code: "PRICE", displayName: "Price dispute" }),
  liveRecord({ code: "QUOTE", displayName: 'He said "no" twice: "no"' }),
  liveRecord({ code: "MIXED", displayName: `It's a "mix" of 'both' \\ and \n a line break` }),
  liveRecord({ code: "LONG", displayName: "x".repeat(100) }),
  liveRecord({ code: "WIDE", displayName: "請求書の金額が注文書と一致しません。再確認してください。" }),
  liveRecord({ code: "EDGE", displayName: "y".repeat(57) }),
  liveRecord({ code: "late_1", displayName: "Late\u2028delivery */ // not code" }),
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

async function company(): Promise<CompanyRecords> {
  const reader = new FixtureReader({
    disputeStatus: [TRICKY.slice(0, 3), TRICKY.slice(3)],
    currencies: [[CURRENCY]],
    purchaseCreditMemos: [[MEMO]],
  });
  return readCompany(
    reader,
    COMPANY,
    IMPORTED_TYPES.map((type) => ({ type })),
  );
}

/** The syntax errors of `text` read as a TypeScript file. */
function syntaxErrors(text: string): string[] {
  const output = ts.transpileModule(text, { reportDiagnostics: true, fileName: "generated.ts" });
  return (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** The TypeScript errors of each file compiled as a file of this repository, against the package's source. */
function typeErrors(files: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(REPO, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const virtual = new Map(Object.entries(files).map(([name, text]) => [join(__dirname, name), text]));
  const base = ts.createCompilerHost(config.options);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (name) => virtual.has(name) || base.fileExists(name),
    readFile: (name) => virtual.get(name) ?? base.readFile(name),
    getSourceFile: (name, version, ...rest) => {
      const text = virtual.get(name);
      return text === undefined
        ? base.getSourceFile(name, version, ...rest)
        : ts.createSourceFile(name, text, version);
    },
  };
  const program = ts.createProgram([...virtual.keys()], { ...config.options, noEmit: true }, host);
  // The generated files' diagnostics, not every file's the program reaches: the package's own
  // source is the typecheck step's (tsc --noEmit -p .), and checking all of it here is most of the time.
  const generated = [...virtual.keys()].map((name) => program.getSourceFile(name)!);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...generated.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("renderProgram", () => {
  it.each(["program", "module"] as const)(
    "writes a %s that reads as TypeScript and declares every record with its values",
    async (form) => {
      const records = await company();
      const text = renderProgram(records, { form, sourceUrl: SOURCE, readAt: READ_AT });
      expect(syntaxErrors(text)).toEqual([]);
      const opts = { protect: true };
      const declared = evaluate(text, opts);
      expect(declared.map((d) => [d.type, d.name, d.args])).toEqual(
        records.records.map((r) => [r.type.resource, r.name, { companyId: COMPANY, ...r.inputs }]),
      );
      expect(declared.every((d) => d.opts === (form === "module" ? opts : undefined))).toBe(true);
    },
  );

  it("writes one property a line, two spaces a level", async () => {
    const text = renderProgram(await company(), { form: "program", sourceUrl: SOURCE, readAt: READ_AT });
    const eur = text.slice(text.indexOf('new bizops.records.Currency("eur"'));
    expect(eur.slice(0, eur.indexOf("});") + 3).split("\n")).toEqual([
      'new bizops.records.Currency("eur", {',
      "  companyId,",
      `  currencyId: "${String(CURRENCY.id)}",`,
      '  displayName: "Euro",',
      '  symbol: "€",',
      '  amountDecimalPlaces: "2:5",',
      "  amountRoundingPrecision: 0.00001,",
      "});",
    ]);
  });

  it("writes a program and a module that type-check against the package, the module imported by a program", async () => {
    const records = await company();
    const options = { sourceUrl: SOURCE, readAt: READ_AT };
    const errors = typeErrors({
      "generated-program.ts": renderProgram(records, { ...options, form: "program" }),
      "generated-module.ts": renderProgram(records, { ...options, form: "module" }),
      "uses-module.ts":
        'import { adoptCompanyRecords } from "./generated-module";\nexport const adopted = adoptCompanyRecords({ protect: true }).length;\n',
    });
    expect(errors).toEqual([]);
  }, 120_000);

  it.each(["program", "module"] as const)("writes a %s for a company with nothing to adopt", async (form) => {
    const empty = await readCompany(new FixtureReader({}), COMPANY, [{ type: IMPORTED_TYPES[0]! }]);
    const text = renderProgram(empty, { form, sourceUrl: SOURCE, readAt: READ_AT });
    expect(text).toContain("// Records read: dispute statuses: 0.");
    expect(syntaxErrors(text)).toEqual([]);
    expect(evaluate(text, {})).toEqual([]);
  });

  it("says when and from where it was made", async () => {
    const text = renderProgram(await company(), { form: "program", sourceUrl: SOURCE, readAt: READ_AT });
    expect(text.split("\n").slice(0, 3)).toEqual([
      "// Generated by bizops-import on 2026-11-22T09:30:00.000Z",
      `// from ${SOURCE}, company ${COMPANY}.`,
      "// Records read: dispute statuses: 7; currencies: 1; purchase credit memos: 1 (where status eq 'Draft'); payment terms: 0; payment methods: 0; shipment methods: 0; countries and regions: 0; item categories: 0; units of measure: 0; locations: 0; tax groups: 0; salespeople and purchasers: 0; customers: 0; vendors: 0; items: 0.",
    ]);
  });

  it("declares one resource per record, by type, then by name", async () => {
    const text = renderProgram(await company(), { form: "program", sourceUrl: SOURCE, readAt: READ_AT });
    const declared = [...text.matchAll(/new bizops\.records\.(\w+)\("([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(declared).toEqual([
      "DisputeStatus edge",
      `DisputeStatus ${resourceNameForCode("late_1")}`,
      "DisputeStatus long",
      "DisputeStatus mixed",
      "DisputeStatus price",
      "DisputeStatus quote",
      "DisputeStatus wide",
      "Currency eur",
      "PurchaseCreditMemo pcm-00007",
    ]);
  });

  it("adopts each record with the fields the service holds and leaves out the ones it holds empty", async () => {
    const text = renderProgram(await company(), { form: "program", sourceUrl: SOURCE, readAt: READ_AT });
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
    const text = renderProgram(await company(), { form: "program", sourceUrl: SOURCE, readAt: READ_AT });
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
  const resource = (type: string) =>
    function (this: unknown, name: string, args: Record<string, unknown>, options?: unknown) {
      declared.push({ type, name, args, opts: options });
    };
  const records = Object.fromEntries(IMPORTED_TYPES.map((k) => [k.resource, resource(k.resource)]));
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exported: { adoptCompanyRecords?: (opts?: object) => unknown[] } = {};
  runInNewContext(js, { require: () => ({ records }), exports: exported });
  const returned = exported.adoptCompanyRecords?.(opts);
  if (returned !== undefined) expect(returned).toHaveLength(declared.length);
  return declared;
}
