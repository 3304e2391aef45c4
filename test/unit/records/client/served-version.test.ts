import { collect } from "../../../../src/core/clients/paging";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { CURRENCY, DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

// Which API version the records client reads and writes currencies on: v2.0 where the service
// serves it, v1.0 where it answers that v2.0's route is not served (Business Central 15 and 16),
// found once per records URL and company; or the version the currencyApiVersion setting names.

const ID = "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1";
const EUR = {
  id: ID,
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
  lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
  "@odata.etag": 'W/"JzE7YWJjOzAwOyc="',
};
// The answer of a route the service does not have: Business Central's ODataNotFoundException
// (dev-itpro/webservices/dynamics-error-codes.md, MicrosoftDocs/dynamics365smb-devitpro-pb).
const NO_ROUTE = {
  status: 404,
  body: {
    error: {
      code: "BadRequest_NotFound",
      message: "No HTTP resource was found that matches the request URI.  CorrelationId:  1b2c.",
    },
  },
};
const RECORD_GONE = {
  status: 404,
  body: {
    error: {
      code: "Internal_RecordNotFound",
      message: "The Currency does not exist.  CorrelationId:  1b2c.",
    },
  },
};
const server = new ScriptedServer();
let companies = 0;

/** A company id no other test used: what the client found is remembered per URL and company. */
function freshCompany(): string {
  companies += 1;
  return `5d115c9c-44e3-ea11-bb43-${String(companies).padStart(12, "0")}`;
}

const client = (explicit: Record<string, string> = {}, env: Record<string, string> = {}) =>
  RecordsClient.fromSources(
    { explicit: { recordsUrl: server.url, recordsToken: "records-token-1", ...explicit }, env },
    { clock: new FakeClock() },
  );
const paths = () => server.received.map((request) => `${request.method} ${request.url.replace(/\?.*/, "")}`);

beforeAll(() => server.start());
afterAll(() => server.stop());

describe("the API version of currencies", () => {
  it("is v2.0 where the service serves it, with one request and no probe", async () => {
    const company = freshCompany();
    server.answer({ status: 200, body: EUR });
    await expect(client().get(CURRENCY, { companyId: company, id: ID })).resolves.toMatchObject({
      code: "EUR",
    });
    expect(paths()).toEqual([`GET /api/v2.0/companies(${company})/currencies(${ID})`]);
  });

  it("is v1.0 after one refused request where only v1.0 is served, and stays so for the URL and company", async () => {
    const company = freshCompany();
    server.answer(NO_ROUTE, { status: 200, body: EUR }, { status: 200, body: { value: [EUR] } });
    const first = client();
    await expect(first.get(CURRENCY, { companyId: company, id: ID })).resolves.toMatchObject({ code: "EUR" });
    // Another client of the process (another resource, a function) finds it remembered.
    await expect(collect(client().list(CURRENCY, company))).resolves.toHaveLength(1);
    expect(paths()).toEqual([
      `GET /api/v2.0/companies(${company})/currencies(${ID})`,
      `GET /api/v1.0/companies(${company})/currencies(${ID})`,
      `GET /api/v1.0/companies(${company})/currencies`,
    ]);
  });

  it("is found again for another company of the same URL", async () => {
    const [one, other] = [freshCompany(), freshCompany()];
    server.answer(NO_ROUTE, { status: 200, body: { value: [] } }, { status: 200, body: { value: [] } });
    await collect(client().list(CURRENCY, one));
    await collect(client().list(CURRENCY, other));
    expect(paths()).toEqual([
      `GET /api/v2.0/companies(${one})/currencies`,
      `GET /api/v1.0/companies(${one})/currencies`,
      `GET /api/v2.0/companies(${other})/currencies`,
    ]);
  });

  it("stays v2.0 when v2.0 says the record is gone, which is no sign of an unserved route", async () => {
    const company = freshCompany();
    server.answer(RECORD_GONE);
    await expect(client().get(CURRENCY, { companyId: company, id: ID })).rejects.toMatchObject({
      code: "NotFound",
    });
    expect(paths()).toEqual([`GET /api/v2.0/companies(${company})/currencies(${ID})`]);
  });

  it("stays v2.0 when v2.0 does not know the key (BadRequest_ResourceNotFound), checking the record on v2.0 only", async () => {
    const company = freshCompany();
    server.answer(
      {
        status: 404,
        body: {
          error: {
            code: "BadRequest_ResourceNotFound",
            message: "Resource not found for the segment 'currencies'.",
          },
        },
      },
      { status: 200, body: { value: [] } },
    );
    await expect(
      client().delete(CURRENCY, { companyId: company, id: ID }, EUR["@odata.etag"]),
    ).rejects.toMatchObject({
      code: "NotFound",
    });
    expect(paths()).toEqual([
      `DELETE /api/v2.0/companies(${company})/currencies(${ID})`,
      `GET /api/v2.0/companies(${company})/currencies`,
    ]);
  });

  it("is v1.0 when a v2.0 collection read answers that the route does not know the entity set", async () => {
    const company = freshCompany();
    server.answer(
      {
        status: 404,
        body: {
          error: {
            code: "BadRequest_ResourceNotFound",
            message: "Resource not found for the segment 'currencies'.",
          },
        },
      },
      { status: 200, body: { value: [EUR] } },
    );
    await expect(collect(client().list(CURRENCY, company))).resolves.toHaveLength(1);
    expect(paths()).toEqual([
      `GET /api/v2.0/companies(${company})/currencies`,
      `GET /api/v1.0/companies(${company})/currencies`,
    ]);
  });

  it("names both versions tried when neither serves the route, and remembers neither", async () => {
    const company = freshCompany();
    server.answer(NO_ROUTE, NO_ROUTE, NO_ROUTE);
    await expect(collect(client().list(CURRENCY, company))).rejects.toMatchObject({
      code: "Rejected",
      hint: expect.stringContaining(
        "that the service serves currencies (API v2.0 and API v1.0 were tried, and both answered 404)",
      ),
    });
    await expect(collect(client().list(CURRENCY, company))).rejects.toThrow();
    expect(paths()[2]).toBe(`GET /api/v2.0/companies(${company})/currencies`);
  });

  it("sends a create refused for its route once more on v1.0, and no more", async () => {
    const company = freshCompany();
    server.answer(NO_ROUTE, { status: 201, body: EUR });
    await expect(client().create(CURRENCY, company, { code: "EUR" })).resolves.toMatchObject({ id: ID });
    expect(paths()).toEqual([
      `POST /api/v2.0/companies(${company})/currencies`,
      `POST /api/v1.0/companies(${company})/currencies`,
    ]);
    expect(server.received.map((request) => request.body)).toEqual(['{"code":"EUR"}', '{"code":"EUR"}']);
  });

  it("never sends a create again after an answer that may mean it made a record", async () => {
    const company = freshCompany();
    server.answer({ status: 500, body: { error: { code: "Internal_ServerError", message: "Failed." } } });
    await expect(client().create(CURRENCY, company, { code: "EUR" })).rejects.toMatchObject({
      code: "ServiceFailure",
    });
    expect(paths()).toEqual([`POST /api/v2.0/companies(${company})/currencies`]);
  });

  it("updates on v1.0 with the eTag it was given, once v1.0 is found", async () => {
    const company = freshCompany();
    server.answer(NO_ROUTE, { status: 200, body: { ...EUR, displayName: "Euro (EUR)" } });
    await client().update(
      CURRENCY,
      { companyId: company, id: ID },
      { displayName: "Euro (EUR)" },
      EUR["@odata.etag"],
    );
    expect(paths()).toEqual([
      `PATCH /api/v2.0/companies(${company})/currencies(${ID})`,
      `PATCH /api/v1.0/companies(${company})/currencies(${ID})`,
    ]);
    expect(server.received.map((request) => request.headers["if-match"])).toEqual([
      EUR["@odata.etag"],
      EUR["@odata.etag"],
    ]);
  });

  it("remembers v1.0 once its page refuses an update for a stale eTag, which v2.0's route could not", async () => {
    const company = freshCompany();
    const changed = {
      status: 409,
      body: {
        error: { code: "Request_EntityChanged", message: "Another user has already changed the record." },
      },
    };
    server.answer(NO_ROUTE, changed, { status: 200, body: EUR });
    const ref = { companyId: company, id: ID };
    await expect(
      client().update(CURRENCY, ref, { displayName: "Euro" }, EUR["@odata.etag"]),
    ).rejects.toMatchObject({
      code: "ConcurrentChange",
    });
    await client().get(CURRENCY, ref);
    expect(paths()).toEqual([
      `PATCH /api/v2.0/companies(${company})/currencies(${ID})`,
      `PATCH /api/v1.0/companies(${company})/currencies(${ID})`,
      `GET /api/v1.0/companies(${company})/currencies(${ID})`,
    ]);
  });

  it.each([
    ["v1.0", { currencyApiVersion: "v1.0" }, {}],
    ["v2.0", {}, { BIZOPS_CURRENCY_API_VERSION: "v2.0" }],
  ])("is %s when the setting names it, with no probe", async (version, explicit, env) => {
    const company = freshCompany();
    server.answer(NO_ROUTE);
    await expect(collect(client(explicit, env).list(CURRENCY, company))).rejects.toMatchObject({
      hint: expect.stringContaining(
        `that the API ${version}, which the currencyApiVersion setting names, serves currencies`,
      ),
    });
    expect(paths()).toEqual([`GET /api/${version}/companies(${company})/currencies`]);
  });

  it("refuses a setting that names no version, by name, before any request", async () => {
    server.answer();
    await expect(
      collect(client({}, { BIZOPS_CURRENCY_API_VERSION: "2.0" }).list(CURRENCY, freshCompany())),
    ).rejects.toMatchObject({
      code: "InvalidSettings",
      message: expect.stringContaining(
        'the currencyApiVersion setting (read from the environment variable BIZOPS_CURRENCY_API_VERSION) must be one of "v2.0", "v1.0", not "2.0"',
      ),
    });
    expect(server.received).toHaveLength(0);
  });

  it("leaves a type served on one version alone: a 404 for its route is the error", async () => {
    server.answer(NO_ROUTE);
    await expect(collect(client().list(DISPUTE_STATUS, freshCompany()))).rejects.toMatchObject({
      hint: expect.stringContaining("that the API v2.0 serves disputeStatus"),
    });
    expect(server.received).toHaveLength(1);
  });
});
