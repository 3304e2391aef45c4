import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasCode } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { paymentTerm } from "../../../../src/records/entities/payment-term";
import { entityProvider, keyRecovery } from "../../../../src/records/provider/entity-spec";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const NET60_ID = "e7089725-18dd-4891-8d70-98b93da42984";
const LINE_ID = "0B7C1E2A-0000-4000-8000-00000000000F";
const PROVIDER = "exports.handler = () => ({})";
const server = new ScriptedServer();
let dir: string;

beforeAll(async () => {
  configureProvider({ get: () => undefined });
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bizops-journal-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const settings = () => ({ recordsUrl: server.url, recordsToken: "records-token-1" });
const methods = () => server.received.map((request) => request.method);
const patches = () =>
  server.received
    .filter((request) => request.method === "PATCH")
    .map((request) => JSON.parse(request.body) as unknown);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

/** The payment term the service holds under NET60_ID. */
const held = (over: Record<string, unknown> = {}) => ({
  id: NET60_ID,
  code: "NET60",
  displayName: "Net 60 days",
  dueDateCalculation: "60D",
  discountDateCalculation: "",
  discountPercent: 0,
  calculateDiscountOnCreditMemos: false,
  lastModifiedDateTime: "2026-11-20T10:00:00Z",
  "@odata.etag": 'W/"1"',
  ...over,
});

describe("PaymentTerm adoption checks the key, which changes in place", () => {
  const provider = {
    create: (props: Record<string, unknown>) =>
      entityProvider(paymentTerm, { journal: new CreateJournal(dir, "run-1") }).create(props),
  };
  const inputs = (over: Record<string, unknown> = {}) => ({
    companyId: COMPANY,
    code: "NET30",
    displayName: "Net 30 days",
    dueDateCalculation: "30D",
    adoptRecordId: NET60_ID,
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  });

  it("refuses to adopt the record of another code, naming both codes and what to do, and writes nothing", async () => {
    server.answer({ status: 200, body: held() });
    const error = await failure(provider.create(inputs()));
    expect(hasCode(error, "InvalidInput")).toBe(true);
    expect(String(error)).toContain(
      `bizops:PaymentTerm: adoptRecordId ${NET60_ID} is the payment term with code "NET60", not "NET30". ` +
        `Point adoptRecordId at the payment term whose code is "NET30", or set code to "NET60" to adopt this one and change code in a later update.`,
    );
    expect(methods()).toEqual(["GET"]);
  });

  it("adopts the record of the program's code, patching only the fields that differ", async () => {
    server.answer(
      { status: 200, body: held() },
      { status: 200, body: held({ displayName: "Sixty days", "@odata.etag": 'W/"2"' }) },
    );
    const result = await provider.create(
      inputs({ code: "NET60", displayName: "Sixty days", dueDateCalculation: "60D" }),
    );
    expect(result.id).toBe(NET60_ID);
    expect(methods()).toEqual(["GET", "PATCH"]);
    expect(patches()).toEqual([{ displayName: "Sixty days" }]);
    expect(server.received[1]?.headers["if-match"]).toBe('W/"1"');
  });

  it("adopts the record of the program's code with no write when every field matches", async () => {
    server.answer({ status: 200, body: held() });
    const result = await provider.create(
      inputs({ code: "NET60", displayName: "Net 60 days", dueDateCalculation: "60D" }),
    );
    expect(result.id).toBe(NET60_ID);
    expect(methods()).toEqual(["GET"]);
  });
});

describe("Record adoption checks keyFields", () => {
  const provider = {
    create: (props: Record<string, unknown>) =>
      genericRecordProvider(new CreateJournal(dir, "run-1")).create(props),
  };
  const brand = (over: Record<string, unknown> = {}) => ({
    id: NET60_ID,
    name: "FABRIKAM",
    country: "NO",
    "@odata.etag": 'W/"1"',
    ...over,
  });
  const inputs = (fields: Record<string, unknown>, keyFields = ["name"]) => ({
    companyId: COMPANY,
    apiRoute: "bctech/demo/v1.0",
    entitySet: "carBrands",
    keyFields,
    fields,
    adoptRecordId: NET60_ID,
    settings: settings(),
    __provider: PROVIDER,
  });

  it("refuses to adopt the record of another key, naming the key field and both values, and writes nothing", async () => {
    server.answer({ status: 200, body: brand() });
    const error = await failure(provider.create(inputs({ name: "CONTOSO", country: "DK" })));
    expect(hasCode(error, "InvalidInput")).toBe(true);
    expect(String(error)).toContain(
      `bizops:Record: adoptRecordId ${NET60_ID} is the carBrands record with name "FABRIKAM", not "CONTOSO". ` +
        `Point adoptRecordId at the carBrands record whose name is "CONTOSO"`,
    );
    expect(methods()).toEqual(["GET"]);
  });

  it("refuses a key spelt otherwise than the record holds it, asking for the record's spelling", async () => {
    server.answer({ status: 200, body: brand() });
    const error = await failure(provider.create(inputs({ name: " Fabrikam", country: "NO" })));
    expect(hasCode(error, "InvalidInput")).toBe(true);
    expect(String(error)).toContain(
      `with name "FABRIKAM"; the program spells it " Fabrikam". Set name to "FABRIKAM", as the record holds it, and change it in a later update if you mean to.`,
    );
    expect(methods()).toEqual(["GET"]);
  });

  it("checks every key field of a key of several, and ignores fields outside the key", async () => {
    server.answer({ status: 200, body: brand({ lineNo: 10000 }) });
    const error = await failure(
      provider.create(inputs({ name: "FABRIKAM", lineNo: 20000, country: "DK" }, ["name", "lineNo"])),
    );
    expect(String(error)).toContain("with lineNo 10000, not 20000");
    expect(methods()).toEqual(["GET"]);
  });

  it("refuses a key field the record does not have, rather than write it", async () => {
    server.answer({ status: 200, body: brand() });
    const error = await failure(provider.create(inputs({ code: "FABRIKAM" }, ["code"])));
    expect(String(error)).toMatch(
      /the carBrands record has no field code\. Check that code is one of its key fields/,
    );
    expect(methods()).toEqual(["GET"]);
  });

  it("adopts the record of the program's key, patching only the fields that differ", async () => {
    server.answer(
      { status: 200, body: brand() },
      { status: 200, body: brand({ country: "DK", "@odata.etag": 'W/"2"' }) },
    );
    const result = await provider.create(inputs({ name: "FABRIKAM", country: "DK" }));
    expect(result.id).toBe(NET60_ID);
    expect(methods()).toEqual(["GET", "PATCH"]);
    expect(patches()).toEqual([{ country: "DK" }]);
  });
});

describe("the lookup of a lost create writes each key value as OData compares it", () => {
  it("writes a GUID-shaped value of records.Record bare and lower case, a number and a boolean bare, and text quoted", () => {
    const recovery = keyRecovery(["documentId", "lineNo", "active", "code"]);
    expect(
      recovery.filter({ documentId: LINE_ID, lineNo: 10000, active: true, code: "A'B" }, new Date()),
    ).toBe(
      `documentId eq ${LINE_ID.toLowerCase()} and lineNo eq 10000 and active eq true and code eq 'A''B'`,
    );
  });

  it("follows the definition's type: a guid field bare, a text field quoted even when it looks like a GUID", () => {
    const recovery = keyRecovery(["dimensionId", "code"], { dimensionId: "guid", code: "string" });
    expect(recovery.filter({ dimensionId: LINE_ID, code: LINE_ID }, new Date())).toBe(
      `dimensionId eq ${LINE_ID.toLowerCase()} and code eq '${LINE_ID}'`,
    );
  });

  it("looks a lost create of records.Record up by its GUID key written bare", async () => {
    // The provider tells the user what it found; the test reads the request instead.
    jest.spyOn(console, "log").mockImplementation(() => {});
    const provider = genericRecordProvider(new CreateJournal(dir, "run-1"));
    const line = { id: NET60_ID, documentId: LINE_ID.toLowerCase(), note: "x", "@odata.etag": 'W/"1"' };
    server.answer("drop", { status: 200, body: { value: [line] } });
    const result = await provider.create({
      companyId: COMPANY,
      apiRoute: "contoso/app/v1.0",
      entitySet: "notes",
      keyFields: ["documentId"],
      fields: { documentId: LINE_ID.toLowerCase(), note: "x" },
      settings: settings(),
      __provider: PROVIDER,
    });
    expect(result.id).toBe(NET60_ID);
    jest.restoreAllMocks();
    expect(decodeURIComponent(server.received[1]?.url ?? "")).toContain(
      `$filter=documentId eq ${LINE_ID.toLowerCase()}`,
    );
  });
});
