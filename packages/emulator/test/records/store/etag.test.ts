import {
  call,
  createDisputeStatus,
  disputeStatusUrl,
  errorOf,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

/** Updates and deletes: partial bodies, read-only properties and If-Match enforcement. */
describe("records: update", () => {
  it("updates with a matching If-Match and changes only the fields sent", async () => {
    const created = await createDisputeStatus(emulator, "UPD", "Before");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "After" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: created.id, code: "UPD", displayName: "After" });
  });

  it("gives every write a new @odata.etag, and a dispute status no lastModifiedDateTime (its page has none)", async () => {
    const created = await createDisputeStatus(emulator, "TAGS");
    let etag = String(created["@odata.etag"]);
    expect(created).not.toHaveProperty("lastModifiedDateTime");
    const seen = new Set([etag]);
    for (const name of ["one", "two", "three"]) {
      const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
        body: { displayName: name },
        headers: { "If-Match": etag },
      });
      etag = String(reply.body["@odata.etag"]);
      expect(seen.has(etag)).toBe(false);
      expect(reply.body).not.toHaveProperty("lastModifiedDateTime");
      seen.add(etag);
    }
  });

  it("renames a record when code changes, keeping its id", async () => {
    const created = await createDisputeStatus(emulator, "OLD");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { code: "NEW" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: created.id, code: "NEW" });
  });

  it("answers 400 Internal_EntityWithSameKeyExists when a rename takes another record's code", async () => {
    await createDisputeStatus(emulator, "TAKEN");
    const created = await createDisputeStatus(emulator, "FREE");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { code: "TAKEN" },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it("accepts read-only properties that repeat their current values", async () => {
    const created = await createDisputeStatus(emulator, "RO");
    const body = {
      id: created.id,
      lastModifiedDateTime: created.lastModifiedDateTime,
      "@odata.etag": created["@odata.etag"],
      displayName: "Changed",
    };
    const headers = { "If-Match": String(created["@odata.etag"]) };
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), { body, headers });
    expect(reply.status).toBe(200);
    expect(reply.body.displayName).toBe("Changed");
  });

  it("answers 400 BadRequest_PropertyNotFound for lastModifiedDateTime, which disputeStatus does not have", async () => {
    const created = await createDisputeStatus(emulator, "RO3");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { lastModifiedDateTime: "2001-01-01T00:00:00.000Z" },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest_PropertyNotFound");
  });

  it.each([
    ["id", "00000000-0000-0000-0000-000000000009"],
    ["@odata.etag", 'W/"JzE7Jw=="'],
  ])("answers 400 BadRequest when read-only %s is given a different value", async (key, value) => {
    const created = await createDisputeStatus(emulator, "RO2");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { [key]: value },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest");
  });

  it("answers 400 BadRequest_InvalidToken when If-Match is missing", async () => {
    const created = await createDisputeStatus(emulator, "NOTAG");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "x" },
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "BadRequest_InvalidToken",
      message:
        "Could not validate the client concurrency token required by the service. Please provide a valid token in the client request.",
    });
  });

  it("answers 409 Request_EntityChanged for a stale If-Match and leaves the record unchanged", async () => {
    const created = await createDisputeStatus(emulator, "STALE", "Original");
    const url = disputeStatusUrl(emulator, String(created.id));
    const staleTag = String(created["@odata.etag"]);
    await call("PATCH", url, { body: { displayName: "First" }, headers: { "If-Match": staleTag } });
    const reply = await call("PATCH", url, {
      body: { displayName: "Second" },
      headers: { "If-Match": staleTag },
    });
    expect(reply.status).toBe(409);
    expect(errorOf(reply)).toEqual({
      code: "Request_EntityChanged",
      message: "Another user has already changed the record.",
    });
    expect((await call("GET", url)).body.displayName).toBe("First");
  });

  it("lets If-Match: * match any current tag", async () => {
    const created = await createDisputeStatus(emulator, "STAR");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "Forced" },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(200);
  });

  it("answers 404 Internal_RecordNotFound when updating an unknown id", async () => {
    const reply = await call("PATCH", disputeStatusUrl(emulator, "00000000-0000-0000-0000-0000000000aa"), {
      body: { displayName: "x" },
      headers: { "If-Match": "*" },
    });
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("Internal_RecordNotFound");
  });
});

describe("records: delete", () => {
  it("deletes with a matching If-Match, answering 204, after which the record is gone", async () => {
    const created = await createDisputeStatus(emulator, "DEL");
    const url = disputeStatusUrl(emulator, String(created.id));
    const reply = await call("DELETE", url, { headers: { "If-Match": String(created["@odata.etag"]) } });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe("");
    expect((await call("GET", url)).status).toBe(404);
  });

  it("answers 400 BadRequest_InvalidToken for a delete without If-Match", async () => {
    const created = await createDisputeStatus(emulator, "DEL2");
    const reply = await call("DELETE", disputeStatusUrl(emulator, String(created.id)));
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("BadRequest_InvalidToken");
  });

  it("answers 409 Request_EntityChanged for a delete with a stale If-Match", async () => {
    const created = await createDisputeStatus(emulator, "DEL3");
    const url = disputeStatusUrl(emulator, String(created.id));
    await call("PATCH", url, { body: { displayName: "moved on" }, headers: { "If-Match": "*" } });
    const reply = await call("DELETE", url, { headers: { "If-Match": String(created["@odata.etag"]) } });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).code).toBe("Request_EntityChanged");
  });

  it("answers 404 Internal_RecordNotFound when deleting an unknown id", async () => {
    const url = disputeStatusUrl(emulator, "00000000-0000-0000-0000-0000000000bb");
    const reply = await call("DELETE", url, { headers: { "If-Match": "*" } });
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("Internal_RecordNotFound");
  });
});
