import { DEFAULT_COMPANY_ID, startEmulator } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  COMPANY,
  createDisputeStatus,
  disputeStatusUrl,
  errorOf,
  useEmulator,
} from "./support/emulator-client";

const emulator = useEmulator();

const SEEDED_ID = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

function recordPath(id: string, collection = "disputeStatus"): string {
  return `records/${COMPANY}/${collection}/${id}`;
}

describe("admin: request counts", () => {
  it("counts every request by method and collection, rejected ones included", async () => {
    await createDisputeStatus(emulator, "CNT");
    await call("GET", disputeStatusUrl(emulator));
    await call("GET", disputeStatusUrl(emulator), { token: "wrong" });
    await call("GET", `${emulator.url}/nowhere`);
    await call("GET", `${emulator.url}/api/v2.0/companies`);
    const reply = await admin(emulator, "GET", "requests");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      total: 5,
      byRoute: { "POST disputeStatus": 1, "GET disputeStatus": 2, "GET (unknown)": 1, "GET companies": 1 },
    });
  });

  it("starts counting from zero after DELETE /_admin/requests", async () => {
    await call("GET", disputeStatusUrl(emulator));
    expect((await admin(emulator, "DELETE", "requests")).status).toBe(204);
    expect((await admin(emulator, "GET", "requests")).body).toEqual({ total: 0, byRoute: {} });
  });
});

describe("admin: records", () => {
  it("seeds a record with a chosen id that the API then serves with an eTag", async () => {
    const seeded = await admin(emulator, "POST", `records/${COMPANY}/disputeStatus`, {
      id: SEEDED_ID,
      code: "SEED",
      displayName: "Seeded",
    });
    expect(seeded.status).toBe(201);
    const reply = await call("GET", disputeStatusUrl(emulator, SEEDED_ID));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: SEEDED_ID,
      code: "SEED",
      "@odata.etag": seeded.body["@odata.etag"],
    });
  });

  it("seeds a record without an id by choosing one", async () => {
    const seeded = await admin(emulator, "POST", `records/${COMPANY}/disputeStatus`, { code: "NOID" });
    expect(seeded.status).toBe(201);
    expect(typeof seeded.body.id).toBe("string");
  });

  it("refuses to seed a duplicate id or code", async () => {
    const path = `records/${COMPANY}/disputeStatus`;
    await admin(emulator, "POST", path, { id: SEEDED_ID, code: "A" });
    expect(errorOf(await admin(emulator, "POST", path, { id: SEEDED_ID, code: "B" })).code).toBe(
      "Internal_EntityWithSameKeyExists",
    );
    expect(errorOf(await admin(emulator, "POST", path, { code: "A" })).code).toBe(
      "Internal_EntityWithSameKeyExists",
    );
  });

  it("changes a record behind the client's back, so the client's tag goes stale", async () => {
    const created = await createDisputeStatus(emulator, "DRIFT", "Mine");
    const id = String(created.id);
    const drift = await admin(emulator, "PATCH", recordPath(id), { displayName: "Theirs" });
    expect(drift.status).toBe(200);
    expect(drift.body.displayName).toBe("Theirs");
    expect(drift.body["@odata.etag"]).not.toBe(created["@odata.etag"]);
    const update = await call("PATCH", disputeStatusUrl(emulator, id), {
      body: { displayName: "Mine again" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(update.status).toBe(409);
  });

  it("reads a record with GET and answers 404 for a missing one", async () => {
    const created = await createDisputeStatus(emulator, "PEEK");
    const found = await admin(emulator, "GET", recordPath(String(created.id)));
    expect(found.status).toBe(200);
    expect(found.body.code).toBe("PEEK");
    expect((await admin(emulator, "GET", recordPath(SEEDED_ID))).status).toBe(404);
  });

  it("removes a record with DELETE, after which the API answers 404", async () => {
    const created = await createDisputeStatus(emulator, "GONE");
    const id = String(created.id);
    expect((await admin(emulator, "DELETE", recordPath(id))).status).toBe(204);
    expect((await call("GET", disputeStatusUrl(emulator, id))).status).toBe(404);
    expect((await admin(emulator, "DELETE", recordPath(id))).status).toBe(404);
  });

  it("refuses unknown collections and unknown properties", async () => {
    expect((await admin(emulator, "GET", recordPath(SEEDED_ID, "widgets"))).status).toBe(404);
    const created = await createDisputeStatus(emulator, "PROP");
    const reply = await admin(emulator, "PATCH", recordPath(String(created.id)), { colour: "red" });
    expect(errorOf(reply).code).toBe("BadRequest_PropertyNotFound");
  });
});

describe("admin: reset and routing", () => {
  it("clears counts and faults, and drops added companies with their records, on POST /_admin/reset", async () => {
    await createDisputeStatus(emulator, "RESET");
    await admin(emulator, "POST", "faults", { status: 503, times: 5, pathIncludes: "nothing-matches-this" });
    expect((await admin(emulator, "POST", "reset")).status).toBe(204);
    expect((await admin(emulator, "GET", "requests")).body).toEqual({ total: 0, byRoute: {} });
    expect((await call("GET", `${emulator.url}/nothing-matches-this`)).status).toBe(404);
    expect((await call("GET", disputeStatusUrl(emulator))).status).toBe(404);
    const seeded = await call("GET", disputeStatusUrl(emulator, undefined, DEFAULT_COMPANY_ID));
    expect(seeded.body.value).toEqual([]);
  });

  it("answers 404 for an unknown admin path and 405 for a wrong method", async () => {
    expect((await admin(emulator, "GET", "nothing")).status).toBe(404);
    expect((await admin(emulator, "PUT", "reset")).status).toBe(405);
  });

  it("does not count admin requests", async () => {
    await admin(emulator, "GET", "requests");
    expect((await admin(emulator, "GET", "requests")).body).toEqual({ total: 0, byRoute: {} });
  });
});

describe("close", () => {
  it("can be called twice and refuses connections afterwards", async () => {
    const other = await startEmulator();
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}/_admin/requests`)).rejects.toThrow();
  });
});
