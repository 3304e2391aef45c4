import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { IMPORTED_TYPES } from "../../src/import/imported-types";
import { EmulatorAdmin } from "../support/emulator-admin";
import { runCommand } from "./support/run-command";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

// The emulator's default company, with vendors V10000 and V20000, currencies EUR and GBP, and
// dimensions (which no resource holds).
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "adopted";

/** Each record a generated program adopts: its collection and id, from the adopting input. */
function adoptedRecords(text: string): Array<{ collection: string; id: string }> {
  const declarations = text.matchAll(
    /new bizops\.records\.(\w+)\("[^"]+", \{\n\s*companyId,\n(?:\s*deletionPolicy[^\n]*\n)?\s*(?:adoptRecordId|currencyId): "([0-9a-f-]{36})"/g,
  );
  return [...declarations].map((m) => ({
    collection: IMPORTED_TYPES.find((type) => type.resource === m[1])!.collection.segment,
    id: m[2]!,
  }));
}

/** The resource classes of the setup and master types the company holds a record of. */
const SETUP_RESOURCES = [
  "PaymentTerm",
  "PaymentMethod",
  "ShipmentMethod",
  "CountryRegion",
  "ItemCategory",
  "UnitOfMeasure",
  "Location",
  "TaxGroup",
  "SalespersonPurchaser",
  "Customer",
  "Vendor",
  "Item",
];

/**
 * One record of each setup and master type (a third vendor beside the seeded two), the master
 * records naming the setup records by id and by code, and fields set beside their defaults.
 */
async function seedSetupRecords(admin: EmulatorAdmin): Promise<void> {
  const seed = (collection: string, fields: Record<string, unknown>) =>
    admin.seedRecord(COMPANY, collection, fields);
  const terms = await seed("paymentTerms", {
    code: "30D",
    displayName: "Net 30 days",
    dueDateCalculation: "30D",
    discountDateCalculation: "8D",
    discountPercent: 2,
    calculateDiscountOnCreditMemos: true,
  });
  const method = await seed("paymentMethods", { code: "BANK", displayName: "Bank transfer" });
  const shipment = await seed("shipmentMethods", { code: "PICKUP", displayName: "Pick-up at location" });
  await seed("countriesRegions", {
    code: "NO",
    displayName: "Norway",
    addressFormat: "Post_x0020_Code_x002B_City",
  });
  await seed("itemCategories", { code: "TOOLS", displayName: "Tools" });
  await seed("unitsOfMeasure", {
    code: "BOX",
    displayName: "Box",
    internationalStandardCode: "BX",
    symbol: "bx",
  });
  await seed("locations", { code: "OSLO", displayName: "Oslo warehouse", city: "Oslo", country: "NO" });
  await seed("taxGroups", { code: "TAXABLE", displayName: "Taxable goods" });
  await seed("salespeoplePurchasers", {
    code: "SS",
    displayName: "Sam Seller",
    email: "sam@example.com",
    commisionPercent: 5,
  });
  await seed("customers", {
    number: "C10000",
    displayName: "Adatum Corporation",
    city: "Oslo",
    country: "NO",
    salespersonCode: "SS",
    creditLimit: 5000,
    taxLiable: true,
    currencyCode: "EUR",
    paymentTermsId: terms.id,
    shipmentMethodId: shipment.id,
    paymentMethodId: method.id,
  });
  await seed("vendors", {
    number: "V30000",
    displayName: "Coho Winery",
    country: "NO",
    paymentTermsId: terms.id,
    paymentMethodId: method.id,
    blocked: "Payment",
  });
  await seed("items", {
    number: "1000",
    displayName: "Hammer",
    type: "Inventory",
    itemCategoryCode: "TOOLS",
    gtin: "12345678901231",
    unitPrice: 12.5,
    unitCost: 7.25,
    taxGroupCode: "TAXABLE",
    baseUnitOfMeasureCode: "BOX",
  });
}

describeWithPulumi("bizops-import: a whole company adopted through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  let openMemo: Record<string, unknown>;
  let stderr: string;

  beforeAll(async () => {
    // Twenty records a page, so the 50 dispute statuses come in three.
    emulator = await startEmulator({ recordsPageSize: 20 });
    admin = new EmulatorAdmin(emulator.url);
    for (let i = 1; i <= 50; i += 1) {
      const code = `DS-${String(i).padStart(2, "0")}`;
      await admin.seedRecord(COMPANY, "disputeStatus", { code, displayName: `Dispute "${i}", it's open` });
    }
    for (let i = 1; i <= 10; i += 1) {
      const vendorNumber = i % 2 === 0 ? "V10000" : "V20000";
      await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber, discountAmount: i * 1.5 });
    }
    openMemo = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
      vendorNumber: "V10000",
      status: "Open",
    });
    await seedSetupRecords(admin);
    // An empty program first: the package, with its bin, is installed as a user installs it.
    program = new ProgramDir().install("");
    // The program reads its company from its own config, as bizops-import says to set it.
    await program.configure(STACK, { ...recordsEmulatorConfig(emulator.url), companyId: COMPANY });
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("writes the program with npx bizops-import, reading only", async () => {
    await admin.resetRequests();
    const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
    const result = await runCommand(bin, ["--company", COMPANY, "--out", "index.ts"], {
      cwd: program.dir,
      env: {
        ...process.env,
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      },
    });
    stderr = result.stderr;
    for (const read of [20, 40, 50])
      expect(stderr).toContain(`bizops-import: dispute statuses: ${read} read\n`);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(stderr).toContain(
      "wrote 78 resources to index.ts (50 dispute statuses, 2 currencies, " +
        "1 payment terms, 1 payment methods, 1 shipment methods, 3 countries and regions, " +
        "1 item categories, 1 units of measure, 1 locations, 1 tax groups, " +
        "1 salespeople and purchasers, 1 customers, 3 vendors, 10 purchase credit memos, 1 items)",
    );
    expect(stderr).toContain(`run: pulumi config set companyId ${COMPANY}\n`);
    const text = readFileSync(join(program.dir, "index.ts"), "utf8");
    // The company comes from the stack's config; every record is marked as adopted, named from
    // its key, with only the fields beside the service's defaults.
    expect(text).toContain('const companyId = new pulumi.Config().require("companyId");');
    expect(text.match(/^ {2}deletionPolicy: "abandon", \/\/ adopted: /gm)).toHaveLength(78);
    expect(adoptedRecords(text)).toHaveLength(78);
    expect(text).not.toMatch(/_[0-9a-f]{8}"/);
    for (const atDefault of ["creditLimit: 0,", 'blocked: "_x0020_"', "taxLiable: false", '""']) {
      expect(text).not.toContain(atDefault);
    }
    expect(text).toContain('  blocked: "Payment",\n');
    // The master records name the setup records by their resources, not by GUID literals.
    for (const reference of [
      "paymentTermsId: paymentTerm30d.recordId,",
      "shipmentMethodId: shipmentMethodPickup.recordId,",
      "paymentMethodId: paymentMethodBank.recordId,",
      "currencyCode: currencyEur.code,",
      "salespersonCode: salespersonPurchaserSs.code,",
      "country: countryRegionNo.code,",
      "itemCategoryCode: itemCategoryTools.code,",
      "taxGroupCode: taxGroupTaxable.code,",
      "baseUnitOfMeasureCode: unitOfMeasureBox.code,",
      "vendorId: vendorV10000.recordId,",
    ]) {
      expect(text).toContain(`  ${reference}\n`);
    }
    expect(text).not.toContain(`adoptRecordId: "${String(openMemo.id)}"`);
    for (const resource of SETUP_RESOURCES) expect(text).toContain(`new bizops.records.${resource}(`);
    const { byRoute } = await admin.requests();
    expect(Object.keys(byRoute).every((route) => route.startsWith("GET "))).toBe(true);
    // The program folder runs JavaScript: the generated TypeScript is compiled as tsc would.
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
    writeFileSync(join(program.dir, "index.js"), js);
  });

  it("adopts every record on the first up with no POST and no PATCH", async () => {
    await admin.resetRequests();
    const up = await program.run("up", STACK);
    expect(up.summary).toEqual({ create: 79 });
    const { byRoute } = await admin.requests();
    const writes = Object.keys(byRoute).filter((route) => !route.startsWith("GET "));
    expect(writes).toEqual([]);
  });

  it("shows no changes on the next preview, run as `pulumi preview` in the folder", async () => {
    const preview = await program.run("preview", STACK);
    expect(preview.changeSummary).toEqual({ same: 79 });
  });

  it("names the same resources on a second import", async () => {
    const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
    const again = await runCommand(bin, ["--company", COMPANY, "--quiet"], {
      cwd: program.dir,
      env: {
        ...process.env,
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      },
    });
    const first = readFileSync(join(program.dir, "index.ts"), "utf8");
    const body = (text: string) => text.slice(text.indexOf("import * as bizops"));
    expect(body(again.stdout)).toBe(body(first));
  });

  it("lists the records from the program, after the resources the function depends on", async () => {
    const functions = `
const made = new bizops.records.DisputeStatus("zz-new", { companyId, code: "ZZNEW", displayName: "Made here" });
exports.statuses = bizops.records
  .listDisputeStatusesOutput({ companyId }, { dependsOn: [made] })
  .apply((r) => r.value.length);
exports.currencies = bizops.records.listCurrenciesOutput({ companyId }).apply((r) => r.value.map((c) => c.code));
exports.memos = bizops.records.listPurchaseCreditMemos({ companyId }).then((r) => r.value.length);
`;
    const js = readFileSync(join(program.dir, "index.js"), "utf8");
    writeFileSync(join(program.dir, "index.js"), js + functions);
    const up = await program.run("up", STACK);
    expect(up.summary).toEqual({ create: 1, same: 79 });
    expect(up.outputs).toMatchObject({ statuses: 51, currencies: ["EUR", "GBP"], memos: 11 });
  });

  it("destroys nothing it adopted: pulumi destroy leaves every record of the company, and deletes the one the program made", async () => {
    const adopted = adoptedRecords(readFileSync(join(program.dir, "index.ts"), "utf8"));
    const made = (await admin.list(COMPANY, "v2.0", "disputeStatus?$filter=code eq 'ZZNEW'"))[0]!;
    const destroy = await program.run("destroy", STACK);
    expect(destroy.summary).toEqual({ delete: 80 });
    for (const { collection, id } of adopted) {
      expect([collection, id, await admin.record(COMPANY, collection, id)]).toEqual([
        collection,
        id,
        expect.objectContaining({ id }),
      ]);
    }
    expect(await admin.record(COMPANY, "disputeStatus", String(made.id))).toBeUndefined();
  });

  it("deletes what it adopted with --manage-deletion, on pulumi destroy", async () => {
    const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
    const result = await runCommand(
      bin,
      ["--company", COMPANY, "--types", "dispute-statuses", "--manage-deletion", "--out", "index.ts"],
      {
        cwd: program.dir,
        env: {
          ...process.env,
          BIZOPS_RECORDS_URL: emulator.url,
          BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
        },
      },
    );
    expect(result.code).toBe(0);
    const text = readFileSync(join(program.dir, "index.ts"), "utf8");
    expect(text).not.toContain("deletionPolicy");
    const adopted = adoptedRecords(text);
    expect(adopted).toHaveLength(50);
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
    writeFileSync(join(program.dir, "index.js"), js);
    expect((await program.run("up", STACK)).summary).toEqual({ create: 51 });
    expect((await program.run("destroy", STACK)).summary).toEqual({ delete: 51 });
    for (const { collection, id } of adopted) {
      expect([id, await admin.record(COMPANY, collection, id)]).toEqual([id, undefined]);
    }
    // The records of the types it did not read are still there.
    expect(await admin.list(COMPANY, "v2.0", "vendors")).toHaveLength(3);
  });
});
