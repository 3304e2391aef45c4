import {
  DEFAULT_COMPANY_ID,
  SEED_CURRENCY_EUR,
  startEmulator,
  type CurrencyApiVersions,
  type Emulator,
} from "pulumi-bizops-emulator";
import { call, errorOf, type Json, recordsUrl } from "../support/emulator-client";

// The three services a client meets: Business Central 28 and later (API v1.0 removed, 2026 release
// wave 1, dev-itpro/upgrade/deprecated-features-w1.md), Business Central 15 and 16 (currencies on
// v1.0 only), and the versions between (both).

const currencies = (emulator: Emulator, version: string, id?: string): string =>
  recordsUrl(emulator, version, "currencies", id, DEFAULT_COMPANY_ID);

/** An emulator started to serve the currencies on `versions`, for the describe block. */
function serving(versions: CurrencyApiVersions | undefined): () => Emulator {
  let running: Emulator | undefined;
  beforeAll(async () => {
    running = await startEmulator(versions === undefined ? {} : { currencyApiVersions: versions });
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error("the emulator is not running yet");
    return running;
  };
}

/** Expects the answer a route the service does not have gets: 404 BadRequest_NotFound. */
function expectRemovedRoute(reply: { status: number; body: Json }): void {
  expect(reply.status).toBe(404);
  expect(errorOf(reply as Parameters<typeof errorOf>[0]).code).toBe("BadRequest_NotFound");
}

describe("currencies on both API versions (the default)", () => {
  const emulator = serving(undefined);

  it("serves the same currency, id and eTag on v1.0 and on v2.0", async () => {
    const older = await call("GET", currencies(emulator(), "v1.0", SEED_CURRENCY_EUR.id));
    const newer = await call("GET", currencies(emulator(), "v2.0", SEED_CURRENCY_EUR.id));
    expect(older.status).toBe(200);
    expect(newer.status).toBe(200);
    expect(newer.body.id).toBe(older.body.id);
    expect(newer.body["@odata.etag"]).toBe(older.body["@odata.etag"]);
  });
});

describe("currencies as Business Central 28 and later serves them (v2.0 only)", () => {
  const emulator = serving("v2.0");

  it("serves the currencies on v2.0", async () => {
    const reply = await call("GET", currencies(emulator(), "v2.0", SEED_CURRENCY_EUR.id));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: "EUR" });
  });

  it.each([
    ["GET", undefined],
    ["POST", undefined],
    ["GET", SEED_CURRENCY_EUR.id],
    ["PATCH", SEED_CURRENCY_EUR.id],
    ["DELETE", SEED_CURRENCY_EUR.id],
  ])("answers %s on the v1.0 path (record %s) as a route the service does not have", async (method, id) => {
    const body = method === "POST" || method === "PATCH" ? { code: "JPY" } : undefined;
    const reply = await call(method, currencies(emulator(), "v1.0", id), {
      ...(body ? { body } : {}),
      headers: { "If-Match": "*" },
    });
    expectRemovedRoute(reply);
  });

  it("creates nothing for a POST on the v1.0 path", async () => {
    await call("POST", currencies(emulator(), "v1.0"), { body: { code: "JPY" } });
    const listed = await call("GET", currencies(emulator(), "v2.0"));
    expect((listed.body.value as Json[]).map((currency) => currency.code)).not.toContain("JPY");
  });

  it("has no companies listing on v1.0 either, and keeps an extension's v1.0 API", async () => {
    expectRemovedRoute(await call("GET", `${emulator().url}/api/v1.0/companies`));
    expect((await call("GET", `${emulator().url}/api/v2.0/companies`)).status).toBe(200);
    const custom = await call(
      "GET",
      `${emulator().url}/api/bctech/demo/v1.0/companies(${DEFAULT_COMPANY_ID})/carBrands`,
    );
    expect(custom.status).toBe(200);
  });
});

describe("currencies as Business Central 15 and 16 serve them (v1.0 only)", () => {
  const emulator = serving("v1.0");

  it("serves the currencies on v1.0 and answers their v2.0 path as a route the service does not have", async () => {
    expect((await call("GET", currencies(emulator(), "v1.0"))).status).toBe(200);
    expectRemovedRoute(await call("GET", currencies(emulator(), "v2.0")));
    expectRemovedRoute(await call("GET", currencies(emulator(), "v2.0", SEED_CURRENCY_EUR.id)));
  });

  it("keeps the other entity sets it serves on v2.0", async () => {
    const reply = await call("GET", recordsUrl(emulator(), "v2.0", "vendors", undefined, DEFAULT_COMPANY_ID));
    expect(reply.status).toBe(200);
  });
});

describe("the currencyApiVersions option", () => {
  it("refuses a value that names no API versions, before the emulator starts", async () => {
    await expect(startEmulator({ currencyApiVersions: "v3.0" as CurrencyApiVersions })).rejects.toThrow(
      /currencyApiVersions must be "both", "v2.0" or "v1.0", not v3.0/,
    );
  });
});
