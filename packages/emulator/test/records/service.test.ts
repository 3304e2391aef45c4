import { DEFAULT_COMPANY_ID, startEmulator } from "pulumi-bizops-emulator";
import {
  addCompany,
  call,
  COMPANY,
  createDisputeStatus,
  disputeStatusUrl,
  errorOf,
  GUID,
  type Json,
  useEmulator,
} from "../support/emulator-client";

const emulator = useEmulator();

const WEAK_ETAG = /^W\/"[A-Za-z0-9+/]+=*"$/;

describe("startEmulator", () => {
  it("listens on loopback and reports a URL without a trailing slash", () => {
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(emulator.port).toBeGreaterThan(0);
  });
});

describe("records: create", () => {
  it("creates a dispute status with a POST to the collection and answers 201 with the record", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), {
      body: { code: "DISP", displayName: "Disputed" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ code: "DISP", displayName: "Disputed" });
    expect(reply.body.id).toMatch(GUID);
    // The disputeStatus API page has no lastModifiedDateTime; currencies and memos do.
    expect(reply.body).not.toHaveProperty("lastModifiedDateTime");
    expect(reply.body["@odata.etag"]).toMatch(WEAK_ETAG);
    expect(reply.body["@odata.context"]).toContain("disputeStatus/$entity");
  });

  it("creates with the POST .../disputeStatus({id}) form and assigns its own id", async () => {
    const pathId = "00000000-0000-0000-0000-000000000001";
    const reply = await call("POST", disputeStatusUrl(emulator, pathId), {
      body: { code: "A", displayName: "a" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.id).toMatch(GUID);
    expect(reply.body.id).not.toBe(pathId);
  });

  it("defaults displayName to an empty string when left out", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), { body: { code: "ONLY" } });
    expect(reply.status).toBe(201);
    expect(reply.body.displayName).toBe("");
  });

  it.each([
    ["a missing code", { displayName: "x" }],
    ["an empty code", { code: "", displayName: "x" }],
    ["a code longer than 10 characters", { code: "ABCDEFGHIJK", displayName: "x" }],
    ["a code that is not a string", { code: 12, displayName: "x" }],
    ["a read-only id", { id: "00000000-0000-0000-0000-000000000001", code: "A" }],
  ])("answers 400 BadRequest for %s", async (_label, body) => {
    const reply = await call("POST", disputeStatusUrl(emulator), { body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
  });

  it("answers 400 Internal_EntityWithSameKeyExists for a duplicate code in the same company", async () => {
    await createDisputeStatus(emulator, "DUP");
    const reply = await call("POST", disputeStatusUrl(emulator), {
      body: { code: "DUP", displayName: "again" },
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "Internal_EntityWithSameKeyExists",
      message: "The record already exists.",
    });
  });

  it("allows the same code in another company", async () => {
    await createDisputeStatus(emulator, "SAME");
    await addCompany(emulator, "11111111-2222-3333-4444-555555555555");
    const other = disputeStatusUrl(emulator, undefined, "11111111-2222-3333-4444-555555555555");
    const reply = await call("POST", other, { body: { code: "SAME", displayName: "x" } });
    expect(reply.status).toBe(201);
  });

  it("answers 400 BadRequest_PropertyNotFound naming an unknown property", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), { body: { code: "A", colour: "red" } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest_PropertyNotFound");
    expect(errorOf(reply).message).toContain("'colour'");
  });

  it("answers 400 BadRequest for a body that is not valid JSON", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), { rawBody: "{not json" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
  });

  it("answers 415 for a body sent without Content-Type application/json", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), {
      rawBody: JSON.stringify({ code: "A" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(reply.status).toBe(415);
  });
});

describe("records: read", () => {
  it("reads one record by id with its @odata.etag", async () => {
    const created = await createDisputeStatus(emulator, "READ", "Read me");
    const reply = await call("GET", disputeStatusUrl(emulator, String(created.id)));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: created.id,
      code: "READ",
      displayName: "Read me",
      "@odata.etag": created["@odata.etag"],
    });
  });

  it("finds a record whatever the case of its id", async () => {
    const created = await createDisputeStatus(emulator, "CASE");
    const reply = await call("GET", disputeStatusUrl(emulator, String(created.id).toUpperCase()));
    expect(reply.status).toBe(200);
  });

  it("reads the collection as value[] with an @odata.etag on every item", async () => {
    await createDisputeStatus(emulator, "ONE");
    await createDisputeStatus(emulator, "TWO");
    const reply = await call("GET", disputeStatusUrl(emulator));
    expect(reply.status).toBe(200);
    const value = reply.body.value as Json[];
    expect(value.map((item) => item.code)).toEqual(["ONE", "TWO"]);
    for (const item of value) expect(item["@odata.etag"]).toMatch(WEAK_ETAG);
  });

  it("keeps companies apart and accepts a quoted company id", async () => {
    await createDisputeStatus(emulator, "MINE");
    await addCompany(emulator, "99999999-2222-3333-4444-555555555555");
    const quoted = await call("GET", disputeStatusUrl(emulator, undefined, `'${COMPANY}'`));
    const other = await call(
      "GET",
      disputeStatusUrl(emulator, undefined, "99999999-2222-3333-4444-555555555555"),
    );
    expect((quoted.body.value as Json[]).map((item) => item.code)).toEqual(["MINE"]);
    expect(other.body.value).toEqual([]);
  });

  it("answers 404 Internal_RecordNotFound for an unknown id", async () => {
    const reply = await call("GET", disputeStatusUrl(emulator, "00000000-0000-0000-0000-0000000000ff"));
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("Internal_RecordNotFound");
  });
});

describe("records: authentication", () => {
  it.each([
    ["a missing", null],
    ["a wrong", "not-the-token"],
  ])("answers 401 with WWW-Authenticate for %s bearer token and never echoes it", async (_label, token) => {
    const reply = await call("GET", disputeStatusUrl(emulator), { token });
    expect(reply.status).toBe(401);
    expect(reply.headers.get("www-authenticate")).toBe("Bearer");
    expect(reply.body).toEqual({
      error: { code: "Authentication_InvalidCredentials", message: "The credentials provided are incorrect" },
    });
    expect(reply.text).not.toContain("not-the-token");
  });

  it("checks the token before the path, so unknown collections also answer 401", async () => {
    const reply = await call("GET", `${emulator.url}/api/v2.0/companies(${COMPANY})/nothing`, {
      token: null,
    });
    expect(reply.status).toBe(401);
  });

  it("accepts a token given in the options instead of the default", async () => {
    const custom = await startEmulator({ tokens: { records: "custom-token" } });
    try {
      const url = disputeStatusUrl(custom, undefined, DEFAULT_COMPANY_ID);
      expect((await call("GET", url)).status).toBe(401);
      expect((await call("GET", url, { token: "custom-token" })).status).toBe(200);
    } finally {
      await custom.close();
    }
  });
});

describe("records: protocol", () => {
  it("puts a GUID x-svc-request-id and a JSON Content-Type on answers, errors included", async () => {
    const replies = [
      await call("GET", disputeStatusUrl(emulator)),
      await call("GET", disputeStatusUrl(emulator), { token: null }),
      await call("GET", `${emulator.url}/nowhere`),
    ];
    for (const reply of replies) {
      expect(reply.headers.get("x-svc-request-id")).toMatch(GUID);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const ids = new Set(replies.map((reply) => reply.headers.get("x-svc-request-id")));
    expect(ids.size).toBe(replies.length);
  });

  it.each([
    ["PUT", "item", "00000000-0000-0000-0000-000000000001"],
    ["DELETE", "collection", undefined],
    ["PATCH", "collection", undefined],
  ])("answers 405 for %s on the %s", async (method, _kind, id) => {
    const reply = await call(method, disputeStatusUrl(emulator, id), {
      body: {},
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBeTruthy();
  });

  it("answers 404 BadRequest_ResourceNotFound naming the segment of an unknown collection", async () => {
    const reply = await call("GET", `${emulator.url}/api/v2.0/companies(${COMPANY})/widgets`);
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toEqual({
      code: "BadRequest_ResourceNotFound",
      message: "Resource not found for the segment 'widgets'.",
    });
  });

  it("answers 404 BadRequest_NotFound, not Internal_RecordNotFound, for a key that does not parse", async () => {
    const reply = await call(
      "GET",
      `${emulator.url}/api/v2.0/companies(${COMPANY})/disputeStatus(not-a-guid)`,
    );
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("BadRequest_NotFound");
  });

  it.each([
    ["a path outside any service", "/nowhere"],
    ["a path without a company", "/api/v2.0/disputeStatus"],
  ])("answers 404 BadRequest_NotFound for %s", async (_label, path) => {
    const reply = await call("GET", `${emulator.url}${path}`);
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("BadRequest_NotFound");
  });
});
