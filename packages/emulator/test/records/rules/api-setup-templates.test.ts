/**
 * The company's "API Setup" config templates and the User Setup's salesperson/purchaser code, which a
 * client create of a customer, vendor or item takes for the fields its body leaves out
 * (packages/emulator/src/records/rules/api-setup-templates.ts).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { admin, call, errorOf, type Json, recordsUrl, useEmulator } from "../../support/emulator-client";

const emulator = useEmulator();

const SETTINGS = `companies/${DEFAULT_COMPANY_ID}/settings`;
const url = (entitySet: string): string =>
  recordsUrl(emulator, "v2.0", entitySet, undefined, DEFAULT_COMPANY_ID);

async function settings(body: Json): Promise<void> {
  const reply = await admin(emulator, "PATCH", SETTINGS, body);
  if (reply.status !== 200) throw new Error(`settings: ${reply.status} ${reply.text}`);
}

async function seed(entitySet: string, record: Json): Promise<Json> {
  const reply = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/${entitySet}`, record);
  if (reply.status !== 201) throw new Error(`seed of ${entitySet}: ${reply.status} ${reply.text}`);
  return reply.body;
}

async function post(entitySet: string, body: Json): Promise<Json> {
  const reply = await call("POST", url(entitySet), { body });
  if (reply.status !== 201) throw new Error(`create of ${entitySet}: ${reply.status} ${reply.text}`);
  return reply.body;
}

describe("API Setup templates on a client create", () => {
  beforeEach(async () => {
    await seed("itemCategories", { code: "PROG", displayName: "The program's" });
    await seed("itemCategories", { code: "TMPL", displayName: "The template's" });
  });

  it("has none by default: a create keeps what it sends and the defaults", async () => {
    expect((await admin(emulator, "GET", SETTINGS)).body).toMatchObject({
      apiSetupTemplates: {},
      userSetupSalespersonCode: "",
    });
    const made = await post("items", { displayName: "Plain", itemCategoryCode: "PROG" });
    expect(made).toMatchObject({ itemCategoryCode: "PROG", unitPrice: 0, blocked: false });
  });

  it("fills the fields the body leaves out from the template, the code's id with it", async () => {
    await settings({ apiSetupTemplates: { items: { itemCategoryCode: "tmpl", unitPrice: 12.5 } } });
    const made = await post("items", { displayName: "Templated" });
    const category = await call("GET", `${url("itemCategories")}?$filter=code eq 'TMPL'`);
    const [tmpl] = category.body.value as Json[];
    expect(made).toMatchObject({ itemCategoryCode: "TMPL", itemCategoryId: tmpl!.id, unitPrice: 12.5 });
  });

  it("keeps every field the body sets, but replaces an item category sent by code alone (APIV2Items.Page.al:85-104 registers nothing)", async () => {
    await settings({ apiSetupTemplates: { items: { itemCategoryCode: "TMPL", unitPrice: 12.5 } } });
    const byCode = await post("items", { displayName: "By code", itemCategoryCode: "PROG", unitPrice: 3 });
    expect(byCode).toMatchObject({ itemCategoryCode: "TMPL", unitPrice: 3 });
    const prog = await call("GET", `${url("itemCategories")}?$filter=code eq 'PROG'`);
    const progId = (prog.body.value as Json[])[0]!.id;
    const byId = await post("items", { displayName: "By id", itemCategoryId: progId });
    expect(byId).toMatchObject({ itemCategoryCode: "PROG", itemCategoryId: progId });
  });

  it("applies to client creates only: an admin seed and a PATCH keep what they write", async () => {
    await settings({ apiSetupTemplates: { items: { itemCategoryCode: "TMPL" } } });
    const seeded = await seed("items", { number: "SEED1", displayName: "Seeded", itemCategoryCode: "PROG" });
    expect(seeded.itemCategoryCode).toBe("PROG");
    const made = await post("items", { displayName: "Made" });
    const changed = await call("PATCH", `${url("items")}(${String(made.id)})`, {
      body: { itemCategoryCode: "PROG" },
      headers: { "If-Match": "*" },
    });
    expect(changed.body.itemCategoryCode).toBe("PROG");
  });

  it("gives customers and vendors their templates, a vendor template's posting group over apiSetupVendorTemplate", async () => {
    await settings({
      apiSetupTemplates: {
        customers: { creditLimit: 5000, blocked: "Ship" },
        vendors: { vendorPostingGroup: "foreign", taxLiable: true },
      },
    });
    expect(await post("customers", { displayName: "C", blocked: "_x0020_" })).toMatchObject({
      creditLimit: 5000,
      blocked: "_x0020_",
    });
    const vendor = await post("vendors", { displayName: "V" });
    expect(vendor).toMatchObject({ taxLiable: true });
    const stored = await admin(emulator, "GET", `records/${DEFAULT_COMPANY_ID}/vendors/${String(vendor.id)}`);
    // The DOMESTIC general business group still comes from apiSetupVendorTemplate.
    expect(stored.body).toMatchObject({ vendorPostingGroup: "FOREIGN", genBusPostingGroup: "DOMESTIC" });
  });

  it("removes one entity set's template with null, keeping the others", async () => {
    await settings({ apiSetupTemplates: { items: { unitPrice: 1 }, customers: { creditLimit: 1 } } });
    await settings({ apiSetupTemplates: { items: null } });
    expect((await admin(emulator, "GET", SETTINGS)).body.apiSetupTemplates).toEqual({
      customers: { creditLimit: 1 },
    });
  });

  it.each([
    [{ items: { number: "X" } }, "'number': not a field a template sets"],
    [{ items: { inventory: 3 } }, "'inventory': not a field a template sets"],
    [{ items: { itemCategoryId: "00000000-0000-0000-0000-000000000001" } }, "set 'itemCategoryCode' instead"],
    [{ customers: { balanceDue: 3 } }, "'balanceDue': not a field a template sets"],
    [{ customers: { hasLedgerEntries: true } }, "'hasLedgerEntries': no field"],
    [{ items: { unitPrice: "12" } }, "The property 'unitPrice' must be a number."],
    [{ locations: {} }, "The setting 'apiSetupTemplates' must map"],
  ])("refuses the template %j, naming the field", async (templates, message) => {
    const reply = await admin(emulator, "PATCH", SETTINGS, { apiSetupTemplates: templates });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain(message);
  });

  it("refuses on create a template code that names no record, with the page's words", async () => {
    await settings({ apiSetupTemplates: { items: { itemCategoryCode: "NONE" } } });
    const reply = await call("POST", url("items"), { body: { displayName: "X" } });
    expect([reply.status, errorOf(reply).message]).toEqual([
      400,
      'The "itemCategoryCode" does not match to a Item Category.',
    ]);
  });
});

describe("the User Setup's salesperson/purchaser code on a client create", () => {
  beforeEach(async () => {
    await seed("salespeoplePurchasers", { code: "US", displayName: "User's" });
    await seed("salespeoplePurchasers", { code: "TM", displayName: "Template's" });
    await settings({ userSetupSalespersonCode: "us" });
  });

  it("fills a blank salesperson code, sent blank or left out, and keeps one sent (Customer.Table.al:1920-1921)", async () => {
    expect((await post("customers", { displayName: "A" })).salespersonCode).toBe("US");
    expect((await post("customers", { displayName: "B", salespersonCode: "" })).salespersonCode).toBe("US");
    expect((await post("customers", { displayName: "C", salespersonCode: "TM" })).salespersonCode).toBe("TM");
  });

  it("fills a vendor's purchaser code (Vendor.Table.al:1712-1713)", async () => {
    const vendor = await post("vendors", { displayName: "V" });
    const stored = await admin(emulator, "GET", `records/${DEFAULT_COMPANY_ID}/vendors/${String(vendor.id)}`);
    expect(stored.body.purchaserCode).toBe("US");
  });

  it("gives way to a template's salesperson, which the template validates after OnInsert", async () => {
    await settings({ apiSetupTemplates: { customers: { salespersonCode: "TM" } } });
    expect((await post("customers", { displayName: "A" })).salespersonCode).toBe("TM");
  });

  it("refuses the create when the code names no salesperson, as its Validate does", async () => {
    await settings({ userSetupSalespersonCode: "GONE" });
    const reply = await call("POST", url("customers"), { body: { displayName: "A" } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain("GONE");
  });

  it("leaves admin seeds alone", async () => {
    const seeded = await seed("customers", { number: "S1", displayName: "Seeded" });
    expect(seeded.salespersonCode).toBe("");
  });
});
