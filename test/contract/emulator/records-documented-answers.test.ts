/**
 * The records emulator checked against the real service's answers (test/contract/fixtures/records/):
 * for each kind of answer, the emulator's answer to the equivalent request has the same status, the
 * same top-level keys and the same error code for the same situation, and its records expose exactly
 * the fields of the AL API pages.
 *
 * Only what agrees is asserted here. Where the emulator and the real material disagree, the test
 * asserts the part that agrees and says, in a comment, what it leaves out.
 */
import { DEFAULT_COMPANY_ID, SEED_CURRENCY_EUR } from "pulumi-bizops-emulator";
import { keysOf, ODATA_RECORD_ANNOTATIONS } from "../fixtures/fixture";
import { currencyFields, currencyGet, currencyGetV2, currencyReadOnly } from "../fixtures/records/currency";
import {
  disputeStatusCreated,
  disputeStatusDeleted,
  disputeStatusFields,
  disputeStatusGet,
  disputeStatusListPages,
  disputeStatusReadOnly,
  disputeStatusUpdated,
} from "../fixtures/records/dispute-status";
import {
  entityChanged,
  entityWithSameKeyExists,
  errorCodeOf,
  invalidToken,
  recordNotFound,
  resourceNotFound,
  tooManyRequests,
} from "../fixtures/records/errors";
import {
  creditMemoFields,
  creditMemoReadOnly,
  creditMemoStatuses,
} from "../fixtures/records/purchase-credit-memo";
import {
  admin,
  call,
  COMPANY,
  createDisputeStatus,
  createMemo,
  currencyUrl,
  disputeStatusUrl,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";
import { errorShape, sameShape } from "./support/answer-shape";

const emulator = useEmulator();

/** The record keys an API page's fields make, with the annotations every record carries. */
function recordKeys(fields: readonly string[]): string[] {
  return [...ODATA_RECORD_ANNOTATIONS, ...fields].sort();
}

/** A value of the same type as `value` that differs from it: a write that would change the field. */
function otherValue(value: unknown): unknown {
  if (typeof value === "boolean") return !value;
  if (typeof value === "number") return value + 1;
  if (typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value))
    return "00000000-0000-0000-0000-000000000009";
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value)) return "2020-01-01T00:00:00Z";
  return `${String(value)}-changed`;
}

describe("records: disputeStatus against its API page and the documented answers", () => {
  it("answers a create with 201 and exactly the page's fields, as the create example (corrected by the page)", async () => {
    const reply = await call("POST", disputeStatusUrl(emulator), {
      body: { code: "INVEST", displayName: "Under Investigation" },
    });
    sameShape(reply, disputeStatusCreated);
    expect(keysOf(reply.body)).toEqual(recordKeys(disputeStatusFields));
  });

  it("answers a read with 200 and exactly the page's fields", async () => {
    const created = await createDisputeStatus(emulator, "QUALITY", "A disputed invoice due to quality");
    const reply = await call("GET", disputeStatusUrl(emulator, String(created.id)));
    sameShape(reply, disputeStatusGet);
    expect(keysOf(reply.body)).toEqual(recordKeys(disputeStatusFields));
  });

  it("answers an update with 200, the page's fields and a new eTag", async () => {
    const created = await createDisputeStatus(emulator, "QUALITY", "A disputed invoice due to quality");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "Disputed invoices due to quality" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    sameShape(reply, disputeStatusUpdated);
    expect(reply.body["@odata.etag"]).not.toBe(created["@odata.etag"]);
  });

  it("answers a delete with 204 and no body", async () => {
    const created = await createDisputeStatus(emulator, "QUALITY");
    const reply = await call("DELETE", disputeStatusUrl(emulator, String(created.id)), {
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    expect(reply.status).toBe(disputeStatusDeleted.status);
    expect(reply.text).toBe("");
  });

  it("refuses a write to a field the page marks read-only, and takes the others", async () => {
    for (const field of disputeStatusReadOnly) {
      const reply = await call("POST", disputeStatusUrl(emulator), {
        body: { code: "RO", [field]: "00000000-0000-0000-0000-000000000009" },
      });
      // The status agrees; the code does not (see the report: BadRequest_InvalidOperation).
      expect(reply.status).toBe(400);
    }
    const writable = disputeStatusFields.filter(
      (f) => !(disputeStatusReadOnly as readonly string[]).includes(f),
    );
    const reply = await call("POST", disputeStatusUrl(emulator), {
      body: Object.fromEntries(writable.map((f) => [f, "W1"])),
    });
    expect(reply.status).toBe(201);
  });

  it("pages a collection read as the documented envelope: @odata.context, value, @odata.nextLink", async () => {
    await createDisputeStatus(emulator, "QUALITY");
    await createDisputeStatus(emulator, "INVEST");
    const [firstFixture, lastFixture] = disputeStatusListPages("https://example.invalid");
    const first = await call("GET", disputeStatusUrl(emulator), {
      headers: { Prefer: "odata.maxpagesize=1" },
    });
    sameShape(first, firstFixture);
    const items = first.body.value as unknown[];
    expect(items.map(keysOf)).toEqual([
      recordKeys(disputeStatusFields).filter((k) => k !== "@odata.context"),
    ]);
    const last = await call("GET", String(first.body["@odata.nextLink"]), {
      headers: { Prefer: "odata.maxpagesize=1" },
    });
    sameShape(last, lastFixture);
  });
});

describe("records: errors against the documented codes", () => {
  it("says 404 Internal_RecordNotFound for a record that is not there", async () => {
    const reply = await call("GET", disputeStatusUrl(emulator, "00000000-0000-0000-0000-000000000001"));
    sameShape(reply, recordNotFound);
    expect(errorShape(reply.body).keys).toEqual(["code", "message"]);
    // Not asserted: the real message ends in "  CorrelationId:  <guid>."; the emulator's does not.
  });

  it("says 409 Request_EntityChanged for a stale If-Match", async () => {
    const created = await createDisputeStatus(emulator, "QUALITY");
    await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "First writer" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "Second writer" },
      headers: { "If-Match": String(created["@odata.etag"]) },
    });
    sameShape(reply, entityChanged);
  });

  it("says 400 Internal_EntityWithSameKeyExists for a second record with the same code", async () => {
    await createDisputeStatus(emulator, "QUALITY");
    const reply = await call("POST", disputeStatusUrl(emulator), { body: { code: "QUALITY" } });
    sameShape(reply, entityWithSameKeyExists);
  });

  it("says 400 BadRequest_InvalidToken for an update without If-Match", async () => {
    const created = await createDisputeStatus(emulator, "QUALITY");
    const reply = await call("PATCH", disputeStatusUrl(emulator, String(created.id)), {
      body: { displayName: "x" },
    });
    sameShape(reply, invalidToken);
  });

  it("answers a misspelt collection with a 404 that does not say a record is gone", async () => {
    const reply = await call("GET", `${emulator.url}/api/v2.0/companies(${COMPANY})/disputeStatuses`);
    expect(reply.status).toBe(resourceNotFound.status);
    expect(errorShape(reply.body).keys).toEqual(["code", "message"]);
    expect(errorShape(reply.body).code).not.toBe(errorCodeOf(recordNotFound));
    // Not asserted: the real code is BadRequest_ResourceNotFound ("Resource not found for the
    // segment '...'"); the emulator answers BadRequest_NotFound.
  });

  it("answers 429 without Retry-After, in the error envelope", async () => {
    await admin(emulator, "POST", "faults", { status: 429, times: 1, pathIncludes: "disputeStatus" });
    const reply = await call("GET", disputeStatusUrl(emulator));
    expect(reply.status).toBe(tooManyRequests.status);
    expect(reply.headers.get("retry-after")).toBeNull();
    expect(keysOf(reply.body)).toEqual(keysOf(tooManyRequests.body));
    // Not asserted: the code (Application_TooManyRequests in the material; TooManyRequests here).
  });
});

describe("records: currencies and purchase credit memos against their API pages", () => {
  it("answers a currency read (v1.0) with exactly the page's fields, as the documented read", async () => {
    const reply = await call("GET", currencyUrl(emulator, SEED_CURRENCY_EUR.id));
    sameShape(reply, currencyGet);
    expect(keysOf(reply.body)).toEqual(recordKeys(currencyFields));
  });

  it("answers a currency read (v2.0) with exactly the page's fields, as the documented v2.0 read", async () => {
    const url = `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/currencies(${SEED_CURRENCY_EUR.id})`;
    const reply = await call("GET", url);
    sameShape(reply, currencyGetV2);
    expect(keysOf(reply.body)).toEqual(recordKeys(currencyFields));
  });

  it("refuses a write to the currency's read-only id", async () => {
    const current = await call("GET", currencyUrl(emulator, SEED_CURRENCY_EUR.id));
    for (const field of currencyReadOnly) {
      const reply = await call("PATCH", currencyUrl(emulator, SEED_CURRENCY_EUR.id), {
        body: { [field]: "00000000-0000-0000-0000-000000000009" },
        headers: { "If-Match": String(current.body["@odata.etag"]) },
      });
      expect(reply.status).toBe(400);
    }
  });

  it("answers a memo with the page's fields, every one of them", async () => {
    const memo = await createMemo(emulator);
    expect(keysOf(memo)).toEqual(recordKeys(creditMemoFields));
    expect(creditMemoStatuses).toContain(memo.status);
  });

  it("refuses a write to each field the memo page marks read-only", async () => {
    const memo = await createMemo(emulator);
    const url = `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/purchaseCreditMemos(${String(memo.id)})`;
    for (const field of creditMemoReadOnly) {
      const reply = await call("PATCH", url, {
        body: { [field]: otherValue(memo[field]) },
        headers: { "If-Match": String(memo["@odata.etag"]) },
      });
      expect({ field, status: reply.status }).toEqual({ field, status: 400 });
    }
  });
});
