import { inspect } from "node:util";
import { collect } from "../../../../src/core/clients/paging";
import { DataShareClient } from "../../../../src/datashare/client";
import { LanguageClient } from "../../../../src/language/client";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer, type Scripted } from "../../../support/scripted-server";

// A service may echo what it was sent anywhere in its answer. Every text of an answer that can
// reach an error passes one redaction point, so the credential is in none of the error's faces.
const TOKEN = "tok-3f9a8c7e2b1d4e6f";
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "e7089725-18dd-4891-8d70-98b93da42984";
const server = new ScriptedServer();
const options = () => ({ clock: new FakeClock(), retry: { maxAttempts: 1 } });
const endpoint = () => ({ baseUrl: server.url, credential: TOKEN });

beforeAll(() => server.start());
afterAll(() => server.stop());

/** Every face of an error a user or a log may see. */
function faces(error: unknown): string[] {
  const e = error as Error;
  return [e.message, String(e), inspect(e, { depth: 10 }), e.stack ?? "", JSON.stringify(e)];
}

function expectNoToken(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  for (const face of faces(error)) expect(face).not.toContain(TOKEN);
  expect(faces(error).join("\n")).toContain("[redacted]");
}

/** An error body in the records and data share shape that echoes the token everywhere it can. */
const echoed = (status: number, requestIdHeader: string): Scripted => ({
  status,
  headers: { [requestIdHeader]: `req-${TOKEN}` },
  body: {
    error: {
      code: `Code_${TOKEN}`,
      message: `you sent Bearer ${TOKEN}`,
      target: `target-${TOKEN}`,
      details: [{ code: `Detail_${TOKEN}`, message: `detail ${TOKEN}` }],
    },
  },
});

describe("a credential echoed by the service", () => {
  it("reaches no face of a records error: code, message, target, details or request id", async () => {
    server.answer(echoed(400, "x-svc-request-id"));
    const client = new RecordsClient(endpoint(), options());
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expectNoToken(error);
  });

  it("reaches no face of a data share error", async () => {
    server.answer(echoed(403, "x-svc-request-id"));
    const client = new DataShareClient(endpoint(), options());
    const ref = {
      subscriptionId: "433a8dfd-e5d5-4e77-ad86-90acdc75eb1a",
      resourceGroupName: "SampleResourceGroup",
      accountName: "Account1",
      shareSubscriptionName: "ShareSubscription1",
    };
    const error = await collect(client.listSynchronizations(ref)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expectNoToken(error);
  });

  it("reaches no face of a lifecycle refusal, its ErrorMessage and OperationActivityId included", async () => {
    server.answer({
      status: 200,
      headers: { "x-svc-request-id": `req-${TOKEN}` },
      body: {
        IsSuccess: false,
        OperationActivityId: `op-${TOKEN}`,
        ErrorMessage: `refused for ${TOKEN}`,
        VersionEOL: "9999-12-31T23:59:59.9999999",
      },
    });
    const client = new LifecycleClient(endpoint(), options());
    const error = await client
      .startExport({ projectId: 1234, environmentId: ID, backupName: "nightly" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Refused" });
    expectNoToken(error);
  });

  it("reaches no face of a language error, with its number code and X-RequestId", async () => {
    server.answer({
      status: 400,
      headers: { "x-requestid": `req-${TOKEN}` },
      body: { error: { code: 400074, message: `bad body near ${TOKEN}` } },
    });
    const client = new LanguageClient(endpoint(), options());
    const error = await client.detect(["Hello"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, serviceCode: "400074" });
    expectNoToken(error);
  });

  it("reaches no face of an answer of the wrong shape that quotes it", async () => {
    server.answer({ status: 200, headers: { "x-svc-request-id": `req-${TOKEN}` }, body: { id: TOKEN } });
    const client = new RecordsClient(endpoint(), options());
    const error = await client.get(DISPUTE_STATUS, { companyId: COMPANY, id: ID }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UnexpectedResponse" });
    expectNoToken(error);
  });
});
