/**
 * The records service's real answers (see fixtures/records/) replayed through the package's
 * public API: the list functions of `pulumi-bizops` and the RecordsClient of `pulumi-bizops/clients`.
 */
import { isBizopsError, records, type BizopsError, type RequestError } from "../../src";
import { CREDIT_MEMO, CURRENCY, DISPUTE_STATUS, RecordsClient } from "../../src/clients";
import { FakeClock } from "../support/fake-clock";
import { keysOf } from "./fixtures/fixture";
import { companiesPage, companyProperties, docsCompany } from "./fixtures/records/companies";
import {
  currencyGet,
  currencyGetV2,
  currencyListPage,
  currencyListPageV2,
  currencyUpdated,
} from "./fixtures/records/currency";
import {
  disputeStatusCreated,
  disputeStatusCreateRequest,
  disputeStatusDeleted,
  disputeStatusFields,
  disputeStatusGet,
  disputeStatusListPages,
  disputeStatusUpdated,
  disputeStatusUpdateRequest,
  DOCS_COMPANY_ID,
  ETAG_BEFORE,
  QUALITY_ID,
} from "./fixtures/records/dispute-status";
import {
  badRequestNotFound,
  entityChanged,
  entityWithSameKeyExists,
  invalidToken,
  recordNotFound,
  resourceNotFound,
  routeNotFound,
  serviceUnavailable,
  tooManyRequests,
} from "./fixtures/records/errors";
import { creditMemoFields, creditMemoGet } from "./fixtures/records/purchase-credit-memo";
import { ReplayServer } from "./replay-server";

const TOKEN = "contract-records-token";
const QUALITY = { companyId: DOCS_COMPANY_ID, id: QUALITY_ID };
const ITEM_PATH = `/api/v2.0/companies(${DOCS_COMPANY_ID})/disputeStatus(${QUALITY_ID})`;
const COLLECTION_PATH = `/api/v2.0/companies(${DOCS_COMPANY_ID})/disputeStatus`;

const server = new ReplayServer();
let clock: FakeClock;
let client: RecordsClient;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  clock = new FakeClock();
  // Jitter pinned to its low end and a 30 s budget, so the retry ladder's steps can be counted.
  client = new RecordsClient(
    { baseUrl: server.url, credential: TOKEN },
    { clock, random: () => 0, retry: { maxElapsedMs: 30_000 } },
  );
});

const settings = () => ({ recordsUrl: server.url, recordsToken: TOKEN });

/** The rejection of `promise`, which must be one of the package's errors. */
async function failure(promise: Promise<unknown>): Promise<BizopsError & Partial<RequestError>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isBizopsError(error)) throw new Error(`expected a BizopsError, got ${String(error)}`);
  return error;
}

/** A fixture's record without its `@odata.context`, as a list item or a client result holds it. */
function recordOf(body: Record<string, unknown>): Record<string, unknown> {
  const { "@odata.context": _context, ...record } = body;
  return record;
}

describe("records list functions on the real answers", () => {
  it("list the companies of the environment on the documented route, every property of the company kept", async () => {
    server.replay(companiesPage);
    const { value } = await records.listCompanies({ settings: settings() });
    expect(value).toEqual([docsCompany]);
    expect(keysOf(value[0])).toEqual([...companyProperties].sort());
    expect(server.requestLines()).toEqual(["GET /api/v2.0/companies"]);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("says to check recordsUrl when the companies route answers 404", async () => {
    server.replay(resourceNotFound);
    const error = await failure(records.listCompanies({ settings: settings() }));
    expect(error.code).toBe("Rejected");
    // Given in the function's settings, the URL is named as read from there.
    expect(String(error)).toContain("check the recordsUrl setting (read from settings.recordsUrl");
    expect(String(error)).toContain("without /api/v2.0");
  });

  it("list dispute statuses from every page: the page's three fields and the eTag, no lastModifiedDateTime", async () => {
    server.replay(...disputeStatusListPages(server.url));
    const { value } = await records.listDisputeStatuses({ companyId: DOCS_COMPANY_ID, settings: settings() });
    expect(value.map((r) => r.code)).toEqual(["QUALITY", "INVEST"]);
    expect(keysOf(value[0])).toEqual(["@odata.etag", ...disputeStatusFields].sort());
    expect(value[0]).toEqual(recordOf(disputeStatusGet.body));
    expect(value[0]?.lastModifiedDateTime).toBeUndefined();
    expect(server.requestLines()).toEqual([
      `GET ${COLLECTION_PATH}`,
      `GET ${COLLECTION_PATH}?$skiptoken=${QUALITY_ID}`,
    ]);
    expect(server.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("list currencies on the v2.0 path with every documented field, with no other request", async () => {
    server.replay(currencyListPageV2());
    const { value } = await records.listCurrencies({ companyId: DOCS_COMPANY_ID, settings: settings() });
    expect(value).toEqual([recordOf(currencyGetV2.body)]);
    expect(server.requestLines()).toEqual([`GET /api/v2.0/companies(${DOCS_COMPANY_ID})/currencies`]);
  });

  it("list currencies on the v1.0 path, the placeholder id included, where the v2.0 route is not served", async () => {
    // A company of its own: the version found is remembered per URL and company for the process.
    const company = "6e2f1a3b-55f4-eb11-bb43-000d3a2feca1";
    server.replay(routeNotFound, currencyListPage(company));
    const { value } = await records.listCurrencies({ companyId: company, settings: settings() });
    expect(value).toEqual([recordOf(currencyGet.body)]);
    expect(server.requestLines()).toEqual([
      `GET /api/v2.0/companies(${company})/currencies`,
      `GET /api/v1.0/companies(${company})/currencies`,
    ]);
  });

  it("list purchase credit memos with every field of the API page, vendorCreditMemoNumber included", async () => {
    server.replay({
      ...creditMemoGet,
      body: { "@odata.context": "https://example.invalid/$metadata", value: [recordOf(creditMemoGet.body)] },
    });
    const { value } = await records.listPurchaseCreditMemos({
      companyId: DOCS_COMPANY_ID,
      filter: "status eq 'Paid'",
      settings: settings(),
    });
    expect(keysOf(value[0])).toEqual(["@odata.etag", ...creditMemoFields].sort());
    expect(value[0]).toMatchObject({ number: "108001", status: "Paid", vendorCreditMemoNumber: "107001" });
  });
});

describe("RecordsClient on the real answers", () => {
  it("reads a dispute status that has no lastModifiedDateTime, with its fields and eTag", async () => {
    server.replay(disputeStatusGet);
    const record = await client.get(DISPUTE_STATUS, QUALITY);
    expect(record).toEqual(disputeStatusGet.body);
    expect(record.lastModifiedDateTime).toBeUndefined();
    expect(server.requestLines()).toEqual([`GET ${ITEM_PATH}`]);
  });

  it("creates with a POST of the documented body and takes the 201 record", async () => {
    server.replay(disputeStatusCreated);
    const record = await client.create(DISPUTE_STATUS, DOCS_COMPANY_ID, disputeStatusCreateRequest);
    expect(record).toEqual(disputeStatusCreated.body);
    expect(server.requests[0]).toMatchObject({ method: "POST", url: COLLECTION_PATH });
    expect(JSON.parse(server.requests[0]!.body)).toEqual(disputeStatusCreateRequest);
  });

  it("updates with the eTag in If-Match and only the changed field, and takes the new eTag", async () => {
    server.replay(disputeStatusUpdated);
    const record = await client.update(DISPUTE_STATUS, QUALITY, disputeStatusUpdateRequest, ETAG_BEFORE);
    expect(record["@odata.etag"]).toBe(disputeStatusUpdated.body["@odata.etag"]);
    expect(record.displayName).toBe("Disputed invoices due to quality");
    expect(server.requests[0]?.headers["if-match"]).toBe(ETAG_BEFORE);
    expect(JSON.parse(server.requests[0]!.body)).toEqual(disputeStatusUpdateRequest);
  });

  it("deletes on a 204 with no body", async () => {
    server.replay(disputeStatusDeleted);
    await expect(client.delete(DISPUTE_STATUS, QUALITY, ETAG_BEFORE)).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: "DELETE", url: ITEM_PATH });
  });

  it("reads a currency (v2.0) and a purchase credit memo as documented", async () => {
    server.replay(currencyGetV2, creditMemoGet);
    const currency = await client.get(CURRENCY, { companyId: DOCS_COMPANY_ID, id: currencyGetV2.body.id });
    expect(currency).toEqual(currencyGetV2.body);
    expect(server.requestLines()[0]).toBe(
      `GET /api/v2.0/companies(${DOCS_COMPANY_ID})/currencies(${currencyGetV2.body.id})`,
    );
    const memo = await client.get(CREDIT_MEMO, { companyId: DOCS_COMPANY_ID, id: creditMemoGet.body.id });
    expect(memo).toEqual(creditMemoGet.body);
  });

  it("updates a currency on the v1.0 path the setting names with only the changed field, as the v1.0 update example", async () => {
    server.replay(currencyUpdated);
    const ref = { companyId: DOCS_COMPANY_ID, id: QUALITY_ID };
    const onV1 = RecordsClient.fromSources({ explicit: { ...settings(), currencyApiVersion: "v1.0" } });
    const record = await onV1.update(CURRENCY, ref, { displayName: "United States Dollar" }, ETAG_BEFORE);
    expect(record).toEqual(currencyUpdated.body);
    expect(server.requests[0]).toMatchObject({
      method: "PATCH",
      url: `/api/v1.0/companies(${DOCS_COMPANY_ID})/currencies(${QUALITY_ID})`,
    });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ displayName: "United States Dollar" });
  });

  it("says NotFound for Internal_RecordNotFound, at once and without another request", async () => {
    server.replay(recordNotFound);
    const error = await failure(client.get(DISPUTE_STATUS, QUALITY));
    expect(error).toMatchObject({ code: "NotFound", status: 404, serviceCode: "Internal_RecordNotFound" });
    expect(server.requests).toHaveLength(1);
  });

  it("says NotFound for another 404 only once the collection confirms the record is not there", async () => {
    server.replay(badRequestNotFound, { ...disputeStatusListPages(server.url)[1], body: { value: [] } });
    const error = await failure(client.get(DISPUTE_STATUS, QUALITY));
    expect(error).toMatchObject({ code: "NotFound", serviceCode: "BadRequest_NotFound" });
    expect(server.requestLines()).toEqual([
      `GET ${ITEM_PATH}`,
      `GET ${COLLECTION_PATH}?$filter=id eq ${QUALITY_ID}`,
    ]);
  });

  it("says Rejected for a wrong route, when the collection does not answer either", async () => {
    server.replay(resourceNotFound, resourceNotFound);
    const error = await failure(client.get(DISPUTE_STATUS, QUALITY));
    expect(error).toMatchObject({ code: "Rejected", serviceCode: "BadRequest_ResourceNotFound" });
    expect(error.message).toContain("Resource not found for the segment 'disputeStatuses'");
  });

  it("says Rejected, never NotFound, for a listing that meets a wrong route", async () => {
    server.replay(resourceNotFound);
    const error = await failure(
      records.listDisputeStatuses({ companyId: DOCS_COMPANY_ID, settings: settings() }),
    );
    expect(error).toMatchObject({ code: "Rejected", serviceCode: "BadRequest_ResourceNotFound" });
    expect(error.message).toContain("404 for the disputeStatus collection");
  });

  it("returns the record when a 404 came for its path but the collection holds it", async () => {
    const [page] = disputeStatusListPages(server.url);
    server.replay(badRequestNotFound, {
      ...page,
      body: { ...(page.body as object), "@odata.nextLink": null },
    });
    expect(await client.get(DISPUTE_STATUS, QUALITY)).toEqual(recordOf(disputeStatusGet.body));
    expect(server.requests).toHaveLength(2);
  });

  it("says ConcurrentChange for 409 Request_EntityChanged, naming the record and pulumi refresh", async () => {
    server.replay(entityChanged);
    const error = await failure(
      client.update(DISPUTE_STATUS, QUALITY, disputeStatusUpdateRequest, ETAG_BEFORE),
    );
    expect(error).toMatchObject({
      code: "ConcurrentChange",
      status: 409,
      serviceCode: "Request_EntityChanged",
    });
    expect(error.message).toMatch(new RegExp(`dispute status ${QUALITY_ID}.*pulumi refresh`));
    expect(server.requests).toHaveLength(1);
  });

  it("reports 400 Internal_EntityWithSameKeyExists on a create with the service's code, sent once", async () => {
    server.replay(entityWithSameKeyExists);
    const error = await failure(client.create(DISPUTE_STATUS, DOCS_COMPANY_ID, disputeStatusCreateRequest));
    expect(error).toMatchObject({
      code: "Rejected",
      status: 400,
      serviceCode: "Internal_EntityWithSameKeyExists",
    });
    expect(server.requests).toHaveLength(1);
  });

  it("reports 400 BadRequest_InvalidToken as the service worded it, not as a concurrent change", async () => {
    server.replay(invalidToken);
    const error = await failure(
      client.update(DISPUTE_STATUS, QUALITY, disputeStatusUpdateRequest, ETAG_BEFORE),
    );
    expect(error).toMatchObject({ code: "Rejected", serviceCode: "BadRequest_InvalidToken" });
  });

  it("never repeats a create that met a 503, whatever its Retry-After", async () => {
    server.replay(serviceUnavailable, disputeStatusCreated);
    const error = await failure(client.create(DISPUTE_STATUS, DOCS_COMPANY_ID, disputeStatusCreateRequest));
    expect(error).toMatchObject({ code: "ServiceFailure", status: 503 });
    expect(error.message).toMatch(/may or may not have been applied/);
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("retries a read after a 503 that names its Retry-After", async () => {
    server.replay(serviceUnavailable, disputeStatusGet);
    expect(await client.get(DISPUTE_STATUS, QUALITY)).toMatchObject({ code: "QUALITY" });
    expect(clock.sleeps).toEqual([5_000]);
  });

  it("retries 429s without Retry-After with a growing cool-off of its own, then reads", async () => {
    server.replay(tooManyRequests, tooManyRequests, disputeStatusGet);
    expect(await client.get(DISPUTE_STATUS, QUALITY)).toMatchObject({ code: "QUALITY" });
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([1_000, 2_000]);
  });

  it("retries a create that met a 429 (nothing was applied)", async () => {
    server.replay(tooManyRequests, disputeStatusCreated);
    await client.create(DISPUTE_STATUS, DOCS_COMPANY_ID, disputeStatusCreateRequest);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST"]);
  });

  it("says Throttled once the 429s outlast the retry time budget", async () => {
    server.replay(...Array.from({ length: 10 }, () => tooManyRequests));
    const error = await failure(client.get(DISPUTE_STATUS, QUALITY));
    expect(error).toMatchObject({
      code: "Throttled",
      status: 429,
      serviceCode: "Application_TooManyRequests",
    });
    // 1 + 2 + 4 + 8 s waited; the next 16 s would end past the 30 s budget.
    expect(clock.sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(server.requests).toHaveLength(5);
  });
});
