import { ConcurrencyError, RequestError } from "../../../../src/core/errors/errors";
import { HttpClient } from "../../../../src/core/http/http-client";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { closedPort } from "../../../support/closed-port";

const TOKEN = "very-secret-token-123";
const server = new ScriptedServer();
let clock: FakeClock;
let client: HttpClient;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  clock = new FakeClock();
  client = new HttpClient({
    credential: { header: "authorization", scheme: "Bearer", secret: TOKEN },
    settingNames: { url: "recordsUrl", credential: "recordsToken" },
    clock,
    random: () => 0.5,
  });
});

const get = () =>
  client.send({ operation: "test.get", method: "GET", url: `${server.url}/thing`, idempotent: true });
const post = () =>
  client.send({
    operation: "test.create",
    method: "POST",
    url: `${server.url}/things`,
    body: { a: 1 },
    idempotent: false,
  });

describe("HttpClient", () => {
  it("sends the credential and a JSON body, and parses the JSON answer", async () => {
    server.answer({ status: 201, body: { id: "x" }, headers: { "x-svc-request-id": "req-1" } });
    const response = await post();
    expect(response).toMatchObject({ status: 201, body: { id: "x" }, requestId: "req-1" });
    expect(server.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(server.received[0]?.headers["content-type"]).toBe("application/json");
    expect(server.received[0]?.body).toBe('{"a":1}');
  });

  it("retries a 429 after Retry-After through the injected clock", async () => {
    server.answer(
      { status: 429, headers: { "retry-after": "2" }, body: { error: { code: "TooManyRequests" } } },
      { status: 200, body: { ok: true } },
    );
    await expect(get()).resolves.toMatchObject({ body: { ok: true } });
    expect(clock.sleeps).toEqual([2000]);
    expect(server.received).toHaveLength(2);
  });

  it("retries 503 and a dropped connection for an idempotent request", async () => {
    server.answer({ status: 503 }, "drop", { status: 200, body: { ok: true } });
    await expect(get()).resolves.toMatchObject({ status: 200 });
    expect(server.received).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it("never repeats a create after a 503", async () => {
    server.answer(
      { status: 503, body: { error: { code: "ServiceUnavailable", message: "busy" } } },
      { status: 201, body: {} },
    );
    await expect(post()).rejects.toThrow(/test.create failed with HTTP 503: ServiceUnavailable: busy/);
    expect(server.received).toHaveLength(1);
  });

  it("tells the user a create answered 5xx may have been applied", async () => {
    server.answer({ status: 502 });
    await expect(post()).rejects.toThrow(/may or may not have been applied/);
  });

  it("keeps the client's bounds when a request's override leaves one undefined", async () => {
    server.answer({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const request = {
      operation: "test.get",
      method: "GET" as const,
      url: `${server.url}/thing`,
      idempotent: true,
    };
    await expect(client.send({ ...request, retry: { maxAttempts: undefined } })).rejects.toThrow(
      /gave up after 4 attempts/,
    );
    expect(server.received).toHaveLength(4);
  });

  it("tells the user a dropped create may have been applied", async () => {
    server.answer("drop");
    await expect(post()).rejects.toThrow(
      /may or may not have been applied: check the service before trying again/,
    );
    expect(server.received).toHaveLength(1);
  });

  it("says a create met by a refused connection sent nothing, and which URL to check", async () => {
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const error = (await client
      .send({
        operation: "test.create",
        method: "POST",
        url: `${refused}/things`,
        body: {},
        idempotent: false,
      })
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({ code: "InvalidSettings", status: undefined, attempts: 4 });
    expect(error.message).toMatch(
      /^test\.create failed: could not connect to 127\.0\.0\.1:\d+ \(connect ECONNREFUSED/,
    );
    expect(error.message).toContain("nothing was sent (gave up after 4 attempts)");
    expect(error.message).not.toContain("may or may not");
    expect(error.hint).toBe(
      "Check that the recordsUrl setting (bizops:recordsUrl or BIZOPS_RECORDS_URL) names the service and that the service is running, then run the command again.",
    );
    // Asked again as a read would be: nothing of it left this machine.
    expect(clock.sleeps).toHaveLength(3);
  });

  it("says a read whose connection dropped can be asked again", async () => {
    server.answer("drop", "drop", "drop", "drop");
    await expect(get()).rejects.toThrow(/run the command again once the service answers\.$/);
  });

  it("retries a GET whose connection drops while the body streams in", async () => {
    server.answer("drop-after-headers", { status: 200, body: { ok: true } });
    await expect(get()).resolves.toMatchObject({ body: { ok: true } });
    expect(server.received).toHaveLength(2);
  });

  it("turns a body cut short on a create into a typed error, without repeating it", async () => {
    server.answer("drop-after-headers");
    await expect(post()).rejects.toBeInstanceOf(RequestError);
    expect(server.received).toHaveLength(1);
  });

  it("says why retrying stopped when a throttled request gives up", async () => {
    server.answer({ status: 429, headers: { "retry-after": "600" } });
    await expect(get()).rejects.toThrow(
      /HTTP 429.*the service asked to wait 600s, beyond the retry time budget/,
    );
  });

  it("says why retrying stopped when a 408 is waited out to the end of the time budget", async () => {
    server.answer({ status: 408 }, { status: 408 }, { status: 408 }, { status: 408 });
    const error = (await client
      .send({
        operation: "test.get",
        method: "GET",
        url: `${server.url}/thing`,
        idempotent: true,
        retry: { maxElapsedMs: 5000 },
      })
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({ status: 408, code: "TimedOut", attempts: 3 });
    expect(error.facts().retryStopped).toBe("the next retry would end past the retry time budget of 5s");
    expect(error.message).toContain("(the next retry would end past the retry time budget of 5s)");
  });

  it("says why retrying stopped when a 408 meets a create", async () => {
    server.answer({ status: 408 });
    const error = (await post().catch((e: unknown) => e)) as RequestError;
    expect(error.facts().retryStopped).toBe("HTTP 408 on a request that is not safe to repeat");
    expect(server.received).toHaveLength(1);
  });

  it("says why retrying stopped when the answers of a read keep being lost", async () => {
    server.answer("drop", "drop", "drop", "drop");
    const error = (await get().catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({ code: "NoResponse", attempts: 4 });
    expect(error.facts().retryStopped).toBe("gave up after 4 attempts");
  });

  it("gives up after the bounded number of attempts", async () => {
    server.answer({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { status: 200 });
    const error = (await get().catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.attempts).toBe(4);
    expect(server.received).toHaveLength(4);
  });

  it("reports operation, status, service code, message and request id as data", async () => {
    server.answer({
      status: 400,
      headers: { "x-svc-request-id": "abc-123" },
      body: { error: { code: "BadRequest_InvalidToken", message: "Could not validate the token." } },
    });
    const error = (await get().catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({
      operation: "test.get",
      status: 400,
      serviceCode: "BadRequest_InvalidToken",
      requestId: "abc-123",
    });
    expect(error.message).toBe(
      "test.get failed with HTTP 400: BadRequest_InvalidToken: Could not validate the token. [request id abc-123]. The service refused the request as sent: change what its message names, then run the command again.",
    );
    expect(error).not.toBeInstanceOf(ConcurrencyError);
  });

  it("never lets the credential into an error, even when the service echoes it", async () => {
    server.answer({
      status: 401,
      body: { error: { code: "Unauthorized", message: `token ${TOKEN} is not valid` } },
    });
    const error = (await get().catch((e: unknown) => e)) as RequestError;
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TOKEN);
    expect(error.message).toMatch(/\[redacted\].*Check the recordsToken setting/);
  });

  it("refuses to send the credential over plain http to a non-loopback host", async () => {
    const request = client.send({
      operation: "test.get",
      method: "GET",
      url: "http://example.com/x",
      idempotent: true,
    });
    await expect(request).rejects.toThrow(/Refusing to send recordsToken to http:\/\/example.com/);
  });

  it("refuses a URL of another origin than the configured one before sending anything", async () => {
    const guarded = new HttpClient({
      credential: { header: "authorization", scheme: "Bearer", secret: TOKEN },
      settingNames: { url: "recordsUrl", credential: "recordsToken" },
      origin: "http://127.0.0.1:1",
      clock,
    });
    server.answer({ status: 200, body: {} });
    const error = await guarded
      .send({ operation: "test.get", method: "GET", url: `${server.url}/thing`, idempotent: true })
      .catch((e: unknown) => e);
    expect(String(error)).toContain(
      `test.get: the service returned a link to ${server.url}, but the credential is configured for http://127.0.0.1:1`,
    );
    expect(String(error)).not.toContain(TOKEN);
    expect(server.received).toHaveLength(0);
  });
});
