import {
  listCurrencies,
  listDisputeStatuses,
  listDisputeStatusesOutput,
  listPurchaseCreditMemos,
} from "../../../../src/records";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const server = new ScriptedServer();
const settings = () => ({ recordsUrl: server.url, recordsToken: "records-token-1" });

function status(code: string) {
  return {
    "@odata.etag": `W/"JzE7${code}Oyc="`,
    id: `e7089725-18dd-4891-8d70-98b93da4298${code.length}`,
    code,
    displayName: `Status ${code}`,
    lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
  };
}

beforeAll(() => server.start());
afterAll(() => server.stop());

describe("records list functions", () => {
  it("return every record of every page, in the service's order, with the filter sent", async () => {
    server.answer(
      { status: 200, body: { value: [status("B"), status("AA")], "@odata.nextLink": `${server.url}/p2` } },
      { status: 200, body: { value: [status("CCC")] } },
    );
    const result = await listDisputeStatuses({
      companyId: COMPANY,
      filter: "code ne 'X'",
      settings: settings(),
    });
    expect(result.value.map((r) => r.code)).toEqual(["B", "AA", "CCC"]);
    expect(result.value[0]?.["@odata.etag"]).toBe('W/"JzE7BOyc="');
    expect(decodeURIComponent(server.received[0]!.url)).toBe(
      `/api/v2.0/companies(${COMPANY})/disputeStatus?$filter=code ne 'X'`,
    );
    expect(server.received[1]!.url).toBe("/p2");
    expect(server.received[0]!.headers.authorization).toBe("Bearer records-token-1");
  });

  it("read currencies and memos from the v2.0 path where it is served, all of them without a filter", async () => {
    server.answer({ status: 200, body: { value: [] } }, { status: 200, body: { value: [] } });
    await listCurrencies({ companyId: COMPANY, settings: settings() });
    await listPurchaseCreditMemos({ companyId: COMPANY, settings: settings() });
    expect(server.received.map((r) => r.url)).toEqual([
      `/api/v2.0/companies(${COMPANY})/currencies`,
      `/api/v2.0/companies(${COMPANY})/purchaseCreditMemos`,
    ]);
  });

  it("name a bad argument before any request", async () => {
    server.answer();
    await expect(listCurrencies({ companyId: "CRONUS", settings: settings() })).rejects.toThrow(
      /Invalid arguments for records.listCurrencies: companyId: must be a GUID/,
    );
    await expect(
      listDisputeStatuses({ companyId: COMPANY, filter: " ", settings: settings() }),
    ).rejects.toThrow(/filter: must not be empty/);
    expect(server.received).toHaveLength(0);
  });

  it("have an Output form that takes inputs", async () => {
    server.answer({ status: 200, body: { value: [status("P")] } });
    const output = listDisputeStatusesOutput({ companyId: Promise.resolve(COMPANY), settings: settings() });
    const codes = await new Promise((done) => output.apply((r) => done(r.value.map((s) => s.code))));
    expect(codes).toEqual(["P"]);
  });
});
