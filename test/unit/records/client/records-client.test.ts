import { ConcurrencyError, NotFoundError, ResponseShapeError } from "../../../../src/core/errors/errors";
import { collect } from "../../../../src/core/clients/paging";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { CompaniesClient } from "../../../../src/records/client/companies-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { filterEq } from "../../../../src/records/client/odata";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "e7089725-18dd-4891-8d70-98b93da42984";
const RECORD = {
  id: ID,
  code: "PRICE",
  displayName: "Price dispute",
  lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
  "@odata.etag": 'W/"JzE7YWJjOzAwOyc="',
};
const server = new ScriptedServer();
const elsewhere = new ScriptedServer();
let client: RecordsClient;

beforeAll(async () => {
  await server.start();
  await elsewhere.start();
  client = new RecordsClient(
    { baseUrl: server.url, credential: "records-token-1" },
    { clock: new FakeClock() },
  );
});
afterAll(async () => {
  await server.stop();
  await elsewhere.stop();
});

describe("RecordsClient", () => {
  it("creates with a POST of the fields to the company's collection", async () => {
    server.answer({ status: 201, body: RECORD });
    await client.create(DISPUTE_STATUS, COMPANY, { code: "PRICE", displayName: "Price dispute" });
    expect(server.received[0]).toMatchObject({
      method: "POST",
      url: `/api/v2.0/companies(${COMPANY})/disputeStatus`,
      body: '{"code":"PRICE","displayName":"Price dispute"}',
    });
    expect(server.received[0]?.headers.authorization).toBe("Bearer records-token-1");
  });

  it("sends only the changes, with the eTag in If-Match and never in the body", async () => {
    server.answer({ status: 200, body: { ...RECORD, displayName: "New" } });
    await client.update(
      DISPUTE_STATUS,
      { companyId: COMPANY, id: ID },
      { displayName: "New" },
      RECORD["@odata.etag"],
    );
    expect(server.received[0]).toMatchObject({
      method: "PATCH",
      url: `/api/v2.0/companies(${COMPANY})/disputeStatus(${ID})`,
    });
    expect(server.received[0]?.headers["if-match"]).toBe(RECORD["@odata.etag"]);
    expect(JSON.parse(server.received[0]?.body ?? "")).toEqual({ displayName: "New" });
  });

  it("asks for an English session on every request, so formulas and texts come back as read", async () => {
    server.answer(
      { status: 201, body: RECORD },
      { status: 200, body: RECORD },
      { status: 200, body: { value: [RECORD] } },
      { status: 200, body: RECORD },
      { status: 204 },
      { status: 200, body: { value: [] } },
    );
    const ref = { companyId: COMPANY, id: ID };
    await client.create(DISPUTE_STATUS, COMPANY, { code: "PRICE" });
    await client.get(DISPUTE_STATUS, ref);
    await collect(client.list(DISPUTE_STATUS, COMPANY));
    await client.update(DISPUTE_STATUS, ref, { displayName: "New" }, RECORD["@odata.etag"]);
    await client.delete(DISPUTE_STATUS, ref, RECORD["@odata.etag"]);
    await collect(new CompaniesClient({ baseUrl: server.url, credential: "records-token-1" }).companies());
    expect(server.received.map((r) => [r.method, r.headers["accept-language"]])).toEqual([
      ["POST", "en-US"],
      ["GET", "en-US"],
      ["GET", "en-US"],
      ["PATCH", "en-US"],
      ["DELETE", "en-US"],
      ["GET", "en-US"],
    ]);
  });

  it("treats 409 Request_EntityChanged as a stale eTag, naming the record and pulumi refresh", async () => {
    server.answer({
      status: 409,
      headers: { "x-svc-request-id": "req-9" },
      body: {
        error: { code: "Request_EntityChanged", message: "Another user has already changed the record." },
      },
    });
    const error = await client
      .update(DISPUTE_STATUS, { companyId: COMPANY, id: ID }, { displayName: "x" }, 'W/"old"')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ status: 409, serviceCode: "Request_EntityChanged", requestId: "req-9" });
    expect(String(error)).toContain(
      `The dispute status ${ID} in company ${COMPANY} was changed by someone else`,
    );
  });

  it("does not take another 409 for a stale eTag", async () => {
    server.answer({
      status: 409,
      body: { error: { code: "Internal_EntityWithSameKeyExists", message: "exists" } },
    });
    const error = await client
      .create(DISPUTE_STATUS, COMPANY, { code: "PRICE", displayName: "x" })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ConcurrencyError);
  });

  it("reports a record the service calls gone (404 Internal_RecordNotFound) as NotFound, with one request", async () => {
    server.answer({
      status: 404,
      body: { error: { code: "Internal_RecordNotFound", message: "The Dispute Status does not exist." } },
    });
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: "NotFound" });
    expect(server.received).toHaveLength(1);
  });

  it("confirms any other 404 against the collection: gone when the collection answers without it", async () => {
    server.answer(
      {
        status: 404,
        body: { error: { code: "BadRequest_ResourceNotFound", message: "Resource not found" } },
      },
      { status: 200, body: { value: [] } },
    );
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "NotFound", status: 404 });
    expect(server.received[1]?.url).toBe(
      `/api/v2.0/companies(${COMPANY})/disputeStatus?$filter=id%20eq%20${ID}`,
    );
  });

  it("takes the record from the collection when a 404 came for a record that is there", async () => {
    server.answer({ status: 404, body: {} }, { status: 200, body: { value: [RECORD] } });
    await expect(client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID })).resolves.toMatchObject({
      id: ID,
    });
  });

  it("keeps a 404 for a wrong path or company as Rejected, naming the path, when the collection does not answer either", async () => {
    const wrongCompany = {
      status: 404,
      body: { error: { code: "BadRequest_NotFound", message: "Bad Request - Error in query syntax" } },
    };
    server.answer(wrongCompany, wrongCompany);
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: "Rejected", status: 404, serviceCode: "BadRequest_NotFound" });
    expect(String(error)).toMatch(/404 for the path, not for the dispute status/);
  });

  it("does not take a wrong path for a delete done: the delete fails when the collection still holds the record", async () => {
    server.answer({ status: 404, body: {} }, { status: 200, body: { value: [RECORD] } });
    const error = await client
      .delete(DISPUTE_STATUS, { companyId: COMPANY, id: ID }, 'W/"x"')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Rejected", status: 404 });
  });

  it("reads a 412 as the precondition the service names, not as a change by someone else", async () => {
    server.answer({ status: 412, body: { error: { code: "BadRequest", message: "Precondition failed" } } });
    const error = await client
      .update(DISPUTE_STATUS, { companyId: COMPANY, id: ID }, { displayName: "x" }, 'W/"x"')
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ code: "Rejected", status: 412 });
  });

  it("rejects a record without its eTag as a response of the wrong shape, naming the field", async () => {
    const { "@odata.etag": _etag, ...withoutEtag } = RECORD;
    server.answer({ status: 200, body: withoutEtag });
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(String(error)).toMatch(/records.disputeStatus.get failed with HTTP 200: .*@odata.etag/);
  });

  describe("list", () => {
    const collection = `/api/v2.0/companies(${COMPANY})/disputeStatus`;

    it("sends the filter escaped, with %20 for spaces, and yields each page as parsed", async () => {
      server.answer({ status: 200, body: { value: [RECORD] } });
      const pages = await collect(
        client.list(DISPUTE_STATUS, COMPANY, { filter: filterEq("code", "O'NEIL") }),
      );
      expect(pages).toEqual([[RECORD]]);
      expect(server.received[0]?.method).toBe("GET");
      expect(server.received[0]?.url).toBe(`${collection}?$filter=code%20eq%20%27O%27%27NEIL%27`);
      expect(server.received[0]?.headers.authorization).toBe("Bearer records-token-1");
    });

    it("follows @odata.nextLink exactly as given until it is absent", async () => {
      const second = { ...RECORD, id: "0b7c1e2a-0000-4000-8000-000000000002", code: "B" };
      server.answer(
        {
          status: 200,
          body: { value: [RECORD], "@odata.nextLink": `${server.url}${collection}?$skiptoken=abc` },
        },
        { status: 200, body: { value: [second] } },
      );
      const pages = await collect(client.list(DISPUTE_STATUS, COMPANY));
      expect(pages).toEqual([[RECORD], [second]]);
      expect(server.received.map((r) => r.url)).toEqual([collection, `${collection}?$skiptoken=abc`]);
      expect(server.received[1]?.headers.authorization).toBe("Bearer records-token-1");
    });

    it("refuses a nextLink to another origin, naming both, and sends it nothing", async () => {
      server.answer({
        status: 200,
        body: { value: [RECORD], "@odata.nextLink": `${elsewhere.url}${collection}?$skiptoken=abc` },
      });
      elsewhere.answer();
      const error = await collect(client.list(DISPUTE_STATUS, COMPANY)).catch((e: unknown) => e);
      expect(String(error)).toContain(
        `a link to ${elsewhere.url}, but the credential is configured for ${server.url}`,
      );
      expect(elsewhere.received).toHaveLength(0);
    });

    it("rejects a page whose records lack their eTag, naming the field", async () => {
      const { "@odata.etag": _etag, ...withoutEtag } = RECORD;
      server.answer({ status: 200, body: { value: [withoutEtag] } });
      const error = await collect(client.list(DISPUTE_STATUS, COMPANY)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(String(error)).toMatch(/records.disputeStatus.list failed with HTTP 200: .*value.0.@odata.etag/);
    });

    it("asks for no further page once aborted", async () => {
      server.answer(
        {
          status: 200,
          body: { value: [RECORD], "@odata.nextLink": `${server.url}${collection}?$skiptoken=abc` },
        },
        { status: 200, body: { value: [] } },
      );
      const abort = new AbortController();
      const pages = client.list(DISPUTE_STATUS, COMPANY, { signal: abort.signal });
      await pages.next();
      abort.abort();
      await expect(pages.next()).rejects.toThrow();
      expect(server.received).toHaveLength(1);
    });
  });
});
