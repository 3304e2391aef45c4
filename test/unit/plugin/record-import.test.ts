/**
 * `pulumi import` of every typed record the plugin imports (ADOPTABLE_TYPES, the list its import
 * reads), against the emulator: the import's read gives inputs that, checked and diffed against
 * the state it gives, show no change (the next preview of a program that declares them is clean),
 * and the service sees no write. The special cases: a currency keeps `currencyId`, its adoption
 * input; a purchase credit memo is imported only while Draft; a customer, vendor or item names a
 * related record by its code, not also by its id, and keeps its option values.
 */
import type { Provider } from "@pulumi/pulumi/provider";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { ADOPTABLE_TYPES, type AdoptableType } from "../../../src/records/adoption/adoptable-types";
import { ENTITIES } from "../../../src/records/entities";
import { applyConfiguration } from "../../../src/plugin/plugin-config";
import { bizopsProvider } from "../../../src/plugin/provider";
import { EmulatorAdmin } from "../../support/emulator-admin";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const urn = (kind: string) => `urn:pulumi:dev::p::bizops:records:${kind}::imported`;

let emulator: Emulator;
let admin: EmulatorAdmin;
let provider: Required<Pick<Provider, "check" | "diff" | "read" | "delete">>;

beforeAll(async () => {
  emulator = await startEmulator();
  admin = new EmulatorAdmin(emulator.url);
  applyConfiguration({ recordsUrl: emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records });
  provider = bizopsProvider("0.1.0") as typeof provider;
});
afterAll(() => emulator.close());

type Fields = Record<string, unknown>;

/**
 * A record of the type as its definition has it: its key and every field a create must set, and
 * the first of each group a create sets one of. Enough for every type without a case below.
 */
function minimalFields(type: AdoptableType, n: number): Fields {
  const entity = ENTITIES.find((candidate) => candidate.name === type.resource)!;
  const fields: Fields = {};
  const names = [
    ...entity.key,
    ...Object.keys(entity.fields).filter((name) => entity.fields[name]!.input === "required"),
    ...(entity.oneOf ?? []).map((group) => group[0]!),
  ];
  for (const name of names) {
    const field = entity.fields[name];
    if (field === undefined || fields[name] !== undefined) continue;
    fields[name] = field.code ? `IMP${n}` : `Imported ${entity.noun} ${n}`;
  }
  return fields;
}

/** The types whose import has a rule of its own: the record each is seeded with. */
const SPECIAL: Record<string, () => Promise<Fields>> = {
  // A currency is imported as the resource that takes it over by `currencyId`.
  Currency: async () => ({
    code: "IMPCUR",
    displayName: "Imported",
    symbol: "¤",
    amountDecimalPlaces: "2:2",
  }),
  // Only a Draft memo (what a seeded memo starts as) can be managed; it names its vendor.
  PurchaseCreditMemo: async () => ({ vendorNumber: "V10000", vendorCreditMemoNumber: "VCM-1" }),
  // The currency by code (the service fills in its id), and two option fields.
  Customer: async () => ({
    number: "IMPC1",
    displayName: "Imported customer",
    type: "Person",
    blocked: "Invoice",
    currencyCode: "EUR",
  }),
  Vendor: async () => ({
    number: "IMPV1",
    displayName: "Imported vendor",
    blocked: "Payment",
    currencyCode: "GBP",
  }),
  // Two of its pairs by code, the records they name seeded first; an option field.
  Item: async () => {
    await admin.seedRecord(COMPANY, "itemCategories", { code: "IMPCAT", displayName: "Imported" });
    await admin.seedRecord(COMPANY, "unitsOfMeasure", { code: "IMPBOX", displayName: "Box" });
    return {
      number: "IMPI1",
      displayName: "Imported item",
      type: "Service",
      itemCategoryCode: "IMPCAT",
      baseUnitOfMeasureCode: "IMPBOX",
    };
  },
};

/** The writes the emulator answered since the last reset. */
async function writes(): Promise<string[]> {
  const { byRoute } = await admin.requests();
  return Object.keys(byRoute).filter((route) => !route.startsWith("GET "));
}

describe.each(ADOPTABLE_TYPES.map((type, n) => [type.resource, type, n] as const))(
  "pulumi import of a %s by <companyId>/<recordId>",
  (kind, type, n) => {
    let record: Fields;
    let reading: ReturnType<typeof provider.read> | undefined;
    /** The import's read, once: after the record is seeded and the request counts reset. */
    const importRead = () => (reading ??= provider.read(`${COMPANY}/${String(record.id)}`, urn(kind), {}));

    beforeAll(async () => {
      const fields = SPECIAL[kind] ? await SPECIAL[kind]() : minimalFields(type, n);
      record = await admin.seedRecord(COMPANY, type.collection.segment, fields);
      await admin.resetRequests();
    });

    it("reads the record and writes nothing", async () => {
      const read = await importRead();
      expect(read.id).toBe(record.id);
      expect(read.props).toMatchObject({
        companyId: COMPANY,
        recordId: record.id,
        etag: record["@odata.etag"],
      });
      expect(await writes()).toEqual([]);
    });

    it("gives as inputs the company and the record's values, which the next preview finds unchanged", async () => {
      const read = await importRead();
      const inputs = read.inputs as Fields;
      const { companyId, [type.adoptInput]: adopted, ...values } = inputs;
      expect(companyId).toBe(COMPANY);
      // Only a currency is adopted by an input: an imported record is the resource's already.
      expect(adopted).toBe(type.adoptInput === "adoptRecordId" ? undefined : record.id);
      expect(Object.keys(values).length).toBeGreaterThan(0);
      // Each the value the record holds, as the service reads it (the outputs).
      const outputs = read.props as Fields;
      for (const [name, value] of Object.entries(values))
        expect([name, value]).toEqual([name, outputs[name]]);

      const checked = await provider.check(urn(kind), inputs, inputs);
      expect(checked.failures).toEqual([]);
      const diff = await provider.diff(read.id!, urn(kind), read.props, checked.inputs);
      expect(diff).toMatchObject({ changes: false });
      expect(await writes()).toEqual([]);
    });
  },
);

describe("the special cases", () => {
  async function imported(kind: string, collection: string, fields: Fields) {
    const record = await admin.seedRecord(COMPANY, collection, fields);
    await admin.resetRequests();
    const read = await provider.read(`${COMPANY}/${String(record.id)}`, urn(kind), {});
    expect(await writes()).toEqual([]);
    return { record, inputs: read.inputs as Fields };
  }

  it("keeps a currency's currencyId, the input that takes it over, and its code", async () => {
    const { record, inputs } = await imported("Currency", "currencies", {
      code: "IMPCU2",
      displayName: "Two",
    });
    expect(inputs).toMatchObject({ currencyId: record.id, code: "IMPCU2", displayName: "Two" });
    expect(inputs).not.toHaveProperty("adoptRecordId");
  });

  it("refuses a purchase credit memo that is not Draft, without a write", async () => {
    const open = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
      vendorNumber: "V10000",
      status: "Open",
    });
    await admin.resetRequests();
    await expect(
      provider.read(`${COMPANY}/${String(open.id)}`, urn("PurchaseCreditMemo"), {}),
    ).rejects.toMatchObject({ code: "InvalidInput", message: expect.stringContaining("Draft") });
    expect(await writes()).toEqual([]);
  });

  it("names a customer's, vendor's and item's related records by code alone, and keeps option values", async () => {
    const customer = await imported("Customer", "customers", {
      number: "IMPC2",
      displayName: "Second",
      type: "Company",
      blocked: "All",
      currencyCode: "EUR",
    });
    // The service filled in the id of the currency named by code; the inputs leave it out.
    expect(customer.record.currencyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(customer.inputs).toMatchObject({ currencyCode: "EUR", type: "Company", blocked: "All" });
    expect(customer.inputs).not.toHaveProperty("currencyId");

    const vendor = await imported("Vendor", "vendors", {
      number: "IMPV2",
      currencyCode: "EUR",
      blocked: "All",
    });
    expect(vendor.inputs).toMatchObject({ currencyCode: "EUR", blocked: "All" });
    expect(vendor.inputs).not.toHaveProperty("currencyId");

    await admin.seedRecord(COMPANY, "itemCategories", { code: "IMPCA2", displayName: "Second" });
    const item = await imported("Item", "items", {
      number: "IMPI2",
      type: "Non_x002D_Inventory",
      itemCategoryCode: "IMPCA2",
    });
    expect(item.record.itemCategoryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.inputs).toMatchObject({ type: "Non_x002D_Inventory", itemCategoryCode: "IMPCA2" });
    expect(item.inputs).not.toHaveProperty("itemCategoryId");
  });

  it("adopts the record with deletionPolicy abandon, so deleting the resource leaves the record", async () => {
    const record = await admin.seedRecord(COMPANY, "paymentTerms", { code: "IMPKEEP", displayName: "Kept" });
    await admin.resetRequests();
    const read = await provider.read(`${COMPANY}/${String(record.id)}`, urn("PaymentTerm"), {});
    expect(read.inputs).toMatchObject({ deletionPolicy: "abandon" });
    expect(read.props).toMatchObject({ deletionPolicy: "abandon" });
    await provider.delete(read.id!, urn("PaymentTerm"), read.props);
    expect(await writes()).toEqual([]);
    expect(await admin.record(COMPANY, "paymentTerms", String(record.id))).toMatchObject({ code: "IMPKEEP" });
  });

  it("leaves out the fields a record holds at the service's default", async () => {
    const { inputs } = await imported("Customer", "customers", { number: "IMPC3", displayName: "Third" });
    expect(inputs).toMatchObject({ number: "IMPC3", displayName: "Third" });
    for (const field of ["creditLimit", "blocked", "taxLiable", "phoneNumber", "paymentTermsId"]) {
      expect(inputs).not.toHaveProperty(field);
    }
  });
});

it("has a case of its own only for types the plugin imports", () => {
  const kinds = ADOPTABLE_TYPES.map((type) => type.resource);
  expect(kinds.length).toBeGreaterThanOrEqual(15);
  for (const name of Object.keys(SPECIAL)) expect(kinds).toContain(name);
});
