import {
  DEFAULT_COMPANY_ID,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
} from "pulumi-bizops-emulator";
import {
  admin,
  call,
  COMPANY,
  createMemo,
  errorOf,
  GUID,
  type Json,
  memoUrl,
  type Reply,
  useEmulator,
} from "../../../support/emulator-client";

const emulator = useEmulator();

const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";
const MISSING_VENDOR = 'A "vendorNumber" or a "vendorId" must be provided.';

function post(body: Json, company?: string): Promise<Reply> {
  return call("POST", memoUrl(emulator, undefined, company), { body });
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

describe("purchase credit memos: create", () => {
  it("creates a Draft memo from a vendorNumber, filling the vendor's id, name and addresses", async () => {
    const reply = await post({ vendorNumber: "V10000" });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      number: "PCM-00001",
      status: "Draft",
      vendorId: SEED_VENDOR_FABRIKAM.id,
      vendorNumber: "V10000",
      vendorName: "Fabrikam, Inc.",
      payToVendorId: SEED_VENDOR_FABRIKAM.id,
      payToVendorNumber: "V10000",
      payToName: "Fabrikam, Inc.",
      buyFromAddressLine1: "10 North Lake Avenue",
      buyFromAddressLine2: "",
      buyFromCity: "Atlanta",
      buyFromState: "GA",
      buyFromCountry: "US",
      buyFromPostCode: "31772",
      payToAddressLine1: "10 North Lake Avenue",
      payToCity: "Atlanta",
      // The local currency: stored blank, answered as the company's LCY code.
      currencyCode: "USD",
      currencyId: EMPTY_GUID,
      discountAmount: 0,
      pricesIncludeTax: false,
      discountAppliedBeforeTax: true,
      totalAmountExcludingTax: 0,
      totalTaxAmount: 0,
      totalAmountIncludingTax: 0,
    });
    expect(reply.body.id).toMatch(GUID);
    expect(reply.body["@odata.context"]).toContain("purchaseCreditMemos/$entity");
  });

  // Its fields are the API page's, checked against the page's list in test/contract/emulator/records-documented-answers.test.ts.
  it("answers a created memo with its eTag", async () => {
    const created = await createMemo(emulator);
    expect(created["@odata.etag"]).toMatch(/^W\/"/);
  });

  it("creates from a vendorId, filling the vendorNumber", async () => {
    const created = await createMemo(emulator, { vendorId: SEED_VENDOR_FIRST_UP.id });
    expect(created).toMatchObject({ vendorNumber: "V20000", vendorName: "First Up Consultants" });
  });

  it("accepts a vendorId and a vendorNumber that name the same vendor, refuses two different ones", async () => {
    const same = await post({ vendorId: SEED_VENDOR_FIRST_UP.id, vendorNumber: "V20000" });
    expect(same.status).toBe(201);
    const different = await post({ vendorId: SEED_VENDOR_FIRST_UP.id, vendorNumber: "V10000" });
    expect(errorOf(different)).toEqual({
      code: "Application_DialogException",
      message: "The buy-from vendor values do not match to a Vendor.",
    });
  });

  it.each([
    ["no vendor at all", { creditMemoDate: "2024-01-31" }],
    ["an empty vendorNumber", { vendorNumber: "" }],
  ])("answers 400 BadRequest with the service's message for %s", async (_label, body) => {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({ code: "BadRequest", message: MISSING_VENDOR });
  });

  it("answers the page's 'cannot be found' for an unknown vendorNumber", async () => {
    const reply = await post({ vendorNumber: "V99999" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "Application_DialogException",
      message: "The buy-from vendor cannot be found.",
    });
  });

  it("answers the page's 'cannot be found' for the empty GUID as vendorId", async () => {
    expect(errorOf(await post({ vendorId: EMPTY_GUID })).message).toBe(
      "The buy-from vendor cannot be found.",
    );
  });

  it("answers the page's 'cannot be found' for an unknown vendorId", async () => {
    const reply = await post({ vendorId: "0badc0de-0000-4000-8000-000000000001" });
    expect(errorOf(reply)).toEqual({
      code: "Application_DialogException",
      message: "The buy-from vendor cannot be found.",
    });
  });

  it("answers 400 BadRequest naming vendorId when it is not a GUID", async () => {
    const reply = await post({ vendorId: "V10000" });
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain("'vendorId'");
  });

  it("takes the pay-to vendor given, with its name and address, and keeps the buy-from vendor's", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000", payToVendorNumber: "V20000" });
    expect(created).toMatchObject({
      vendorName: "Fabrikam, Inc.",
      buyFromCity: "Atlanta",
      payToVendorId: SEED_VENDOR_FIRST_UP.id,
      payToName: "First Up Consultants",
      payToAddressLine1: "100 Day Drive",
      payToAddressLine2: "Suite 12",
      payToCity: "Chicago",
    });
  });

  it("answers the page's 'cannot be found' for an unknown pay-to vendor", async () => {
    const reply = await post({ vendorNumber: "V10000", payToVendorNumber: "V404" });
    expect(errorOf(reply)).toEqual({
      code: "Application_DialogException",
      message: "The pay-to vendor cannot be found.",
    });
  });

  it("keeps addresses the body gives, empty strings included, instead of the vendor's", async () => {
    const created = await createMemo(emulator, {
      vendorNumber: "V20000",
      buyFromAddressLine2: "",
      buyFromCity: "Evanston",
      payToAddressLine2: "",
    });
    expect(created).toMatchObject({
      buyFromAddressLine1: "100 Day Drive",
      buyFromAddressLine2: "",
      buyFromCity: "Evanston",
      payToAddressLine2: "",
      // The pay-to address equalled the buy-from one, so the buy-from city spills into it.
      payToCity: "Evanston",
    });
  });

  it("keeps the writable fields of the spec's create example", async () => {
    const terms = { id: "a1b2c3d4-0000-4000-8000-000000000001", code: "1M(8D)" };
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/paymentTerms`, terms);
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/salespeoplePurchasers`, { code: "PS" });
    const body = {
      vendorNumber: "V10000",
      creditMemoDate: "2024-02-01",
      postingDate: "2024-02-02",
      dueDate: "2024-03-01",
      shortcutDimension1Code: "SALES",
      shortcutDimension2Code: "",
      purchaser: "PS",
      discountAmount: 0,
      invoiceNumber: "",
      paymentTermsId: "a1b2c3d4-0000-4000-8000-000000000001",
    };
    expect(await createMemo(emulator, body)).toMatchObject(body);
  });

  it("answers 400 BadRequest_PropertyNotFound for an unknown property and for the hidden line amount", async () => {
    for (const key of ["colour", "lineAmountExcludingTax"]) {
      const reply = await post({ vendorNumber: "V10000", [key]: 1 });
      expect(errorOf(reply).code).toBe("BadRequest_PropertyNotFound");
      expect(errorOf(reply).message).toContain(`'${key}'`);
    }
  });

  it("lists memos as value[] without the hidden line amount", async () => {
    await createMemo(emulator);
    await createMemo(emulator, { vendorNumber: "V20000" });
    const reply = await call("GET", memoUrl(emulator));
    const value = reply.body.value as Json[];
    expect(value.map((memo) => memo.number)).toEqual(["PCM-00001", "PCM-00002"]);
    for (const memo of value) expect(memo).not.toHaveProperty("lineAmountExcludingTax");
  });
});

describe("purchase credit memos: currency", () => {
  it("fills currencyId from a currencyCode", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000", currencyCode: "EUR" });
    expect(created).toMatchObject({ currencyCode: "EUR", currencyId: SEED_CURRENCY_EUR.id });
  });

  it("fills currencyCode from a currencyId", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000", currencyId: SEED_CURRENCY_GBP.id });
    expect(created).toMatchObject({ currencyCode: "GBP", currencyId: SEED_CURRENCY_GBP.id });
  });

  it("treats an empty currencyCode as the local currency, answered as the company's LCY code", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000", currencyCode: "" });
    expect(created).toMatchObject({ currencyCode: "USD", currencyId: EMPTY_GUID });
  });

  it("answers 400 Internal_RecordNotFound naming an unknown currencyCode", async () => {
    const reply = await post({ vendorNumber: "V10000", currencyCode: "XYZ" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "Internal_RecordNotFound",
      message: "The Currency does not exist. Identification fields and values: Code='XYZ'",
    });
  });

  it("answers 400 Internal_RecordNotFound naming an unknown currencyId", async () => {
    const id = "0badc0de-0000-4000-8000-000000000002";
    const reply = await post({ vendorNumber: "V10000", currencyId: id });
    expect(errorOf(reply).message).toBe(
      `The Currency does not exist. Identification fields and values: Id='${id}'`,
    );
  });

  it("changes the currency on update, by code, keeping both fields in step", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000", currencyCode: "EUR" });
    const reply = await call("PATCH", memoUrl(emulator, String(created.id)), {
      body: { currencyCode: "GBP" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(reply.body).toMatchObject({ currencyCode: "GBP", currencyId: SEED_CURRENCY_GBP.id });
  });
});

describe("purchase credit memos: number series and status", () => {
  it("numbers memos PCM-00001, PCM-00002, ... and never reuses a number after a delete", async () => {
    const first = await createMemo(emulator);
    const second = await createMemo(emulator);
    expect([first.number, second.number]).toEqual(["PCM-00001", "PCM-00002"]);
    const url = memoUrl(emulator, String(second.id));
    expect((await call("DELETE", url, { headers: { "If-Match": "*" } })).status).toBe(204);
    expect((await createMemo(emulator)).number).toBe("PCM-00003");
  });

  it("does not use up a number on a create that is refused", async () => {
    await post({ vendorNumber: "V99999" });
    await post({ vendorNumber: "V10000", status: "Open" });
    expect((await createMemo(emulator)).number).toBe("PCM-00001");
  });

  it("keeps one series per company", async () => {
    await createMemo(emulator);
    const vendor = await admin(emulator, "POST", `records/${COMPANY}/vendors`, {
      number: "V1",
      displayName: "One",
    });
    expect(vendor.status).toBe(201);
    const reply = await post({ vendorNumber: "V1" }, COMPANY);
    expect(reply.body.number).toBe("PCM-00001");
  });

  it("skips a number an admin seed already used", async () => {
    const seeded = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/purchaseCreditMemos`, {
      vendorNumber: "V10000",
      number: "PCM-00001",
    });
    expect(seeded.body.number).toBe("PCM-00001");
    expect((await createMemo(emulator)).number).toBe("PCM-00002");
  });

  it("starts every memo made through the API as Draft, refusing another status on create", async () => {
    expect((await createMemo(emulator, { vendorNumber: "V10000", status: "Draft" })).status).toBe("Draft");
    const reply = await post({ vendorNumber: "V10000", status: "Open" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain("'status'");
  });
});

describe("purchase credit memos: read-only fields", () => {
  it("accepts an update that repeats id and number, as the spec's update example does", async () => {
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/salespeoplePurchasers`, { code: "AB" });
    const created = await createMemo(emulator);
    const reply = await call("PATCH", memoUrl(emulator, String(created.id)), {
      body: { id: created.id, number: created.number, purchaser: "AB" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ number: "PCM-00001", purchaser: "AB" });
  });

  it("accepts repeated current values of every read-only field", async () => {
    const created = await createMemo(emulator);
    const readOnly = [
      "vendorName",
      "payToName",
      "pricesIncludeTax",
      "discountAppliedBeforeTax",
      "totalAmountExcludingTax",
      "totalTaxAmount",
      "totalAmountIncludingTax",
      "status",
      "lastModifiedDateTime",
    ];
    const body = Object.fromEntries(readOnly.map((key) => [key, created[key]]));
    const reply = await call("PATCH", memoUrl(emulator, String(created.id)), {
      body,
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(200);
  });

  it.each([
    ["number", "PCM-09999"],
    ["vendorName", "Someone else"],
    ["payToName", "Someone else"],
    ["pricesIncludeTax", true],
    ["discountAppliedBeforeTax", false],
    ["totalAmountExcludingTax", 10],
    ["totalTaxAmount", 1],
    ["totalAmountIncludingTax", 11],
    ["status", "Open"],
    ["id", "0badc0de-0000-4000-8000-000000000003"],
  ])("answers 400 BadRequest naming read-only %s when it is given another value", async (key, value) => {
    const created = await createMemo(emulator);
    const url = memoUrl(emulator, String(created.id));
    const reply = await call("PATCH", url, { body: { [key]: value }, headers: { "If-Match": "*" } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain(`'${key}'`);
    expect((await call("GET", url)).body[key]).toEqual(created[key]);
  });

  it("answers 400 BadRequest naming a read-only field a create sets to another value than the service's", async () => {
    const reply = await post({ vendorNumber: "V10000", totalAmountIncludingTax: 5 });
    expect(errorOf(reply).message).toContain("'totalAmountIncludingTax'");
  });
});

describe("purchase credit memos: dates", () => {
  it("defaults creditMemoDate and postingDate to today (UTC), dueDate to creditMemoDate", async () => {
    const before = todayUtc();
    const today = await createMemo(emulator);
    expect([today.postingDate, today.dueDate]).toEqual([today.creditMemoDate, today.creditMemoDate]);
    expect([before, todayUtc()]).toContain(today.creditMemoDate);
    const dated = await createMemo(emulator, { vendorNumber: "V10000", creditMemoDate: "2024-02-29" });
    expect(dated).toMatchObject({ creditMemoDate: "2024-02-29", dueDate: "2024-02-29" });
    expect([before, todayUtc()]).toContain(dated.postingDate);
  });

  it.each([
    ["creditMemoDate", "2024-02-30"],
    ["creditMemoDate", "2024-13-01"],
    ["postingDate", "2024/01/31"],
    ["postingDate", "31-01-2024"],
    ["dueDate", ""],
    ["dueDate", "2024-01-31T00:00:00Z"],
    ["dueDate", 20240131],
  ])("answers 400 BadRequest naming %s for %j", async (key, value) => {
    const reply = await post({ vendorNumber: "V10000", [key]: value });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain(`'${key}'`);
  });
});
