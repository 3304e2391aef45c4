/**
 * The get functions on the wire, against a scripted server: the OData `$filter` each sends for its
 * key (text quoted with a quote inside written twice, a GUID bare and lower case, the fields of a
 * key joined with `and`) on its entity set's path, and the error when several records hold a key,
 * which the emulator cannot stage (it refuses a second record with a key, as the service does).
 */
import { isBizopsError } from "../../../../src/core/errors/errors";
import {
  getCurrency,
  getCustomer,
  getDimensionValue,
  getDisputeStatus,
  getPaymentTerm,
  getPurchaseCreditMemo,
} from "../../../../src/records";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const DIMENSION = "D1A4F0B2-44E3-EA11-BB43-000D3A2FECA1";
const server = new ScriptedServer();
const settings = () => ({ recordsUrl: server.url, recordsToken: "records-token-1" });

function record(id: string, fields: Record<string, unknown>) {
  return {
    "@odata.etag": `W/"JzE7${id.slice(-2)}Oyc="`,
    id,
    lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
    ...fields,
  };
}

const one = (fields: Record<string, unknown>) => ({
  status: 200,
  body: { value: [record("e7089725-18dd-4891-8d70-98b93da42981", fields)] },
});

/** The path and the decoded query of the request the server received first. */
const sent = () => decodeURIComponent(server.received[0]!.url);

beforeAll(() => server.start());
afterAll(() => server.stop());

describe("records get functions on the wire", () => {
  it("send the key as an OData filter on the entity set, text quoted", async () => {
    server.answer(one({ code: "NET30", displayName: "Net 30" }));
    await getPaymentTerm({ companyId: COMPANY, code: "NET30", settings: settings() });
    expect(sent()).toBe(`/api/v2.0/companies(${COMPANY})/paymentTerms?$filter=code eq 'NET30'`);
    expect(server.received[0]!.headers.authorization).toBe("Bearer records-token-1");

    server.answer(one({ number: "C10000", displayName: "Adatum" }));
    await getCustomer({ companyId: COMPANY, number: "C10000", settings: settings() });
    expect(sent()).toBe(`/api/v2.0/companies(${COMPANY})/customers?$filter=number eq 'C10000'`);

    server.answer(one({ code: "EUR" }));
    await getCurrency({ companyId: COMPANY, code: "EUR", settings: settings() });
    expect(sent()).toBe(`/api/v2.0/companies(${COMPANY})/currencies?$filter=code eq 'EUR'`);

    server.answer(one({ code: "PRICE", displayName: "Price" }));
    await getDisputeStatus({ companyId: COMPANY, code: "PRICE", settings: settings() });
    expect(sent()).toBe(`/api/v2.0/companies(${COMPANY})/disputeStatus?$filter=code eq 'PRICE'`);
  });

  it("write a quote inside a value twice, and the characters OData reserves as they are, encoded in the URL", async () => {
    server.answer(one({ number: "PCM-0'1&2", status: "Draft" }));
    await getPurchaseCreditMemo({ companyId: COMPANY, number: "PCM-0'1&2", settings: settings() });
    expect(sent()).toBe(`/api/v2.0/companies(${COMPANY})/purchaseCreditMemos?$filter=number eq 'PCM-0''1&2'`);
    // The `&` is encoded, so it stays inside the filter and does not start another query option.
    expect(server.received[0]!.url).not.toContain("&2");
  });

  it("write a GUID of a key bare and lower case, the fields of the key joined with and", async () => {
    server.answer(one({ code: "SALES", dimensionId: DIMENSION.toLowerCase() }));
    await getDimensionValue({
      companyId: COMPANY,
      dimensionId: DIMENSION,
      code: "SALES",
      settings: settings(),
    });
    expect(sent()).toBe(
      `/api/v2.0/companies(${COMPANY})/dimensionValues?$filter=dimensionId eq ${DIMENSION.toLowerCase()} and code eq 'SALES'`,
    );
  });

  it("return the record as the service returns it, fields it adds included", async () => {
    server.answer(one({ code: "NET30", displayName: "Net 30", extra: 7 }));
    const term = await getPaymentTerm({ companyId: COMPANY, code: "NET30", settings: settings() });
    expect(term).toEqual(
      record("e7089725-18dd-4891-8d70-98b93da42981", { code: "NET30", displayName: "Net 30", extra: 7 }),
    );
  });

  it("fail with UnexpectedResponse naming every id, from every page, when several records hold the key", async () => {
    const first = "e7089725-18dd-4891-8d70-98b93da42981";
    const second = "e7089725-18dd-4891-8d70-98b93da42982";
    server.answer(
      {
        status: 200,
        body: { value: [record(first, { code: "NET30" })], "@odata.nextLink": `${server.url}/p2` },
      },
      { status: 200, body: { value: [record(second, { code: "NET30" })] } },
    );
    let error: unknown;
    try {
      await getPaymentTerm({ companyId: COMPANY, code: "NET30", settings: settings() });
    } catch (caught) {
      error = caught;
    }
    expect(isBizopsError(error) && error.code).toBe("UnexpectedResponse");
    expect((error as Error).message).toBe(
      `records.getPaymentTerm: company ${COMPANY} has 2 payment terms with code "NET30", where the key should name one: ${first}, ${second}. List them with records.listPaymentTerms (filter "code eq 'NET30'") to choose one, then read it by its id with records.getRecord (apiRoute "v2.0", entitySet "paymentTerms").`,
    );
    expect(server.received.map((request) => request.url)[1]).toBe("/p2");
  });

  it("name the first ten ids of many and how many more", async () => {
    const ids = Array.from(
      { length: 12 },
      (_, i) => `e7089725-18dd-4891-8d70-98b93da429${String(i).padStart(2, "0")}`,
    );
    server.answer({
      status: 200,
      body: { value: ids.map((id) => record(id, { code: "X", displayName: "X" })) },
    });
    await expect(getDisputeStatus({ companyId: COMPANY, code: "X", settings: settings() })).rejects.toThrow(
      `${ids.slice(0, 10).join(", ")} and 2 more.`,
    );
  });
});
