/**
 * The DisputeStatus resource driven through create, read, update, read (refresh) and delete against
 * the records service's real answers (fixtures/records/), as the Pulumi engine drives it.
 */
import { configureProvider } from "../../src/core/provider/provider-config";
import { disputeStatusProvider as provider } from "../support/record-providers";
import {
  disputeStatusDeleted,
  disputeStatusGet,
  disputeStatusUpdated,
  DOCS_COMPANY_ID,
  ETAG_AFTER,
  ETAG_BEFORE,
  QUALITY_ID,
} from "./fixtures/records/dispute-status";
import {
  badRequestNotFound,
  entityChanged,
  recordNotFound,
  resourceNotFound,
} from "./fixtures/records/errors";
import { ReplayServer } from "./replay-server";

const TOKEN = "contract-records-token";
const PROVIDER = "exports.handler = () => ({})";
const COLLECTION_PATH = `/api/v2.0/companies(${DOCS_COMPANY_ID})/disputeStatus`;
const ITEM_PATH = `${COLLECTION_PATH}(${QUALITY_ID})`;
const server = new ReplayServer();

beforeAll(async () => {
  await server.start();
  const config: Record<string, string> = { "bizops:recordsUrl": server.url, "bizops:recordsToken": TOKEN };
  configureProvider({ get: (key) => config[key] });
});
afterAll(() => server.stop());

const inputs = (displayName: string) => ({
  companyId: DOCS_COMPANY_ID,
  code: "QUALITY",
  displayName,
  __provider: PROVIDER,
});

/** The get example's record answering the create: 201, the same record. */
const created = { ...disputeStatusGet, status: 201 };
/** The update example's record answering a later read. */
const readAfterUpdate = { ...disputeStatusUpdated, status: 200 };

describe("DisputeStatus on the real answers", () => {
  it("goes through create, read, update, refresh and delete with the documented records", async () => {
    server.replay(created, disputeStatusGet, disputeStatusUpdated, readAfterUpdate, disputeStatusDeleted);

    const createdResult = await provider.create(inputs("A disputed invoice due to quality"));
    const { id } = createdResult;
    const outs = createdResult.outs!;
    expect(id).toBe(QUALITY_ID);
    expect(outs).toEqual({
      companyId: DOCS_COMPANY_ID,
      code: "QUALITY",
      displayName: "A disputed invoice due to quality",
      etag: ETAG_BEFORE,
    });

    const read = await provider.read(id, outs);
    expect(read).toEqual({ id, props: outs });

    const updated = await provider.update(id, outs, inputs("Disputed invoices due to quality"));
    expect(updated.outs).toEqual({
      ...outs,
      displayName: "Disputed invoices due to quality",
      etag: ETAG_AFTER,
    });

    const refreshed = await provider.read(id, updated.outs!);
    expect(refreshed).toEqual({ id, props: updated.outs });

    await provider.delete(id, updated.outs!);

    expect(server.requestLines()).toEqual([
      `POST ${COLLECTION_PATH}`,
      `GET ${ITEM_PATH}`,
      `PATCH ${ITEM_PATH}`,
      `GET ${ITEM_PATH}`,
      `DELETE ${ITEM_PATH}`,
    ]);
    const [create, , patch, , remove] = server.requests;
    expect(JSON.parse(create!.body)).toEqual({
      code: "QUALITY",
      displayName: "A disputed invoice due to quality",
    });
    expect(JSON.parse(patch!.body)).toEqual({ displayName: "Disputed invoices due to quality" });
    expect(patch!.headers["if-match"]).toBe(ETAG_BEFORE);
    expect(remove!.headers["if-match"]).toBe(ETAG_AFTER);
    expect(server.drained).toBe(true);
  });

  it("reports drift on refresh: the displayName changed elsewhere comes back as an input", async () => {
    server.replay(readAfterUpdate);
    const outs = { companyId: DOCS_COMPANY_ID, code: "QUALITY", displayName: "Old name", etag: ETAG_BEFORE };
    const read = await provider.read(QUALITY_ID, outs);
    expect(read.props).toMatchObject({ displayName: "Disputed invoices due to quality", etag: ETAG_AFTER });
    expect(read.inputs).toEqual({
      companyId: DOCS_COMPANY_ID,
      code: "QUALITY",
      displayName: "Disputed invoices due to quality",
    });
  });

  it("drops the record on refresh when the service says Internal_RecordNotFound", async () => {
    server.replay(recordNotFound);
    const outs = { companyId: DOCS_COMPANY_ID, code: "QUALITY", displayName: "x", etag: ETAG_BEFORE };
    expect(await provider.read(QUALITY_ID, outs)).toEqual({ id: "", props: {} });
  });

  it.each([
    ["BadRequest_NotFound (a wrong route)", badRequestNotFound],
    ["BadRequest_ResourceNotFound (a wrong segment)", resourceNotFound],
  ])(
    "keeps the record on refresh and fails when a 404 is %s and the collection does not answer",
    async (_label, answer) => {
      server.replay(answer, answer);
      const outs = { companyId: DOCS_COMPANY_ID, code: "QUALITY", displayName: "x", etag: ETAG_BEFORE };
      const error = await provider.read(QUALITY_ID, outs).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "Rejected", status: 404 });
      expect(String(error)).toMatch(/404 for the path, not for the dispute status/);
      expect(String(error)).toMatch(/that the API v2\.0 serves disputeStatus/);
    },
  );

  it("fails an update on 409 Request_EntityChanged without writing when the record read again holds another value, naming pulumi refresh", async () => {
    server.replay(entityChanged, disputeStatusGet);
    const outs = { companyId: DOCS_COMPANY_ID, code: "QUALITY", displayName: "x", etag: ETAG_BEFORE };
    await expect(provider.update(QUALITY_ID, outs, inputs("y"))).rejects.toMatchObject({
      code: "ConcurrentChange",
      message: expect.stringMatching(/Request_EntityChanged.*pulumi refresh/),
    });
    expect(server.requests.map((request) => request.method)).toEqual(["PATCH", "GET"]);
  });

  it("goes on after 409 Request_EntityChanged when the record read again holds the program's value already", async () => {
    server.replay(entityChanged, disputeStatusGet);
    const outs = { companyId: DOCS_COMPANY_ID, code: "QUALITY", displayName: "x", etag: ETAG_BEFORE };
    const { outs: after } = await provider.update(
      QUALITY_ID,
      outs,
      inputs("A disputed invoice due to quality"),
    );
    expect(after).toMatchObject({ displayName: "A disputed invoice due to quality", etag: ETAG_BEFORE });
    expect(server.requests.map((request) => request.method)).toEqual(["PATCH", "GET"]);
  });

  it("sends what is still needed after 409 Request_EntityChanged, with the eTag of the record read again", async () => {
    // Changed since by another writer only in its eTag: a rename carried into it, say.
    const readAgain = { ...disputeStatusGet, body: { ...disputeStatusGet.body, "@odata.etag": ETAG_AFTER } };
    server.replay(entityChanged, readAgain, disputeStatusUpdated);
    const outs = {
      companyId: DOCS_COMPANY_ID,
      code: "QUALITY",
      displayName: "A disputed invoice due to quality",
      etag: ETAG_BEFORE,
    };
    await provider.update(QUALITY_ID, outs, inputs("A disputed invoice due to quality, updated"));
    const [refused, read, sent] = server.requests;
    expect([refused?.method, read?.method, sent?.method]).toEqual(["PATCH", "GET", "PATCH"]);
    expect([refused?.headers["if-match"], sent?.headers["if-match"]]).toEqual([ETAG_BEFORE, ETAG_AFTER]);
    expect(JSON.parse(sent!.body)).toEqual({ displayName: "A disputed invoice due to quality, updated" });
  });
});
