import { OperationRefusedError, RequestError, ResponseShapeError } from "../../../src/core/errors/errors";
import { LifecycleClient } from "../../../src/lifecycle/client";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";
import { ok, refused, status } from "./support/envelopes";

const TOKEN = "lifecycle-token-1";
const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000001";
const server = new ScriptedServer();
let client: LifecycleClient;
let clock: FakeClock;

beforeAll(async () => {
  await server.start();
});
beforeEach(() => {
  clock = new FakeClock();
  client = new LifecycleClient({ baseUrl: server.url, credential: TOKEN }, { clock });
});
afterAll(() => server.stop());

describe("LifecycleClient requests", () => {
  it("starts a refresh with a bodiless POST on the spec's path, with the bearer token and x-svc-version", async () => {
    server.answer(ok(OP));
    const envelope = await client.startRefresh({
      projectId: 1234,
      sourceEnvironmentId: SOURCE,
      targetEnvironmentId: TARGET,
    });
    expect(envelope.OperationActivityId).toBe(OP);
    const [sent] = server.received;
    expect(sent).toMatchObject({
      method: "POST",
      url: `/databasemovement/v1/refresh/project/1234/source/${SOURCE}/target/${TARGET}`,
      body: "",
    });
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers["x-svc-version"]).toBe("2017-09-15");
    expect(sent?.headers["content-type"]).toBe("application/json");
  });

  it("starts an export without x-svc-version, as the spec lists its headers, and escapes the backup name", async () => {
    server.answer(ok(OP));
    await client.startExport({ projectId: 1234, environmentId: TARGET, backupName: "nightly 2026.11" });
    const [sent] = server.received;
    expect(sent?.url).toBe(
      `/databasemovement/v1/export/project/1234/environment/${TARGET}/backupName/nightly%202026.11`,
    );
    expect(sent?.headers["x-svc-version"]).toBeUndefined();
    expect(sent?.headers["content-type"]).toBe("application/json");
  });

  it("fetches a certificate with GET and x-svc-version", async () => {
    server.answer(
      ok(OP, {
        CertificateZipEncoded: "UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==",
        CertificateSecretEncoded: "c2VjcmV0",
        CertificateThumbprint: "A".repeat(40),
        ExpirationDateTimeUTC: "Monday, November 22, 2027 12:05:16 AM",
        ExpirationISODateTimeUTC: "2027-11-22T00:05:16Z",
        Filename: "env.zip",
      }),
    );
    const envelope = await client.fetchCertificate({ projectId: 1234, environmentId: TARGET });
    expect(envelope.Data.Filename).toBe("env.zip");
    const [sent] = server.received;
    expect(sent).toMatchObject({
      method: "GET",
      url: `/environmentinfo/v1/rsatdownload/project/1234/environment/${TARGET}`,
    });
    expect(sent?.headers["x-svc-version"]).toBe("2017-09-15");
  });

  it("asks the status route of the environment the operation acts on", async () => {
    server.answer(status(OP, "InProgress"));
    const envelope = await client.operationStatus({ projectId: 1234, environmentId: TARGET }, OP);
    expect(envelope.OperationStatus).toBe("InProgress");
    expect(server.received[0]?.url).toBe(
      `/databasemovement/v1/fetchstatus/project/1234/environment/${TARGET}/operationactivity/${OP}`,
    );
  });
});

describe("LifecycleClient failures", () => {
  it("turns IsSuccess false into an OperationRefusedError carrying ErrorMessage and the activity id", async () => {
    server.answer(
      refused("Maximum allowed API operations per environment per day (10) has been reached.", OP),
    );
    const error = await client
      .startRefresh({ projectId: 1234, sourceEnvironmentId: SOURCE, targetEnvironmentId: TARGET })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationRefusedError);
    expect((error as Error).message).toContain("Maximum allowed API operations");
    expect((error as Error).message).toContain(OP);
    expect((error as OperationRefusedError).operation).toBe("lifecycle.databaseRefresh.start");
    expect(server.received).toHaveLength(1);
  });

  it("reads a 401 envelope's ErrorMessage, names the token setting and never shows the token", async () => {
    server.answer({
      status: 401,
      body: {
        Data: null,
        IsSuccess: false,
        OperationActivityId: OP,
        ErrorMessage: `Authentication failed for Bearer ${TOKEN}.`,
      },
    });
    const error = (await client
      .startExport({ projectId: 1, environmentId: TARGET, backupName: "b" })
      .catch((e: unknown) => e)) as RequestError;
    expect(error.status).toBe(401);
    expect(error.message).toContain("Authentication failed");
    expect(error.message).toContain("lifecycleToken");
    expect(error.message).not.toContain(TOKEN);
  });

  it.each([
    ["the web layer's Message", { Message: "The request is invalid." }, "The request is invalid."],
    ["a bare ErrorMessage", { ErrorMessage: "Environment was not found." }, "Environment was not found."],
    [
      "ErrorMessage over Message",
      { Message: "An error has occurred.", ErrorMessage: "Project 1 was not found." },
      "Project 1 was not found.",
    ],
  ])("shows a 400's words from %s", async (_shape, body, words) => {
    server.answer({ status: 400, body });
    const error = (await client
      .startExport({ projectId: 1, environmentId: TARGET, backupName: "b" })
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(400);
    expect(error.message).toContain(words);
  });

  it("never repeats a start whose connection dropped: it may have started", async () => {
    server.answer("drop", ok(OP));
    const error = (await client
      .startRefresh({ projectId: 1234, sourceEnvironmentId: SOURCE, targetEnvironmentId: TARGET })
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toMatch(/may or may not have been applied/);
    expect(server.received).toHaveLength(1);
  });

  it("never repeats a start answered 503", async () => {
    server.answer({ status: 503, headers: { "retry-after": "1" } }, ok(OP));
    await expect(
      client.startExport({ projectId: 1, environmentId: TARGET, backupName: "b" }),
    ).rejects.toThrow(/HTTP 503/);
    expect(server.received).toHaveLength(1);
  });

  it("waits out a 429 on a start (nothing was started) and then starts once", async () => {
    server.answer(
      { status: 429, headers: { "retry-after": "7" }, body: refused("Too many requests").body },
      ok(OP),
    );
    const envelope = await client.startExport({ projectId: 1, environmentId: TARGET, backupName: "b" });
    expect(envelope.OperationActivityId).toBe(OP);
    expect(clock.sleeps).toEqual([7000]);
    expect(server.received).toHaveLength(2);
  });

  it("reports an answer of another shape as a ResponseShapeError naming the field", async () => {
    server.answer({ status: 200, body: { IsSuccess: "yes", OperationActivityId: OP } });
    await expect(
      client.startRefresh({ projectId: 1234, sourceEnvironmentId: SOURCE, targetEnvironmentId: TARGET }),
    ).rejects.toThrow(ResponseShapeError);
  });

  it("reports a successful certificate answer without Data as a shape error", async () => {
    server.answer(ok(OP, null));
    await expect(client.fetchCertificate({ projectId: 1, environmentId: TARGET })).rejects.toThrow(
      ResponseShapeError,
    );
  });

  it("shows the ErrorMessage of a refusal of any shape: no activity id, odd Data", async () => {
    server.answer({
      status: 200,
      body: {
        IsSuccess: false,
        OperationActivityId: null,
        ErrorMessage: "Environment was not found.",
        Data: {},
      },
    });
    const error = (await client
      .fetchCertificate({ projectId: 1, environmentId: TARGET })
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(OperationRefusedError);
    expect(error.message).toContain("Environment was not found.");
  });

  it("warns that a start answered 2xx in another shape may have started", async () => {
    server.answer({ status: 200, body: { IsSuccess: true, OperationActivityId: "" } });
    const error = (await client
      .startExport({ projectId: 1, environmentId: TARGET, backupName: "b" })
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error.message).toMatch(/may have started: check the environment's history/);
    expect(server.received).toHaveLength(1);
  });

  it("reads a success whose VersionEOL is odd, since the operation did start", async () => {
    server.answer({ status: 200, body: { IsSuccess: true, OperationActivityId: OP, VersionEOL: 7 } });
    const envelope = await client.startExport({ projectId: 1, environmentId: TARGET, backupName: "b" });
    expect(envelope).toMatchObject({ OperationActivityId: OP, VersionEOL: undefined });
  });
});
