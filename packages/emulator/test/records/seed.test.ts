import {
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
  startEmulator,
} from "pulumi-bizops-emulator";
import {
  admin,
  call,
  COMPANY,
  createMemo,
  currencyUrl,
  disputeStatusUrl,
  errorOf,
  type Json,
  memoUrl,
  recordsUrl,
  useEmulator,
} from "../support/emulator-client";

const emulator = useEmulator();

const UNKNOWN_COMPANY = "0badc0de-1111-4222-8333-444455556666";

describe("companies: unknown company", () => {
  it.each([
    ["GET", "the collection", undefined],
    ["POST", "the collection", undefined],
    ["GET", "a record", "00000000-0000-0000-0000-000000000001"],
    ["PATCH", "a record", "00000000-0000-0000-0000-000000000001"],
    ["DELETE", "a record", "00000000-0000-0000-0000-000000000001"],
  ])(
    "answers %s on %s of an unknown company with 404 BadRequest_NotFound naming it",
    async (method, _l, id) => {
      const reply = await call(method, disputeStatusUrl(emulator, id, UNKNOWN_COMPANY), {
        body: method === "GET" || method === "DELETE" ? undefined : { code: "X" },
        headers: { "If-Match": "*" },
      });
      expect(reply.status).toBe(404);
      expect(errorOf(reply)).toEqual({
        code: "BadRequest_NotFound",
        message: `The company '${UNKNOWN_COMPANY}' does not exist.`,
      });
    },
  );

  it("answers the same for currencies and memos", async () => {
    for (const url of [
      currencyUrl(emulator, undefined, UNKNOWN_COMPANY),
      memoUrl(emulator, undefined, UNKNOWN_COMPANY),
    ]) {
      expect(errorOf(await call("GET", url)).code).toBe("BadRequest_NotFound");
    }
  });

  it("answers Internal_RecordNotFound for an unknown record of a known company", async () => {
    const reply = await call("GET", memoUrl(emulator, "00000000-0000-0000-0000-000000000001"));
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("Internal_RecordNotFound");
  });

  it("finds a company whatever the case of its id", async () => {
    const reply = await call("GET", currencyUrl(emulator, undefined, DEFAULT_COMPANY_ID.toUpperCase()));
    expect(reply.status).toBe(200);
  });
});

describe("companies: admin", () => {
  it("adds an empty company with POST /_admin/companies and seed empty, answering 201", async () => {
    const id = "12345678-aaaa-4bbb-8ccc-1234567890ab";
    const reply = await admin(emulator, "POST", "companies", { id, name: "Contoso", seed: "empty" });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id, name: "Contoso" });
    expect((await call("GET", currencyUrl(emulator, undefined, id))).body.value).toEqual([]);
  });

  it("seeds a new company like the demo company, each record with an id of its own", async () => {
    const reply = await admin(emulator, "POST", "companies", { name: "CRONUS PROD" });
    expect(reply.status).toBe(201);
    const id = reply.body.id as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const currencies = (await call("GET", currencyUrl(emulator, undefined, id))).body.value as Json[];
    expect(currencies.map((item) => item.code)).toEqual(["EUR", "GBP"]);
    expect(currencies.map((item) => item.id)).not.toContain(SEED_CURRENCY_EUR.id);
    const vendors = (await call("GET", recordsUrl(emulator, "v2.0", "vendors", undefined, id))).body
      .value as Json[];
    expect(vendors.map((item) => [item.number, item.displayName])).toEqual([
      [SEED_VENDOR_FABRIKAM.number, SEED_VENDOR_FABRIKAM.displayName],
      [SEED_VENDOR_FIRST_UP.number, SEED_VENDOR_FIRST_UP.displayName],
    ]);
    const values = (await call("GET", recordsUrl(emulator, "v2.0", "dimensionValues", undefined, id))).body
      .value as Json[];
    const dimensions = (await call("GET", recordsUrl(emulator, "v2.0", "dimensions", undefined, id))).body
      .value as Json[];
    const department = dimensions.find((item) => item.code === "DEPARTMENT");
    expect(values.filter((item) => item.dimensionId === department?.id).map((item) => item.code)).toEqual([
      "ADM",
      "PROD",
      "SALES",
    ]);
  });

  it("lists companies with GET /_admin/companies, the default one first", async () => {
    const reply = await admin(emulator, "GET", "companies");
    expect(reply.body.value).toEqual([
      { id: DEFAULT_COMPANY_ID, name: DEFAULT_COMPANY_NAME },
      { id: COMPANY, name: "Test company" },
    ]);
  });

  it.each([
    ["an id that is taken", { id: DEFAULT_COMPANY_ID, name: "Again" }, "Internal_EntityWithSameKeyExists"],
    [
      "an id that is taken in another case",
      { id: DEFAULT_COMPANY_ID.toUpperCase() },
      "Internal_EntityWithSameKeyExists",
    ],
    ["an id that is not a GUID", { id: "acme", name: "Acme" }, "BadRequest"],
    ["a seed it does not know", { name: "Acme", seed: "full" }, "BadRequest"],
    ["an unknown property", { id: UNKNOWN_COMPANY, colour: "red" }, "BadRequest"],
  ])("answers 400 for %s", async (_label, body, code) => {
    const reply = await admin(emulator, "POST", "companies", body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(code);
  });

  it("answers 404 to a seed into an unknown company and creates neither the record nor the company", async () => {
    const reply = await admin(emulator, "POST", `records/${UNKNOWN_COMPANY}/disputeStatus`, { code: "X" });
    expect(reply.status).toBe(404);
    expect(errorOf(reply).message).toBe(`The company '${UNKNOWN_COMPANY}' does not exist.`);
    expect((await call("GET", disputeStatusUrl(emulator, undefined, UNKNOWN_COMPANY))).status).toBe(404);
    expect((await admin(emulator, "GET", "companies")).body.value).toHaveLength(2);
  });
});

describe("seed", () => {
  it("starts a fresh emulator with the default company, its vendors and currencies, and no dispute statuses", async () => {
    const fresh = await startEmulator();
    try {
      const currencies = await call("GET", currencyUrl(fresh));
      expect((currencies.body.value as Json[]).map((item) => item.code)).toEqual(["EUR", "GBP"]);
      expect((await call("GET", disputeStatusUrl(fresh, undefined, DEFAULT_COMPANY_ID))).body.value).toEqual(
        [],
      );
      expect((await call("GET", memoUrl(fresh))).body.value).toEqual([]);
      const vendor = await admin(
        fresh,
        "GET",
        `records/${DEFAULT_COMPANY_ID}/vendors/${SEED_VENDOR_FABRIKAM.id}`,
      );
      expect(vendor.body).toMatchObject(SEED_VENDOR_FABRIKAM);
    } finally {
      await fresh.close();
    }
  });

  it("restores the seed on POST /_admin/reset, undoing changes to seeded records and the number series", async () => {
    await call("PATCH", currencyUrl(emulator, SEED_CURRENCY_GBP.id), {
      body: { code: "GBX", displayName: "Pence" },
      headers: { "If-Match": "*" },
    });
    await call("DELETE", currencyUrl(emulator, SEED_CURRENCY_EUR.id), { headers: { "If-Match": "*" } });
    await admin(emulator, "DELETE", `records/${DEFAULT_COMPANY_ID}/vendors/${SEED_VENDOR_FIRST_UP.id}`);
    await createMemo(emulator);
    await call("POST", disputeStatusUrl(emulator, undefined, DEFAULT_COMPANY_ID), { body: { code: "D" } });

    expect((await admin(emulator, "POST", "reset")).status).toBe(204);

    const currencies = (await call("GET", currencyUrl(emulator))).body.value as Json[];
    expect(currencies).toEqual([
      expect.objectContaining(SEED_CURRENCY_EUR),
      expect.objectContaining(SEED_CURRENCY_GBP),
    ]);
    const vendor = await admin(
      emulator,
      "GET",
      `records/${DEFAULT_COMPANY_ID}/vendors/${SEED_VENDOR_FIRST_UP.id}`,
    );
    expect(vendor.body).toMatchObject(SEED_VENDOR_FIRST_UP);
    expect((await call("GET", memoUrl(emulator))).body.value).toEqual([]);
    expect((await call("GET", disputeStatusUrl(emulator, undefined, DEFAULT_COMPANY_ID))).body.value).toEqual(
      [],
    );
    expect((await createMemo(emulator)).number).toBe("PCM-00001");
    expect((await call("GET", currencyUrl(emulator, undefined, COMPANY))).status).toBe(404);
  });
});

describe("vendors", () => {
  it("seeds a vendor through the admin route that memos can then name", async () => {
    const seeded = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/vendors`, {
      number: "V30000",
      displayName: "Graphic Design Institute",
      addressLine1: "51 Radcliff Street",
      city: "Miami",
      country: "US",
    });
    expect(seeded.status).toBe(201);
    expect(seeded.body).toMatchObject({ number: "V30000", addressLine2: "", state: "" });
    const memo = await createMemo(emulator, { vendorNumber: "V30000" });
    expect(memo).toMatchObject({
      vendorId: seeded.body.id,
      vendorName: "Graphic Design Institute",
      buyFromAddressLine1: "51 Radcliff Street",
      buyFromCity: "Miami",
      buyFromState: "",
    });
  });

  it("gives a vendor without a number the next number of the series, and refuses a number the company has", async () => {
    const path = `records/${DEFAULT_COMPANY_ID}/vendors`;
    expect((await admin(emulator, "POST", path, { displayName: "No number" })).body.number).toBe("V00001");
    expect(errorOf(await admin(emulator, "POST", path, { number: "V10000" })).code).toBe(
      "Internal_EntityWithSameKeyExists",
    );
  });

  it("is served on the public API, and a vendor created there is one memos can name", async () => {
    const url = recordsUrl(emulator, "v2.0", "vendors", undefined, DEFAULT_COMPANY_ID);
    const list = await call("GET", url);
    expect(list.status).toBe(200);
    expect((list.body.value as Array<{ number: string }>).map((v) => v.number)).toEqual(["V10000", "V20000"]);
    const created = await call("POST", url, {
      body: { displayName: "Wide World Importers", postalCode: "98052" },
    });
    expect(created.status).toBe(201);
    const memo = await createMemo(emulator, { vendorId: created.body.id });
    expect(memo).toMatchObject({ vendorNumber: created.body.number, buyFromPostCode: "98052" });
  });
});
