/**
 * Record and company ids become OData keys (`companies(<id>)`, `disputeStatus(<id>)`): the public
 * records client takes only GUIDs there, so that no id can close a key and open another.
 */
import { collect } from "../../../../src/core/clients/paging";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { listDisputeStatuses } from "../../../../src/records";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "e7089725-18dd-4891-8d70-98b93da42984";
const RECORD = { id: ID, code: "PRICE", displayName: "Price dispute", "@odata.etag": 'W/"1"' };
const server = new ScriptedServer();
let client: RecordsClient;

beforeAll(async () => {
  await server.start();
  client = new RecordsClient(
    { baseUrl: server.url, credential: "records-token-1" },
    { clock: new FakeClock() },
  );
});
beforeEach(() => server.answer({ status: 200, body: RECORD }));
afterAll(() => server.stop());

const SETTINGS = () => ({ recordsUrl: server.url, recordsToken: "records-token-1" });

const BAD_IDS = [`x)(${ID}`, `${ID})/vendors(${ID}`, "..", "", "PRICE"];

describe("RecordsClient takes only GUIDs as OData keys", () => {
  it.each(BAD_IDS)("get, update and delete refuse the record id %j by name, sending nothing", async (id) => {
    const ref = { companyId: COMPANY, id };
    for (const call of [
      () => client.get(DISPUTE_STATUS, ref),
      () => client.update(DISPUTE_STATUS, ref, { displayName: "x" }, 'W/"1"'),
      () => client.delete(DISPUTE_STATUS, ref, 'W/"1"'),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "InvalidInput" });
      expect(String(error)).toMatch(/Invalid argument id: must be a GUID/);
    }
    expect(server.received).toHaveLength(0);
  });

  it.each(BAD_IDS)(
    "create, list and get refuse the company id %j by name, sending nothing",
    async (companyId) => {
      for (const call of [
        () => client.create(DISPUTE_STATUS, companyId, { code: "PRICE" }),
        () => collect(client.list(DISPUTE_STATUS, companyId)),
        () => client.get(DISPUTE_STATUS, { companyId, id: ID }),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toMatchObject({ code: "InvalidInput" });
        expect(String(error)).toMatch(/Invalid argument companyId: must be a GUID/);
      }
      expect(server.received).toHaveLength(0);
    },
  );

  it("refuses a filter with a lone surrogate by name, where encoding it would throw a URIError", async () => {
    const error = await collect(client.list(DISPUTE_STATUS, COMPANY, { filter: "code eq '\ud800'" })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toMatch(/Invalid argument filter: must be well-formed Unicode text/);
    await expect(
      listDisputeStatuses({ companyId: COMPANY, filter: "\ud800", settings: SETTINGS() }),
    ).rejects.toThrow(/filter: must be well-formed Unicode text/);
    expect(server.received).toHaveLength(0);
  });

  it("writes a GUID key lower case and without braces, as the service writes ids", async () => {
    await client.get(DISPUTE_STATUS, { companyId: `{${COMPANY.toUpperCase()}}`, id: ID.toUpperCase() });
    expect(server.received[0]?.url).toBe(`/api/v2.0/companies(${COMPANY})/disputeStatus(${ID})`);
  });
});
