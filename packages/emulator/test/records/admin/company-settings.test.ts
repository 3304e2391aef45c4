/**
 * The company settings the records rules read (local currency, tax mode, Manual Nos., Link Doc. Date
 * To Posting Date), the admin routes that change them and the Post Code table, and the date formula
 * arithmetic behind due dates.
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { calcDate, normalizeDateFormula } from "../../../src/records/rules/date-formula";
import { admin, call, COMPANY, errorOf, recordsUrl, useEmulator } from "../../support/emulator-client";

const emulator = useEmulator();

/** The API Setup vendor template a company starts with. */
const DOMESTIC_TEMPLATE = { vendorPostingGroup: "DOMESTIC", genBusPostingGroup: "DOMESTIC" };

const settingsPath = (company: string): string => `companies/${company}/settings`;
const customers = (company = DEFAULT_COMPANY_ID): string =>
  recordsUrl(emulator, "v2.0", "customers", undefined, company);

describe("company settings: admin routes", () => {
  it("answers the demo company's settings: LCY USD, sales tax, manual numbers allowed, dates not linked", async () => {
    const reply = await admin(emulator, "GET", settingsPath(DEFAULT_COMPANY_ID));
    expect(reply.body).toEqual({
      lcyCode: "USD",
      taxMode: "salesTax",
      manualNos: {},
      linkDocDateToPostingDate: false,
      apiSetupVendorTemplate: DOMESTIC_TEMPLATE,
      vatBusPostingGroupPrice: "",
      globalDimension1Code: "DEPARTMENT",
      globalDimension2Code: "PROJECT",
      apiSetupTemplates: {},
      userSetupSalespersonCode: "",
    });
  });

  it("changes settings with PATCH, merging manualNos series by series", async () => {
    await admin(emulator, "PATCH", settingsPath(COMPANY), { manualNos: { cust: false } });
    const reply = await admin(emulator, "PATCH", settingsPath(COMPANY), {
      lcyCode: "nok",
      manualNos: { VEND: false },
    });
    expect(reply.body).toEqual({
      lcyCode: "NOK",
      taxMode: "salesTax",
      manualNos: { CUST: false, VEND: false },
      linkDocDateToPostingDate: false,
      apiSetupVendorTemplate: DOMESTIC_TEMPLATE,
      vatBusPostingGroupPrice: "",
      globalDimension1Code: "DEPARTMENT",
      globalDimension2Code: "PROJECT",
      apiSetupTemplates: {},
      userSetupSalespersonCode: "",
    });
  });

  it("turns Link Doc. Date To Posting Date on and off with PATCH, keeping the other settings", async () => {
    await admin(emulator, "PATCH", settingsPath(COMPANY), { lcyCode: "EUR" });
    const on = await admin(emulator, "PATCH", settingsPath(COMPANY), { linkDocDateToPostingDate: true });
    expect(on.body).toMatchObject({ lcyCode: "EUR", linkDocDateToPostingDate: true });
    await admin(emulator, "PATCH", settingsPath(COMPANY), { taxMode: "vat" });
    expect((await admin(emulator, "GET", settingsPath(COMPANY))).body).toMatchObject({
      taxMode: "vat",
      linkDocDateToPostingDate: true,
    });
    const off = await admin(emulator, "PATCH", settingsPath(COMPANY), { linkDocDateToPostingDate: false });
    expect(off.body.linkDocDateToPostingDate).toBe(false);
  });

  it.each(["true", 1, null])(
    "refuses linkDocDateToPostingDate %j by name, leaving it unchanged",
    async (value) => {
      const reply = await admin(emulator, "PATCH", settingsPath(COMPANY), {
        linkDocDateToPostingDate: value,
      });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).message).toContain("'linkDocDateToPostingDate'");
      expect((await admin(emulator, "GET", settingsPath(COMPANY))).body.linkDocDateToPostingDate).toBe(false);
    },
  );

  it("refuses an unknown setting and a bad value by name, and an unknown company with 404", async () => {
    expect(errorOf(await admin(emulator, "PATCH", settingsPath(COMPANY), { colour: 1 })).message).toContain(
      "'colour'",
    );
    expect(
      errorOf(await admin(emulator, "PATCH", settingsPath(COMPANY), { taxMode: "gst" })).message,
    ).toContain("'taxMode'");
    const unknown = await admin(emulator, "GET", settingsPath("0badc0de-0000-4000-8000-000000000001"));
    expect(unknown.status).toBe(404);
  });

  it("answers a stored blank currency as the new LCY code once the setting changes", async () => {
    const created = await call("POST", customers(), { body: { number: "L1", displayName: "Local" } });
    expect(created.body.currencyCode).toBe("USD");
    await admin(emulator, "PATCH", settingsPath(DEFAULT_COMPANY_ID), { lcyCode: "CAD" });
    const read = await call(
      "GET",
      recordsUrl(emulator, "v2.0", "customers", String(created.body.id), DEFAULT_COMPANY_ID),
    );
    expect(read.body.currencyCode).toBe("CAD");
    const stored = await admin(
      emulator,
      "GET",
      `records/${DEFAULT_COMPANY_ID}/customers/${String(created.body.id)}`,
    );
    expect(stored.body.currencyCode).toBe("");
  });

  it("lets an admin seed a number a series with Manual Nos. off would refuse a client", async () => {
    await admin(emulator, "PATCH", settingsPath(DEFAULT_COMPANY_ID), { manualNos: { CUST: false } });
    const seeded = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/customers`, {
      number: "SEEDED",
      displayName: "Seeded",
    });
    expect(seeded.status).toBe(201);
  });
});

describe("the Post Code table", () => {
  it("takes rows through the admin records route and applies them to the next write", async () => {
    await admin(emulator, "POST", `records/${COMPANY}/countriesRegions`, { code: "NO" });
    const row = { code: "0150", city: "Oslo", county: "Oslo", countryRegionCode: "NO" };
    expect((await admin(emulator, "POST", `records/${COMPANY}/postCodes`, row)).status).toBe(201);
    const created = await call("POST", customers(COMPANY), {
      body: { number: "P1", displayName: "Oslo", postalCode: "0150" },
    });
    expect(created.body).toMatchObject({ city: "Oslo", state: "Oslo", country: "NO" });
  });

  it("prefers the row of the record's own country when a code is in several countries", async () => {
    for (const code of ["US", "NO"])
      await admin(emulator, "POST", `records/${COMPANY}/countriesRegions`, { code });
    await admin(emulator, "POST", `records/${COMPANY}/postCodes`, {
      code: "1000",
      city: "Aalborg",
      countryRegionCode: "NO",
    });
    await admin(emulator, "POST", `records/${COMPANY}/postCodes`, {
      code: "1000",
      city: "Zeta",
      countryRegionCode: "US",
    });
    const created = await call("POST", customers(COMPANY), {
      body: { number: "P2", displayName: "Zeta", country: "US", postalCode: "1000" },
    });
    expect(created.body).toMatchObject({ city: "Zeta", country: "US" });
  });

  it("is not served on the API", async () => {
    const reply = await call("GET", recordsUrl(emulator, "v2.0", "postCodes", undefined, DEFAULT_COMPANY_ID));
    expect(errorOf(reply).code).toBe("BadRequest_ResourceNotFound");
  });
});

describe("API Setup vendor template", () => {
  const vendorsUrl = (company = DEFAULT_COMPANY_ID) =>
    recordsUrl(emulator, "v2.0", "vendors", undefined, company);
  const memosUrl = () => recordsUrl(emulator, "v2.0", "purchaseCreditMemos", undefined, DEFAULT_COMPANY_ID);
  const vendorRecord = async (id: unknown) =>
    (await admin(emulator, "GET", `records/${DEFAULT_COMPANY_ID}/vendors/${String(id)}`)).body;

  it("gives a vendor created through the API the template's posting groups (GraphMgtGeneralTools.Codeunit.al:116-128)", async () => {
    await admin(emulator, "PATCH", settingsPath(DEFAULT_COMPANY_ID), {
      apiSetupVendorTemplate: { vendorPostingGroup: "foreign", genBusPostingGroup: "EU" },
    });
    const created = await call("POST", vendorsUrl(), { body: { number: "VT1", displayName: "Templated" } });
    expect(await vendorRecord(created.body.id)).toMatchObject({
      vendorPostingGroup: "FOREIGN",
      genBusPostingGroup: "EU",
    });
    // The page does not show them.
    expect(created.body).not.toHaveProperty("vendorPostingGroup");
  });

  it("leaves the groups blank without a template, so that a memo for the vendor is refused with the TestField text", async () => {
    await admin(emulator, "PATCH", settingsPath(DEFAULT_COMPANY_ID), { apiSetupVendorTemplate: null });
    const created = await call("POST", vendorsUrl(), { body: { number: "VT2", displayName: "Bare" } });
    expect(await vendorRecord(created.body.id)).toMatchObject({
      vendorPostingGroup: "",
      genBusPostingGroup: "",
    });
    const memo = await call("POST", memosUrl(), { body: { vendorNumber: "VT2" } });
    expect([memo.status, errorOf(memo)]).toEqual([
      400,
      {
        code: "Application_FieldValidationException",
        message: "Vendor Posting Group must have a value in Vendor: No.=VT2. It cannot be zero or empty.",
      },
    ]);
  });

  it.each([5, "DOMESTIC", { vendorPostingGroup: "DOMESTIC" }])(
    "refuses apiSetupVendorTemplate %j by name",
    async (value) => {
      const reply = await admin(emulator, "PATCH", settingsPath(DEFAULT_COMPANY_ID), {
        apiSetupVendorTemplate: value,
      });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).message).toContain("'apiSetupVendorTemplate'");
    },
  );
});

describe("date formulas", () => {
  it.each([
    ["30D", "2024-01-31", "2024-03-01"],
    ["1M", "2024-01-31", "2024-02-29"],
    ["CM", "2024-02-10", "2024-02-29"],
    ["CM+10D", "2024-02-10", "2024-03-10"],
    ["-CM", "2024-02-10", "2024-02-01"],
    ["CW", "2024-02-07", "2024-02-11"],
    ["1Q", "2024-01-15", "2024-04-15"],
    ["WD1", "2024-02-07", "2024-02-12"],
    ["", "2024-02-07", "2024-02-07"],
    ["D15", "2024-02-07", "2024-02-15"],
    ["D15", "2024-02-20", "2024-03-15"],
    ["10D5D", "2024-02-07", "2024-02-22"],
    ["M3", "2024-05-10", "2025-03-01"],
  ])("calculates %j from %s as %s", (formula, date, expected) => {
    expect(calcDate(formula, date)).toBe(expected);
  });

  // The CalcDate page's example (MicrosoftDocs/dynamics365smb-devitpro-pb
  // dev-itpro/developer/methods-auto/system/system-calcdate-string-date-method.md): reference date 05/21/96.
  it.each([
    ["CQ+1M-10D", "1996-07-20"],
    ["-WD2", "1996-05-14"],
    ["CM+30D", "1996-06-30"],
  ])("calculates the CalcDate page's example %j from 1996-05-21 as %s", (formula, expected) => {
    expect(calcDate(formula, "1996-05-21")).toBe(expected);
  });

  it("formats a valid formula upper case, takes terms without a sign and refuses a fourth term", () => {
    expect(normalizeDateFormula("cm+10d")).toBe("CM+10D");
    expect(normalizeDateFormula("10d5d")).toBe("10D5D");
    expect(normalizeDateFormula("d12d")).toBe("D12D");
    expect(normalizeDateFormula("1D+1D+1D")).toBe("1D+1D+1D");
    expect(normalizeDateFormula("1D+1D+1D+1D")).toBeUndefined();
  });
});
