/**
 * The VAT Registration No. Format table a company holds (admin-seeded, empty in the demo company) and
 * the check a customer's or vendor's taxRegistrationNumber meets against it: Compare's format
 * characters, the country whose formats apply (the record's, or for a blank one the Company
 * Information's), and Test's error (packages/emulator/src/records/rules/vat-registration-format.ts).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { fitsVatRegistrationFormat } from "../../../src/records/rules/vat-registration-format";
import {
  admin,
  call,
  errorOf,
  type Json,
  recordsUrl,
  type Reply,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

const url = (entitySet: string): string =>
  recordsUrl(emulator, "v2.0", entitySet, undefined, DEFAULT_COMPANY_ID);
const post = (entitySet: string, body: Json): Promise<Reply> => call("POST", url(entitySet), { body });
const patch = (entitySet: string, id: unknown, body: Json): Promise<Reply> =>
  call("PATCH", recordsUrl(emulator, "v2.0", entitySet, String(id), DEFAULT_COMPANY_ID), {
    body,
    headers: { "If-Match": "*" },
  });

/** Writes a record of the default company through the admin route; throws unless it answers 201. */
async function seed(collection: string, record: Json): Promise<Json> {
  const reply = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/${collection}`, record);
  if (reply.status !== 201) throw new Error(`seed of ${collection}: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** A country (unless the demo company has it) and its formats, in the order the error lists them. */
async function seedFormats(country: string, ...formats: string[]): Promise<void> {
  if (country !== "GB" && country !== "US")
    await seed("countriesRegions", { code: country, displayName: country });
  for (const format of formats)
    await seed("vatRegistrationNoFormats", { countryRegionCode: country, format });
}

const ACCEPTABLE = "The following formats are acceptable: ";

const namedError = (table: string, number: string, country: string, formats: string): string =>
  `The entered VAT Registration number for ${table} ${number} is not in agreement with the format specified for Country/Region Code ${country}.\\${ACCEPTABLE}${formats}`;

describe("what a VAT Registration No. Format takes (Compare)", () => {
  it.each([
    ["a digit for #", "123", "###"],
    ["a letter for @", "ABC", "@@@"],
    ["a lower-case letter for @", "abc", "@@@"],
    ["any character for ?", "A1-", "???"],
    ["the same character for any other", "DE-12", "DE-##"],
  ])("takes %s", (_what, number, format) => {
    expect(fitsVatRegistrationFormat(number, format)).toBe(true);
  });

  it.each([
    ["a letter for #", "12A", "###"],
    ["a digit for @", "AB1", "@@@"],
    ["a letter outside A-Z for @", "ABÄ", "@@@"],
    ["another character for a literal", "FR-12", "DE-##"],
    ["a literal of the other case", "DE1", "de#"],
    ["a shorter number", "12", "###"],
    ["a longer number", "1234", "###"],
  ])("refuses %s", (_what, number, format) => {
    expect(fitsVatRegistrationFormat(number, format)).toBe(false);
  });
});

describe("a customer's or vendor's taxRegistrationNumber against the company's formats", () => {
  it("takes any number in the demo company, which holds no formats", async () => {
    const customer = await post("customers", { displayName: "A", taxRegistrationNumber: "anything 1" });
    const vendor = await post("vendors", { displayName: "A", country: "US", taxRegistrationNumber: "x" });
    const british = await post("vendors", { displayName: "B", country: "GB", taxRegistrationNumber: "1" });
    expect([customer.status, customer.body.taxRegistrationNumber]).toEqual([201, "ANYTHING 1"]);
    expect([vendor.status, vendor.body.taxRegistrationNumber]).toEqual([201, "X"]);
    expect(british.status).toBe(201);
  });

  it("takes a number one of the country's formats fits, upper-cased first", async () => {
    await seedFormats("DE", "DE#########", "@@##?");
    const first = await post("customers", {
      displayName: "A",
      country: "DE",
      taxRegistrationNumber: "de123456789",
    });
    const second = await post("vendors", { displayName: "B", country: "DE", taxRegistrationNumber: "ab12-" });
    expect([first.status, first.body.taxRegistrationNumber]).toEqual([201, "DE123456789"]);
    expect([second.status, second.body.taxRegistrationNumber]).toEqual([201, "AB12-"]);
  });

  it("refuses a new customer's number no format fits, listing the formats without naming the customer", async () => {
    await seedFormats("DE", "DE#########", "@@##?");
    const reply = await post("customers", {
      number: "VAT1",
      displayName: "A",
      country: "DE",
      taxRegistrationNumber: "DE12345",
    });
    expect([reply.status, errorOf(reply)]).toEqual([
      400,
      { code: "Application_DialogException", message: `${ACCEPTABLE}DE#########, @@##?` },
    ]);
    expect((await call("GET", url("customers"))).body.value).not.toContainEqual(
      expect.objectContaining({ number: "VAT1" }),
    );
  });

  it("refuses a stored customer's or vendor's new number naming the record and the country", async () => {
    await seedFormats("DE", "DE#########");
    const customer = await post("customers", { displayName: "A", country: "DE" });
    const vendor = await post("vendors", { displayName: "B", country: "DE" });
    const refusedCustomer = await patch("customers", customer.body.id, { taxRegistrationNumber: "DE1" });
    const refusedVendor = await patch("vendors", vendor.body.id, { taxRegistrationNumber: "FR123456789" });
    expect(errorOf(refusedCustomer).message).toBe(
      namedError("Customer", String(customer.body.number), "DE", "DE#########"),
    );
    expect([refusedVendor.status, errorOf(refusedVendor).message]).toEqual([
      400,
      namedError("Vendor", String(vendor.body.number), "DE", "DE#########"),
    ]);
  });

  it("lists at most 250 characters of formats, then ...", async () => {
    const formats = Array.from({ length: 12 }, (_, i) => `DE${String(i).padStart(2, "0")}################`);
    await seedFormats("DE", ...formats);
    const reply = await post("customers", { displayName: "A", country: "DE", taxRegistrationNumber: "DE1" });
    expect(errorOf(reply).message).toBe(`${ACCEPTABLE}${formats.slice(0, 11).join(", ")}...`);
  });

  it("skips blank formats: a country whose only format is blank takes any number", async () => {
    await seedFormats("DE", "");
    const reply = await post("customers", { displayName: "A", country: "DE", taxRegistrationNumber: "1" });
    expect(reply.status).toBe(201);
  });

  it("checks a number sent again unchanged no more, nor a blank one", async () => {
    await seedFormats("DE", "DE#########");
    const staged = await seed("customers", {
      number: "OLD1",
      displayName: "A",
      country: "DE",
      taxRegistrationNumber: "OLD",
    });
    const again = await patch("customers", staged.id, { taxRegistrationNumber: "old" });
    const blank = await patch("customers", staged.id, { taxRegistrationNumber: "" });
    expect([again.status, blank.status]).toEqual([200, 200]);
  });

  it("leaves duplicate numbers to the service's message: two customers may share one", async () => {
    const first = await post("customers", { displayName: "A", taxRegistrationNumber: "123" });
    const second = await post("customers", { displayName: "B", taxRegistrationNumber: "123" });
    expect([first.status, second.status]).toEqual([201, 201]);
  });

  it("lets admin writes stage a number no format fits", async () => {
    await seedFormats("DE", "DE#########");
    const customer = await seed("customers", {
      displayName: "A",
      country: "DE",
      taxRegistrationNumber: "bad",
    });
    const changed = await admin(
      emulator,
      "PATCH",
      `records/${DEFAULT_COMPANY_ID}/customers/${String(customer.id)}`,
      {
        taxRegistrationNumber: "worse",
      },
    );
    expect([customer.taxRegistrationNumber, changed.status]).toEqual(["BAD", 200]);
  });
});

describe("the country whose formats apply", () => {
  it("takes the Company Information's country for a record without one", async () => {
    await seedFormats("DE", "DE#########");
    await seed("companyInformation", { countryRegionCode: "DE" });
    const refused = await post("vendors", { displayName: "A", taxRegistrationNumber: "123" });
    const taken = await post("vendors", { displayName: "B", taxRegistrationNumber: "DE123456789" });
    expect([refused.status, errorOf(refused).message]).toEqual([400, `${ACCEPTABLE}DE#########`]);
    expect(taken.status).toBe(201);
  });

  it("checks nothing for a record without a country while the company has no Company Information, or one without a country", async () => {
    await seedFormats("DE", "DE#########");
    const withoutRecord = await post("customers", { displayName: "A", taxRegistrationNumber: "123" });
    await seed("companyInformation", {});
    const withoutCountry = await post("customers", { displayName: "B", taxRegistrationNumber: "123" });
    expect([withoutRecord.status, withoutCountry.status]).toEqual([201, 201]);
  });

  it("takes the record's own country over the company's", async () => {
    await seedFormats("DE", "DE#########");
    await seedFormats("FR", "FR###########");
    await seed("companyInformation", { countryRegionCode: "DE" });
    const reply = await post("customers", {
      displayName: "A",
      country: "FR",
      taxRegistrationNumber: "DE123456789",
    });
    expect(errorOf(reply).message).toBe(`${ACCEPTABLE}FR###########`);
  });

  it("takes the country a post code brings, validated before the number", async () => {
    await seedFormats("GB", "GB#########");
    const reply = await post("customers", {
      displayName: "A",
      postalCode: "CB2 1TN",
      taxRegistrationNumber: "123",
    });
    expect(errorOf(reply).message).toBe(`${ACCEPTABLE}GB#########`);
  });

  it("checks the stored number when an update changes the country, before the number the update sends", async () => {
    await seedFormats("DE", "DE#########");
    const customer = await post("customers", { displayName: "A", taxRegistrationNumber: "123" });
    const moved = await patch("customers", customer.body.id, { country: "DE" });
    const both = await patch("customers", customer.body.id, {
      country: "DE",
      taxRegistrationNumber: "DE123456789",
    });
    const message = namedError("Customer", String(customer.body.number), "DE", "DE#########");
    expect([moved.status, errorOf(moved).message]).toEqual([400, message]);
    expect([both.status, errorOf(both).message]).toEqual([400, message]);
  });

  it("checks nothing when an update sends the country the record has", async () => {
    await seedFormats("DE", "DE#########");
    const staged = await seed("vendors", { displayName: "A", country: "DE", taxRegistrationNumber: "123" });
    const reply = await patch("vendors", staged.id, { country: "DE", displayName: "B" });
    expect(reply.status).toBe(200);
  });
});

describe("the VAT Registration No. Format and Company Information tables", () => {
  it("are reached by the admin routes only", async () => {
    const formats = await call("GET", url("vatRegistrationNoFormats"));
    const info = await call("GET", url("companyInformation"));
    expect([formats.status, info.status]).toEqual([404, 404]);
  });

  it("hold one Company Information record per company", async () => {
    await seed("companyInformation", { countryRegionCode: "US" });
    const second = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/companyInformation`, {
      countryRegionCode: "GB",
    });
    expect(second.status).toBe(400);
  });
});
