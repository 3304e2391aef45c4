import { DEFAULT_COMPANY_ID, SEED_CURRENCY_EUR, SEED_CURRENCY_GBP } from "pulumi-bizops-emulator";
import {
  call,
  currencyUrl,
  errorOf,
  GUID,
  type Json,
  recordsUrl,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

const WEAK_ETAG = /^W\/"[A-Za-z0-9+/]+=*"$/;
const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function createCurrency(body: Json): Promise<Json> {
  const reply = await call("POST", currencyUrl(emulator), { body });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

describe("currencies: read", () => {
  it("serves the seeded EUR and GBP on the v1.0 collection path, each with an @odata.etag", async () => {
    const reply = await call("GET", currencyUrl(emulator));
    expect(reply.status).toBe(200);
    const value = reply.body.value as Json[];
    expect(value).toEqual([
      expect.objectContaining({ ...SEED_CURRENCY_EUR, "@odata.etag": expect.stringMatching(WEAK_ETAG) }),
      expect.objectContaining({ ...SEED_CURRENCY_GBP, "@odata.etag": expect.stringMatching(WEAK_ETAG) }),
    ]);
    for (const item of value) expect(item.lastModifiedDateTime).toMatch(ISO_UTC_MS);
  });

  it("reads one currency by id", async () => {
    const reply = await call("GET", currencyUrl(emulator, SEED_CURRENCY_GBP.id));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: "GBP", displayName: "British Pound", symbol: "£" });
    expect(reply.body["@odata.context"]).toContain("currencies/$entity");
  });

  it("is served under v2.0 too, the same records as under v1.0 (page 30019 beside page 20019)", async () => {
    const reply = await call(
      "GET",
      recordsUrl(emulator, "v2.0", "currencies", undefined, DEFAULT_COMPANY_ID),
    );
    expect(reply.status).toBe(200);
    expect((reply.body.value as Json[]).map((currency) => currency.id)).toEqual([
      SEED_CURRENCY_EUR.id,
      SEED_CURRENCY_GBP.id,
    ]);
  });
});

describe("currencies: create", () => {
  it("creates a currency and fills displayName, the symbol its code has, amountDecimalPlaces and amountRoundingPrecision", async () => {
    const reply = await call("POST", currencyUrl(emulator), { body: { code: "USD" } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      code: "USD",
      displayName: "",
      symbol: "$",
      amountDecimalPlaces: "2:2",
      amountRoundingPrecision: 0.01,
    });
    expect(reply.body.id).toMatch(GUID);
    expect(reply.body.lastModifiedDateTime).toMatch(ISO_UTC_MS);
    expect(reply.body["@odata.etag"]).toMatch(WEAK_ETAG);
  });

  it("keeps the values given", async () => {
    const body = {
      code: "JPY",
      displayName: "Yen",
      symbol: "¥",
      amountDecimalPlaces: "0:0",
      amountRoundingPrecision: 1,
    };
    expect(await createCurrency(body)).toMatchObject(body);
  });

  it("answers 400 Internal_EntityWithSameKeyExists for a code the company already has", async () => {
    const reply = await call("POST", currencyUrl(emulator), { body: { code: "EUR" } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it.each([
    ["code", { displayName: "No code" }],
    ["code", { code: "" }],
    ["code", { code: "ABCDEFGHIJK" }],
    ["displayName", { code: "X1", displayName: "x".repeat(31) }],
    ["symbol", { code: "X2", symbol: "x".repeat(11) }],
    ["amountRoundingPrecision", { code: "X5", amountRoundingPrecision: "0.01" }],
  ])("answers 400 BadRequest naming %s for %j", async (field, body) => {
    const reply = await call("POST", currencyUrl(emulator), { body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain(`'${field}'`);
  });

  it("answers 400 BadRequest_PropertyNotFound for a property currencies do not have", async () => {
    const reply = await call("POST", currencyUrl(emulator), { body: { code: "X6", rate: 1.1 } });
    expect(errorOf(reply).code).toBe("BadRequest_PropertyNotFound");
    expect(errorOf(reply).message).toContain("'rate'");
  });
});

describe("currencies: amountDecimalPlaces", () => {
  const DECIMAL_PLACES_ERROR = {
    code: "Application_DialogException",
    message:
      "Enter one number or two numbers separated by a colon. The online Help for this field describes how you can fill in the field.",
  };

  it.each([
    ["2:2", "2:2"],
    ["2:5", "2:5"],
    ["0:0", "0:0"],
    ["2", "2"],
    ["02:05", "2:5"],
    ["9:9", "9:9"],
  ])("accepts %j and stores it as Format writes it, %j", async (amountDecimalPlaces, stored) => {
    const created = await createCurrency({ code: "OK", amountDecimalPlaces });
    expect(created.amountDecimalPlaces).toBe(stored);
  });

  it.each([["10:12"], ["5:2"], ["a:b"], ["2:2:2"], [""], [" 2:2"], ["-1:2"], ["10"]])(
    "answers CheckDecimalPlacesFormat's error for %j",
    async (amountDecimalPlaces) => {
      const reply = await call("POST", currencyUrl(emulator), { body: { code: "BAD", amountDecimalPlaces } });
      expect(errorOf(reply)).toEqual(DECIMAL_PLACES_ERROR);
    },
  );

  it("answers 400 BadRequest naming the field for a number", async () => {
    const reply = await call("POST", currencyUrl(emulator), {
      body: { code: "BAD", amountDecimalPlaces: 2 },
    });
    expect(errorOf(reply).code).toBe("BadRequest");
    expect(errorOf(reply).message).toContain("'amountDecimalPlaces'");
  });

  it("refuses an invalid value on update too and leaves the record unchanged", async () => {
    const url = currencyUrl(emulator, SEED_CURRENCY_EUR.id);
    const reply = await call("PATCH", url, {
      body: { amountDecimalPlaces: "3:1" },
      headers: { "If-Match": "*" },
    });
    expect(errorOf(reply)).toEqual(DECIMAL_PLACES_ERROR);
    expect((await call("GET", url)).body.amountDecimalPlaces).toBe("2:2");
  });
});

describe("currencies: update and delete", () => {
  it("updates displayName with the record's eTag and answers a new eTag", async () => {
    const before = await call("GET", currencyUrl(emulator, SEED_CURRENCY_EUR.id));
    const reply = await call("PATCH", currencyUrl(emulator, SEED_CURRENCY_EUR.id), {
      body: { displayName: "Euro (EMU)" },
      headers: { "If-Match": String(before.body["@odata.etag"]) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: SEED_CURRENCY_EUR.id, code: "EUR", displayName: "Euro (EMU)" });
    expect(reply.body["@odata.etag"]).not.toBe(before.body["@odata.etag"]);
  });

  it("renames a currency when code changes, keeping its id and freeing the old code", async () => {
    const reply = await call("PATCH", currencyUrl(emulator, SEED_CURRENCY_GBP.id), {
      body: { code: "GBX" },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: SEED_CURRENCY_GBP.id, code: "GBX", displayName: "British Pound" });
    expect((await call("GET", currencyUrl(emulator, SEED_CURRENCY_GBP.id))).body.code).toBe("GBX");
    expect((await createCurrency({ code: "GBP" })).id).not.toBe(SEED_CURRENCY_GBP.id);
  });

  it("refuses a rename onto a code another currency has", async () => {
    const reply = await call("PATCH", currencyUrl(emulator, SEED_CURRENCY_GBP.id), {
      body: { code: "EUR" },
      headers: { "If-Match": "*" },
    });
    expect(errorOf(reply).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it("applies the If-Match rules: missing is 400 BadRequest_InvalidToken, stale is 409", async () => {
    const url = currencyUrl(emulator, SEED_CURRENCY_EUR.id);
    const stale = String((await call("GET", url)).body["@odata.etag"]);
    expect(errorOf(await call("PATCH", url, { body: { symbol: "E" } })).code).toBe("BadRequest_InvalidToken");
    await call("PATCH", url, { body: { symbol: "E" }, headers: { "If-Match": stale } });
    const reply = await call("PATCH", url, { body: { symbol: "EU" }, headers: { "If-Match": stale } });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).code).toBe("Request_EntityChanged");
  });

  it("deletes a currency with its eTag, after which it is gone", async () => {
    const created = await createCurrency({ code: "CHF" });
    const url = currencyUrl(emulator, String(created.id));
    const reply = await call("DELETE", url, { headers: { "If-Match": String(created["@odata.etag"]) } });
    expect(reply.status).toBe(204);
    expect(errorOf(await call("GET", url)).code).toBe("Internal_RecordNotFound");
  });
});
