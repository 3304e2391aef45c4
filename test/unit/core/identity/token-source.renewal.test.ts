import { IdentityError, RequestError } from "../../../../src/core/errors/errors";
import { HttpClient } from "../../../../src/core/http/http-client";
import { CachedTokenSource } from "../../../../src/core/identity/token-source";
import { CountingCredential } from "../../../support/counting-credential";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const server = new ScriptedServer();
let clock: FakeClock;
let credential: CountingCredential;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  clock = new FakeClock();
  credential = new CountingCredential(() => clock.now(), 60 * 60_000, "eyJ.access-token");
});

function client(secret: string | CachedTokenSource = tokens()): HttpClient {
  return new HttpClient({
    credential: { header: "authorization", scheme: "Bearer", secret },
    settingNames: { url: "recordsUrl", credential: "recordsEntraCredential" },
    clock,
    random: () => 0.5,
  });
}

function tokens(): CachedTokenSource {
  return new CachedTokenSource({
    description: "the records service's Entra ID clientSecret identity (tenant t1, client id c1), scope s1",
    scope: "s1",
    credential: () => credential,
    freshAfterRefusal: true,
    secrets: ["client-secret-value"],
    now: () => clock.now(),
  });
}

const get = (c: HttpClient) =>
  c.send({ operation: "test.get", method: "GET", url: `${server.url}/thing`, idempotent: true });
const post = (c: HttpClient) =>
  c.send({
    operation: "test.create",
    method: "POST",
    url: `${server.url}/things`,
    body: { a: 1 },
    idempotent: false,
  });

const unauthorized = {
  status: 401,
  body: { error: { code: "Unauthorized", message: "The token has expired." } },
};

describe("HttpClient with an Entra ID identity", () => {
  it("asks for the token on the first request and sends it as a bearer token", async () => {
    server.answer({ status: 200, body: { ok: true } });
    const c = client();
    expect(credential.asked).toEqual([]);
    await get(c);
    expect(server.received[0]!.headers.authorization).toBe("Bearer eyJ.access-token-1");
  });

  it("reuses the token for later requests, and renews it before it expires", async () => {
    server.answer({ status: 200 }, { status: 200 }, { status: 200 });
    const c = client();
    await get(c);
    await get(c);
    clock.now = () => Date.parse("2026-11-21T12:57:00Z");
    await get(c);
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      "Bearer eyJ.access-token-1",
      "Bearer eyJ.access-token-1",
      "Bearer eyJ.access-token-2",
    ]);
  });

  it("renews the token once after a 401 and repeats the request, even a create", async () => {
    server.answer(unauthorized, { status: 201, body: { id: "x" } });
    const response = await post(client());
    expect(response.status).toBe(201);
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      "Bearer eyJ.access-token-1",
      "Bearer eyJ.access-token-2",
    ]);
    expect(server.received[1]!.body).toBe('{"a":1}');
  });

  it("gives up after one renewal, naming the identity and what to check, without the token", async () => {
    server.answer(unauthorized, unauthorized, unauthorized);
    const error = await get(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(server.received).toHaveLength(2);
    const text = String(error);
    expect(text).toMatch(/HTTP 401/);
    expect(text).toMatch(/refused the token of the records service's Entra ID clientSecret identity/);
    expect(text).toMatch(/scope is the service's audience/);
    expect(text).not.toContain("eyJ.access-token");
  });

  it("does not renew on a 403, and says to check the identity's role", async () => {
    server.answer(
      { status: 403, body: { error: { code: "Forbidden", message: "No permission." } } },
      { status: 200 },
    );
    const error = await get(client()).catch((e: unknown) => e);
    expect(String(error)).toMatch(/HTTP 403.*refused the action: check the identity's role/);
    expect(server.received).toHaveLength(1);
    expect(credential.asked).toHaveLength(1);
  });

  it("never repeats a request refused with a static token", async () => {
    server.answer(unauthorized, { status: 200 });
    const error = await get(client("static-token-value")).catch((e: unknown) => e);
    expect(String(error)).toMatch(/Check the recordsEntraCredential setting/);
    expect(server.received).toHaveLength(1);
  });

  it("sends nothing when no token can be had, and says so as an identity error", async () => {
    server.answer({ status: 200 });
    credential.failWith = new Error("AADSTS90002: Tenant 't1' not found.");
    const error = await get(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(String(error)).toMatch(/AADSTS90002.*Check the tenant id: no such tenant/);
    expect(server.received).toHaveLength(0);
  });
});
