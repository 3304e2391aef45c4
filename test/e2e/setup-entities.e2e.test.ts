import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

// The emulator's default company, with dimension DEPARTMENT and its values ADM, PROD and SALES.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "setup";

// A user's program: one of each of the twelve setup and master record types, a currency, a dispute
// status and a credit memo, the master records naming the setup records as a company's setup does
// (by id or by code), and the codes of the DEPARTMENT dimension's values read with the list
// functions. Many values are ones the service stores otherwise than it is sent: date formulas and
// decimal places it formats, a VAT number it upper-cases, the local currency written blank (read
// back USD), addresses it fills in from its Post Code table, a unit named by its International
// Standard Code, an IRS 1099 code it drops, a customer number its series gives.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const companyId = cfg.require("companyId");
const r = bizops.records;
const terms = new r.PaymentTerm("terms", {
  companyId, code: "E2E-14D", displayName: cfg.require("termsName"), dueDateCalculation: "14d",
  discountDateCalculation: "cm+8d", discountPercent: 2,
});
const method = new r.PaymentMethod("method", { companyId, code: "E2E-BANK", displayName: "Bank transfer" });
const shipment = new r.ShipmentMethod("shipment", { companyId, code: cfg.require("shipmentCode"), displayName: "Pick-up" });
const country = new r.CountryRegion("country", { companyId, code: "ZE", displayName: "Zembla" });
const category = new r.ItemCategory("category", { companyId, code: cfg.require("categoryCode"), displayName: "Tools" });
const unit = new r.UnitOfMeasure("unit", {
  companyId, code: "E2E-BOX", displayName: "Box", symbol: "bx", internationalStandardCode: "XBX",
});
const location = new r.Location("location", {
  companyId, code: "E2E-MAIN", displayName: "Main warehouse", postalCode: "SW1A 1AA", city: "london",
});
const taxGroup = new r.TaxGroup("tax-group", { companyId, code: "E2E-TAXABLE", displayName: "Taxable goods" });
const salesperson = new r.SalespersonPurchaser("salesperson", {
  companyId, code: "E2E-SP", displayName: "Sam Seller", email: "sam@example.com",
});
const customer = new r.Customer("customer", {
  companyId, displayName: "E2E Alpine Ski House", postalCode: "CB2 1TN", city: "cambridge", creditLimit: 5000,
  currencyCode: "", taxRegistrationNumber: "gb123456789",
  salespersonCode: salesperson.code, paymentTermsId: terms.recordId, paymentMethodId: method.recordId,
  shipmentMethodId: shipment.recordId,
});
const vendor = new r.Vendor("vendor", {
  companyId, number: "E2E-V001", displayName: "Coho Winery", country: country.code, currencyCode: "",
  irs1099Code: "MISC-01", paymentTermsId: terms.recordId, paymentMethodId: method.recordId,
});
const item = new r.Item("item", {
  companyId, number: "E2E-I001", displayName: "Hammer", unitPrice: 12.5, itemCategoryCode: category.code,
  baseUnitOfMeasureCode: unit.internationalStandardCode, taxGroupCode: taxGroup.code,
});
const currency = new r.Currency("currency", { companyId, code: "E2E", displayName: "Test dollar", amountDecimalPlaces: "02:05" });
const dispute = new r.DisputeStatus("dispute", { companyId, code: "E2E-LATE", displayName: "Paid late" });
const memo = new r.PurchaseCreditMemo("memo", {
  companyId, vendorNumber: vendor.number, currencyCode: "", buyFromPostCode: "M1 1AE",
  buyFromCity: cfg.get("memoCity") ?? "manchester", payToCity: "Manchester",
});
// A record of a custom API (the docs' walkthrough, bctech/demo/v1.0), through the generic resource.
const brand = new r.Record("brand", {
  companyId, apiRoute: "bctech/demo/v1.0", entitySet: "carBrands", keyFields: ["name"],
  fields: { name: "E2E-BRAND", description: "A car brand", country: country.code },
});
const resources = {
  terms, method, shipment, country, category, unit, location, taxGroup, salesperson, customer, vendor, item,
  currency, dispute, memo, brand,
};
exports.recordIds = pulumi.all(Object.fromEntries(Object.entries(resources).map(([k, v]) => [k, v.recordId])));
exports.departmentValues = r
  .listDimensionsOutput({ companyId, filter: "code eq 'DEPARTMENT'" })
  .apply((dimensions) =>
    r.listDimensionValues({ companyId, filter: "dimensionId eq " + dimensions.value[0].id }),
  )
  .apply((values) => values.value.map((v) => v.code));
`;

/** Each resource of the program: its entity set and the key it is declared with. */
const RECORDS = {
  terms: { set: "paymentTerms", key: { code: "E2E-14D" } },
  method: { set: "paymentMethods", key: { code: "E2E-BANK" } },
  shipment: { set: "shipmentMethods", key: { code: "E2E-PICK" } },
  country: { set: "countriesRegions", key: { code: "ZE" } },
  category: { set: "itemCategories", key: { code: "E2E-TOOLS" } },
  unit: { set: "unitsOfMeasure", key: { code: "E2E-BOX" } },
  location: { set: "locations", key: { code: "E2E-MAIN" } },
  taxGroup: { set: "taxGroups", key: { code: "E2E-TAXABLE" } },
  salesperson: { set: "salespeoplePurchasers", key: { code: "E2E-SP" } },
  customer: { set: "customers", key: { displayName: "E2E Alpine Ski House" } },
  vendor: { set: "vendors", key: { number: "E2E-V001" } },
  item: { set: "items", key: { number: "E2E-I001" } },
  currency: { set: "currencies", api: "v1.0", key: { code: "E2E" } },
  dispute: { set: "disputeStatus", key: { code: "E2E-LATE" } },
  memo: { set: "purchaseCreditMemos", key: { vendorNumber: "E2E-V001" } },
  brand: { set: "carBrands", api: "bctech/demo/v1.0", key: { name: "E2E-BRAND" } },
} as const satisfies Record<string, { set: string; api?: string; key: Record<string, string> }>;
type Name = keyof typeof RECORDS;
const NAMES = Object.keys(RECORDS) as Name[];
// The fifteen typed resources, the Record and the stack.
const RESOURCES = NAMES.length + 1;

describeWithPulumi(
  "Every typed record, with values the service rewrites, and a custom API Record through the real Pulumi CLI",
  () => {
    let emulator: Emulator;
    let admin: EmulatorAdmin;
    let program: ProgramDir;
    let ids: Record<Name, string>;

    const record = (name: Name) => admin.record(COMPANY, RECORDS[name].set, ids[name]);
    /** The records of `name`'s entity set the program made (a key field starts with E2E, or is ZE). */
    const madeBy = async (name: Name) =>
      (
        await admin.list(COMPANY, (RECORDS[name] as { api?: string }).api ?? "v2.0", RECORDS[name].set)
      ).filter((found) =>
        Object.keys(RECORDS[name].key).some((field) => /^(E2E|ZE$)/.test(String(found[field]))),
      );
    const writes = async () =>
      Object.entries((await admin.requests()).byRoute).filter(([route]) => !route.startsWith("GET "));

    beforeAll(async () => {
      emulator = await startEmulator();
      admin = new EmulatorAdmin(emulator.url);
      program = new ProgramDir().install(PROGRAM);
      await program.configure(STACK, {
        ...recordsEmulatorConfig(emulator.url),
        "e2e:companyId": COMPANY,
        "e2e:termsName": "14 days",
        "e2e:shipmentCode": "E2E-PICK",
        "e2e:categoryCode": "E2E-TOOLS",
      });
    });

    afterAll(async () => {
      await emulator?.close();
      program?.remove();
    });

    it("creates each record once on up, cross-references resolved, and reads the dimension values", async () => {
      await admin.resetRequests();
      const up = await program.run("up", STACK);
      expect(up.summary).toEqual({ create: RESOURCES });
      ids = up.outputs?.recordIds as Record<Name, string>;
      expect(up.outputs?.departmentValues).toEqual(["ADM", "PROD", "SALES"]);
      expect(Object.fromEntries(await writes())).toEqual(
        Object.fromEntries(NAMES.map((name) => [`POST ${RECORDS[name].set}`, 1])),
      );
      for (const name of NAMES) {
        const made = await madeBy(name);
        expect(made).toHaveLength(1);
        expect(made[0]).toMatchObject({ id: ids[name], ...RECORDS[name].key });
      }
      // What the service stored: formatted, upper-cased, filled in, substituted, dropped, numbered
      // (the admin view shows the local currency as stored, blank).
      expect(await record("terms")).toMatchObject({
        displayName: "14 days",
        dueDateCalculation: "14D",
        discountDateCalculation: "CM+8D",
      });
      expect(await record("customer")).toMatchObject({
        number: expect.stringMatching(/^\S+$/) as string,
        paymentTermsId: ids.terms,
        paymentMethodId: ids.method,
        shipmentMethodId: ids.shipment,
        salespersonCode: "E2E-SP",
        city: "Cambridge",
        state: "Cambridgeshire",
        country: "GB",
        currencyCode: "",
        taxRegistrationNumber: "GB123456789",
        creditLimit: 5000,
      });
      expect(await record("vendor")).toMatchObject({
        paymentTermsId: ids.terms,
        country: "ZE",
        irs1099Code: "",
      });
      expect(await record("item")).toMatchObject({
        itemCategoryCode: "E2E-TOOLS",
        baseUnitOfMeasureCode: "E2E-BOX",
        taxGroupCode: "E2E-TAXABLE",
        unitPrice: 12.5,
      });
      expect(await record("location")).toMatchObject({
        country: "GB",
        city: "London",
        state: "Greater London",
      });
      expect(await record("currency")).toMatchObject({ code: "E2E", amountDecimalPlaces: "2:5" });
      expect(await record("memo")).toMatchObject({
        buyFromCity: "Manchester",
        buyFromCountry: "GB",
        payToCity: "Manchester",
      });
      expect(await record("brand")).toMatchObject({
        name: "E2E-BRAND",
        description: "A car brand",
        country: "ZE",
      });
    });

    it("shows no changes on the next preview, and a second up sends nothing", async () => {
      expect((await program.run("preview", STACK)).changeSummary).toEqual({ same: RESOURCES });
      await admin.resetRequests();
      expect((await program.run("up", STACK)).summary).toEqual({ same: RESOURCES });
      expect(await writes()).toEqual([]);
    });

    it("brings a change made behind its back into state on refresh, and proposes to put it back", async () => {
      await admin.changeRecord(COMPANY, "customers", ids.customer, {
        creditLimit: 1,
        taxRegistrationNumber: "GB999",
      });
      await admin.changeRecord(COMPANY, "carBrands", ids.brand, { description: "Changed by hand" });
      expect((await program.run("refresh", STACK)).summary).toEqual({ same: RESOURCES - 2, update: 2 });
      const preview = await program.run("preview", STACK);
      expect(preview.changeSummary).toEqual({ same: RESOURCES - 2, update: 2 });
      // The generic record's change is shown by field name.
      expect(preview.stdout).toMatch(/fields\s*:[\s\S]*description\s*:\s*"Changed by hand" => "A car brand"/);
    });

    it("puts the drift back, changes a name, renames codes in place and moves a memo's buy-from city, keeping every record id", async () => {
      await program.configure(STACK, {
        "e2e:termsName": "Fourteen days",
        "e2e:shipmentCode": "E2E-COLL",
        "e2e:categoryCode": "E2E-HAND",
        "e2e:memoCity": "Salford",
      });
      await admin.resetRequests();
      const up = await program.run("up", STACK);
      expect(up.summary).toEqual({ same: RESOURCES - 7, update: 7 });
      expect(up.outputs?.recordIds).toEqual(ids);
      expect((await writes()).map(([route]) => route).sort()).toEqual([
        "PATCH carBrands",
        "PATCH customers",
        "PATCH itemCategories",
        // The item's update, refused: the category's rename had reached the item (a new eTag), and
        // the item read again held the new code already.
        "PATCH items",
        "PATCH paymentTerms",
        // The memo's buy-from city, with the pay-to city the program sets: the service copies a
        // buy-from change into a pay-to address that equalled the buy-from one.
        "PATCH purchaseCreditMemos",
        "PATCH shipmentMethods",
      ]);
      expect(await record("memo")).toMatchObject({ buyFromCity: "Salford", payToCity: "Manchester" });
      // The customer's update too, refused and read again: the shipment method's rename had changed
      // the customer's hidden code (a new eTag); only the drift it puts back was still to send.
      const { byRoute } = await admin.requests();
      expect([byRoute["GET items"], byRoute["GET customers"], byRoute["PATCH customers"]]).toEqual([1, 1, 2]);
      expect(await record("item")).toMatchObject({ itemCategoryCode: "E2E-HAND" });
      expect(await record("customer")).toMatchObject({
        creditLimit: 5000,
        taxRegistrationNumber: "GB123456789",
      });
      expect(await record("brand")).toMatchObject({ description: "A car brand" });
      expect(await record("terms")).toMatchObject({ code: "E2E-14D", displayName: "Fourteen days" });
      const shipments = await madeBy("shipment");
      expect(shipments).toEqual([expect.objectContaining({ id: ids.shipment, code: "E2E-COLL" })]);
      // The customer names the shipment method by id, which the rename kept.
      expect(await record("customer")).toMatchObject({ shipmentMethodId: ids.shipment });
      expect((await program.run("preview", STACK)).changeSummary).toEqual({ same: RESOURCES });
    });

    it("deletes every record on destroy", async () => {
      expect((await program.run("destroy", STACK)).summary).toEqual({ delete: RESOURCES });
      for (const name of NAMES) {
        expect(await record(name)).toBeUndefined();
        expect(await madeBy(name)).toEqual([]);
      }
    });
  },
);
