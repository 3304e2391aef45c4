import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { entitySetType } from "../../../src/import/entity-set-type";
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { readCompany } from "../../../src/import/read-company";
import { runCaptured } from "./support/run-captured";
import { EmulatorAdmin } from "../../support/emulator-admin";
import { FixtureReader, liveRecord } from "./support/fixture-reader";
import { declaredBy, syntaxErrors, typeErrors } from "./support/generated-program";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const TOKEN = EMULATOR_DEFAULT_TOKENS.records;
const CAR_BRANDS = ["--entity-set", "carBrands", "--api", "bctech/demo/v1.0", "--key", "name"];

/** Runs the command in this process; returns its exit code and what it printed. */
function run(argv: string[], env: Record<string, string | undefined>) {
  return runCaptured(["--company", COMPANY, ...argv], env);
}

/** The program's text from its imports on: what does not depend on when it was read. */
const body = (text: string) => text.slice(text.indexOf("import * as bizops"));

describe("bizops-import --entity-set against the emulator", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  /** The car brands as the service holds them. */
  let brands: Array<Record<string, unknown>>;
  const env = () => ({ BIZOPS_RECORDS_URL: emulator.url, BIZOPS_RECORDS_TOKEN: TOKEN });

  beforeAll(async () => {
    // One record a page: every page is followed.
    emulator = await startEmulator({ port: 0, recordsPageSize: 1 });
    admin = new EmulatorAdmin(emulator.url);
  });
  beforeEach(async () => {
    await admin.reset();
    brands = [
      await admin.seedRecord(COMPANY, "carBrands", { name: "Contoso", description: 'The "first" brand' }),
      await admin.seedRecord(COMPANY, "carBrands", { name: "FABRIKAM", country: "NO" }),
      await admin.seedRecord(COMPANY, "carBrands", { name: "Litware", description: "Line\nbreak" }),
    ];
    await admin.seedRecord(COMPANY, "paymentTerms", {
      code: "30D",
      displayName: "Net 30 days",
      dueDateCalculation: "30D",
      discountPercent: 2,
    });
    await admin.resetRequests();
  });
  afterAll(() => emulator.close());

  it("writes one records.Record per record of a custom API's entity set, reading every page and nothing else", async () => {
    const result = await run(CAR_BRANDS, env());
    expect(result.code).toBe(0);
    expect(syntaxErrors(result.stdout)).toEqual([]);
    const byName = new Map(brands.map((r) => [r.name, r]));
    const declared = declaredBy(result.stdout);
    expect(declared.map((d) => [d.type, d.name])).toEqual([
      ["Record", "carBrands-contoso"],
      ["Record", "carBrands-fabrikam"],
      ["Record", "carBrands-litware"],
    ]);
    for (const { args } of declared) {
      const record = byName.get((args.fields as { name: string }).name)!;
      // Every field the service returned but the id, the eTag and those at the service's
      // default (blank), with the value it holds.
      const held = Object.entries({ description: record.description, country: record.country });
      expect(args).toEqual({
        companyId: COMPANY,
        deletionPolicy: "abandon",
        adoptRecordId: record.id,
        apiRoute: "bctech/demo/v1.0",
        entitySet: "carBrands",
        keyFields: ["name"],
        fields: { name: record.name, ...Object.fromEntries(held.filter(([, value]) => value !== "")) },
      });
    }
    expect(result.stderr).toContain(
      "records of carBrands (bctech/demo/v1.0): 1 read\nbizops-import: records of carBrands (bctech/demo/v1.0): 2 read\nbizops-import: records of carBrands (bctech/demo/v1.0): 3 read\n",
    );
    expect(result.stderr).toContain("wrote 3 resources to standard output (3 records of carBrands");
    expect(result.stdout).toContain("// Records read: records of carBrands (bctech/demo/v1.0): 3.");
    expect((await admin.requests()).byRoute).toEqual({ "GET carBrands": 3 });
  });

  it("writes a record's fields one a line, the key fields on one", async () => {
    const result = await run(CAR_BRANDS, env());
    const fabrikam = result.stdout.slice(
      result.stdout.indexOf('new bizops.records.Record("carBrands-fabrikam"'),
    );
    expect(fabrikam.slice(0, fabrikam.indexOf("});") + 3).split("\n")).toEqual([
      'new bizops.records.Record("carBrands-fabrikam", {',
      "  companyId,",
      '  deletionPolicy: "abandon", // adopted: a destroy or removal leaves this record in the company',
      expect.stringMatching(/^ {2}adoptRecordId: "[0-9a-f-]{36}",$/),
      '  apiRoute: "bctech/demo/v1.0",',
      '  entitySet: "carBrands",',
      '  keyFields: ["name"],',
      "  fields: {",
      '    name: "FABRIKAM",',
      '    country: "NO",',
      "  },",
      "});",
    ]);
  });

  it("reads only what --filter keeps", async () => {
    const result = await run([...CAR_BRANDS, "--filter", "country eq 'NO'"], env());
    expect(result.code).toBe(0);
    expect(declaredBy(result.stdout).map((d) => d.name)).toEqual(["carBrands-fabrikam"]);
    expect(result.stdout).toContain("(bctech/demo/v1.0): 1 (where country eq 'NO')");
  });

  it("writes the typed resource for an entity set that has one, as --types does, and ignores --key with a note", async () => {
    const typed = await run(["--entity-set", "paymentTerms", "--api", "v2.0"], env());
    const byType = await run(["--types", "payment-terms"], env());
    expect(typed.code).toBe(0);
    expect(declaredBy(typed.stdout).map((d) => [d.type, d.name])).toEqual([["PaymentTerm", "30d"]]);
    expect(body(typed.stdout)).toBe(body(byType.stdout));
    expect(typed.stdout).toContain('  dueDateCalculation: "30D",\n  discountPercent: 2,\n');
    const withKey = await run(["--entity-set", "paymentTerms", "--key", "displayName"], env());
    expect(body(withKey.stdout)).toBe(body(byType.stdout));
    expect(withKey.stderr).toContain(
      "bizops-import: note: --key displayName is ignored: paymentTerms (API v2.0) has the typed resource records.PaymentTerm",
    );
  });

  it("reads the types of --types as well when both are given, each once", async () => {
    const result = await run([...CAR_BRANDS, "--types", "payment-terms,currencies"], env());
    expect(declaredBy(result.stdout).map((d) => d.type)).toEqual([
      "Currency",
      "Currency",
      "PaymentTerm",
      "Record",
      "Record",
      "Record",
    ]);
    const both = await run(
      ["--types", "payment-terms", "--entity-set", "paymentTerms", "--filter", "code eq 'NONE'"],
      env(),
    );
    expect(both.stdout).toContain("// Records read: payment terms: 0 (where code eq 'NONE').");
  });

  it.each([
    [
      "--key missing for an entity set no typed resource holds",
      ["--entity-set", "carBrands", "--api", "bctech/demo/v1.0"],
      "--key is required for --entity-set carBrands (API bctech/demo/v1.0): no typed resource holds it",
    ],
    [
      "an API route that is no version or custom route",
      ["--entity-set", "carBrands", "--api", "bctech/../v1.0", "--key", "name"],
      `--api 'bctech/../v1.0' has a part ".." that must not be . or ..`,
    ],
    [
      "an API route of two parts",
      ["--entity-set", "carBrands", "--api", "bctech/demo", "--key", "name"],
      "--api 'bctech/demo' must be an API version such as v2.0, or <publisher>/<group>/<version>",
    ],
    [
      "an entity set name with a space",
      ["--entity-set", "car brands", "--key", "name"],
      "--entity-set 'car brands' must be a field name as the API writes it",
    ],
    [
      "a key field name the API cannot carry",
      [...CAR_BRANDS.slice(0, 4), "--key", "name,brand name"],
      "--key 'name,brand name': 'brand name' must be a field name as the API writes it",
    ],
    [
      "a key field named twice",
      [...CAR_BRANDS.slice(0, 4), "--key", "name,name"],
      "--key 'name,name' names name twice",
    ],
    ["--api without --entity-set", ["--api", "v2.0"], "--api applies to --entity-set, which is not given"],
    ["--key without --entity-set", ["--key", "code"], "--key applies to --entity-set, which is not given"],
    [
      "--filter without --entity-set",
      ["--filter", "code eq 'A'"],
      "--filter applies to --entity-set, which is not given (for a type of --types, use --<type>-filter)",
    ],
    [
      "a second entity set",
      [...CAR_BRANDS, "--entity-set", "paymentTerms"],
      "--entity-set is given 2 times: one entity set a run",
    ],
    [
      "an entity set the API only reads",
      ["--entity-set", "dimensions"],
      "--entity-set dimensions (API v2.0) is read-only in the API: no resource can hold its records (read them with records.listDimensions)",
    ],
    [
      "two filters for one typed entity set",
      ["--entity-set", "paymentTerms", "--filter", "code eq 'A'", "--payment-terms-filter", "code eq 'B'"],
      "--filter and --payment-terms-filter both filter payment terms: give one",
    ],
    [
      "a type's filter for a type neither flag reads",
      [...CAR_BRANDS, "--currencies-filter", "code eq 'EUR'"],
      "--currencies-filter is given but neither --types nor --entity-set reads currencies",
    ],
  ])("refuses %s before any request, naming the flag", async (_what, argv, message) => {
    const result = await run(argv, env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`bizops-import: ${message}`);
    expect(result.stderr).toContain("Usage: bizops-import");
    expect((await admin.requests()).total).toBe(0);
  });

  it("says in --help how many entity sets a run reads and what --api defaults to", async () => {
    const help = await run(["--help"], env());
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--entity-set NAME        read one entity set (one a run)");
    expect(help.stdout).toContain("a version (default: v2.0)");
  });

  // Last: the compile blocks this process long enough for the emulator to drop idle connections.
  it("writes a program and a module that type-check against the package", async () => {
    const args = [...CAR_BRANDS, "--types", "payment-terms"];
    const program = await run(args, env());
    const module = await run([...args, "--module"], env());
    const errors = typeErrors({
      "generated-entity-set-program.ts": program.stdout,
      "generated-entity-set-module.ts": module.stdout,
      "uses-entity-set-module.ts":
        'import { adoptCompanyRecords } from "./generated-entity-set-module";\nexport const adopted = adoptCompanyRecords().length;\n',
    });
    expect(errors).toEqual([]);
  }, 120_000);
});

describe("records.Record from an entity set's records", () => {
  const type = entitySetType("bctech/demo/v1.0", "carBrands", ["name"]);
  const read = (records: Array<Record<string, unknown>>) =>
    readCompany(new FixtureReader({ carBrands: [records] }), COMPANY, [{ type }]);

  it("keeps scalar fields and leaves out annotations, lastModifiedDateTime, nulls, objects, arrays and defaults", async () => {
    const record = liveRecord({
      name: "Contoso",
      seats: 5,
      electric: true,
      hybrid: false,
      doors: 0,
      model: "",
      "logo@odata.mediaReadLink": "https://example.com/logo",
      country: null,
      dealer: { name: "Nested" },
      models: ["A", "B"],
    });
    const { records } = await read([record]);
    expect(records[0]!.inputs.fields).toEqual({ name: "Contoso", seats: 5, electric: true });
  });

  it("keeps a key field at the service's default", async () => {
    const { records } = await readCompany(
      new FixtureReader({ carBrands: [[liveRecord({ name: "", rank: 0 })]] }),
      COMPANY,
      [{ type: entitySetType("bctech/demo/v1.0", "carBrands", ["rank"]) }],
    );
    expect(records[0]!.inputs.fields).toEqual({ rank: 0 });
  });

  it("leaves out, with the reason, a record without its key or with a field the resource keeps for itself", async () => {
    const noKey = liveRecord({ description: "no name" });
    const reserved = liveRecord({ name: "Fabrikam", etag: "x" });
    const company = await read([noKey, reserved, liveRecord({ name: "Litware" })]);
    expect(company.records.map((r) => r.code)).toEqual(["Litware"]);
    const reasons = company.skipped.map((s) => `${s.code}: ${s.reason}`);
    expect(reasons).toEqual([
      expect.stringMatching(/^: keyFields\.0 \("name"\) names "name", which fields does not set/),
      expect.stringMatching(/^Fabrikam: fields\.etag \("x"\) is a name the resource keeps for itself/),
    ]);
  });

  it("leaves out the system fields the service sets, but keeps one the key names", async () => {
    const system = {
      systemId: "6f1c3a2e-0000-4000-8000-000000000001",
      systemCreatedAt: "2026-11-01T08:00:00Z",
      systemCreatedBy: "1f0e3a2e-0000-4000-8000-000000000002",
      systemModifiedAt: "2026-11-21T12:00:00Z",
      systemModifiedBy: "1f0e3a2e-0000-4000-8000-000000000002",
      systemRowVersion: 41,
    };
    const { records } = await read([liveRecord({ name: "Contoso", systemic: true, ...system })]);
    expect(records[0]!.inputs.fields).toEqual({ name: "Contoso", systemic: true });
    const bySystemId = entitySetType("bctech/demo/v1.0", "carBrands", ["systemId"]);
    const keyed = await readCompany(
      new FixtureReader({ carBrands: [[liveRecord({ name: "Contoso", ...system })]] }),
      COMPANY,
      [{ type: bySystemId }],
    );
    expect(keyed.records[0]!.inputs.fields).toEqual({ name: "Contoso", systemId: system.systemId });
  });

  it("names records.Record resources after their entity set, so two entity sets in one program share no name, and keeps typed names", async () => {
    const carModels = entitySetType("bctech/demo/v1.0", "carModels", ["name"]);
    const paymentTerms = IMPORTED_TYPES.find((t) => t.key === "paymentTerms")!;
    const company = await readCompany(
      new FixtureReader({
        carBrands: [[liveRecord({ name: "DEFAULT" })]],
        carModels: [[liveRecord({ name: "DEFAULT" })]],
        paymentTerms: [[liveRecord({ code: "DEFAULT", displayName: "Default" })]],
      }),
      COMPANY,
      [{ type }, { type: carModels }, { type: paymentTerms }],
    );
    expect(company.skipped).toEqual([]);
    // Typed resources are declared first, records.Record (which no reference names) last.
    expect(company.records.map((r) => [r.type.resource, r.name])).toEqual([
      ["PaymentTerm", "default"],
      ["Record", "carBrands-default"],
      ["Record", "carModels-default"],
    ]);
  });
});
