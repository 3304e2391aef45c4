/**
 * The emulator checked against the real services' answers (test/contract/fixtures/): for each
 * kind of answer, the emulator's answer to the equivalent request has the same status, the same
 * top-level keys (values differ: ids, eTags, dates) and the same error code for the same
 * situation, and its records expose exactly the fields of the AL API pages.
 *
 * Only what agrees is asserted here. Where the emulator and the real material disagree (listed in
 * the report that came with these tests), the test asserts the part that agrees and says, in a
 * comment, what it leaves out.
 */
import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  SEED_CURRENCY_EUR,
  SEED_DATASHARE_REF,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
} from "pulumi-bizops-emulator";
import { keysOf, ODATA_RECORD_ANNOTATIONS, type Fixture } from "../fixtures/fixture";
import {
  DATASHARE_HEADER_NAMES,
  dataShareError,
  dataShareErrorInfoProperties,
  sourceSettingProperties,
  sourceSettingsPage,
  synchronizationDetailsPage,
  synchronizationDetailsProperties,
  synchronizationProperties,
  synchronizationsPage,
} from "../fixtures/datashare/synchronizations";
import { detectResponse, detectResultProperties, translatorError } from "../fixtures/language/detect";
import {
  certificateAsDocumented,
  certificateThrottled,
  exportStarted,
  operationLimitReached,
  operationStatuses,
  refreshStarted,
  statusInProgress,
} from "../fixtures/lifecycle/database-movement";
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
  type Reply,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";

const emulator = useEmulator();

/** The record keys an API page's fields make, with the annotations every record carries. */
function recordKeys(fields: readonly string[]): string[] {
  return [...ODATA_RECORD_ANNOTATIONS, ...fields].sort();
}

/** The `error` object of a body, as keys and code. */
function errorShape(body: unknown): { keys: string[]; code: unknown } {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  return { keys: keysOf(error), code: error?.code };
}

/** Status, top-level keys and (for an error) the code of an answer, to compare with a fixture's. */
function shapeOf(status: number, body: unknown): { status: number; keys: string[]; code: unknown } {
  return { status, keys: keysOf(body), code: errorShape(body).code };
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

function sameShape(reply: Reply, fixture: Fixture): void {
  expect(shapeOf(reply.status, reply.text === "" ? undefined : reply.body)).toEqual(
    shapeOf(fixture.status, fixture.body),
  );
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

describe("lifecycle against the documented envelopes", () => {
  const token = EMULATOR_DEFAULT_TOKENS.lifecycle;
  const versioned = { "x-svc-version": "2017-09-15" };
  const project = SEED_LIFECYCLE_PROJECT_ID;
  const refresh = () =>
    call(
      "POST",
      `${emulator.url}/databasemovement/v1/refresh/project/${project}/source/${SEED_ENV_UAT}/target/${SEED_ENV_TEST}`,
      {
        token,
        headers: versioned,
      },
    );
  const exportOf = (name: string, environment = SEED_ENV_TEST) =>
    call(
      "POST",
      `${emulator.url}/databasemovement/v1/export/project/${project}/environment/${environment}/backupName/${name}`,
      {
        token,
      },
    );

  it("acknowledges a refresh and an export with 200 and every documented key", async () => {
    const refreshReply = await refresh();
    // Of the refresh's source: its target is busy until the refresh ends.
    const exportReply = await exportOf("TestBackupViaAPI", SEED_ENV_UAT);
    for (const [reply, fixture] of [
      [refreshReply, refreshStarted],
      [exportReply, exportStarted],
    ] as const) {
      expect(reply.status).toBe(fixture.status);
      expect(reply.body.IsSuccess).toBe(true);
      expect(keysOf(reply.body)).toEqual(expect.arrayContaining(keysOf(fixture.body)));
      // Not asserted: the emulator adds "Data": null, which the refresh and export pages do not show.
    }
  });

  it("answers the status route with exactly the documented keys, OperationStatus at the top level", async () => {
    const started = await refresh();
    const id = String(started.body.OperationActivityId);
    const reply = await call(
      "GET",
      `${emulator.url}/databasemovement/v1/fetchstatus/project/${project}/environment/${SEED_ENV_TEST}/operationactivity/${id}`,
      { token, headers: versioned },
    );
    sameShape(reply, statusInProgress);
    expect(reply.body.ActivityId).toBe(id);
    expect(operationStatuses).toContain(reply.body.OperationStatus);
  });

  it("refuses the fourth operation of the day with 200, IsSuccess false and the documented message", async () => {
    // Operations end at once: each start finds the environment free, and the limit refuses the fourth.
    await admin(emulator, "POST", "lifecycle/timing", { stepMs: 0 });
    await refresh();
    await exportOf("B1");
    await exportOf("B2");
    const reply = await exportOf("B3");
    expect(reply.status).toBe(operationLimitReached.status);
    expect(reply.body.IsSuccess).toBe(false);
    expect(reply.body.ErrorMessage).toMatch(/^Maximum allowed API operations are 3 from \S+$/);
    expect(keysOf(reply.body)).toEqual(expect.arrayContaining(keysOf(operationLimitReached.body)));
  });

  it("answers the certificate fetch with the documented keys, then 429 with Retry-After in seconds", async () => {
    const url = `${emulator.url}/environmentinfo/v1/rsatdownload/project/${project}/environment/${SEED_ENV_TEST}`;
    const first = await call("GET", url, { token, headers: versioned });
    sameShape(first, certificateAsDocumented);
    expect(keysOf(first.body.Data)).toEqual(keysOf(certificateAsDocumented.body.Data));
    const second = await call("GET", url, { token, headers: versioned });
    expect(second.status).toBe(certificateThrottled.status);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("data share against the documented examples", () => {
  const ref = SEED_DATASHARE_REF;
  const base = `/subscriptions/${ref.subscriptionId}/resourceGroups/${ref.resourceGroupName}/providers/Platform.DataShare/accounts/${ref.accountName}/shareSubscriptions/${ref.shareSubscriptionName}`;
  const token = EMULATOR_DEFAULT_TOKENS.dataShare;
  const list = (action: string, body?: unknown, query = "api-version=2021-08-01") =>
    call("POST", `${emulator.url}${base}/${action}?${query}`, { token, body });

  /** Follows nextLink to the last page; every page's keys, and every item. */
  async function allPages(first: Reply): Promise<{ pages: Reply[]; items: Array<Record<string, unknown>> }> {
    const pages = [first];
    let next = first.body.nextLink;
    while (typeof next === "string" && next !== "") {
      const page = await call("POST", next, { token });
      pages.push(page);
      next = page.body.nextLink;
    }
    return { pages, items: pages.flatMap((p) => p.body.value as Array<Record<string, unknown>>) };
  }

  function checkList(
    pages: Reply[],
    items: Array<Record<string, unknown>>,
    fixture: Fixture,
    properties: readonly string[],
  ): void {
    for (const page of pages) {
      expect(page.status).toBe(fixture.status);
      for (const header of DATASHARE_HEADER_NAMES) expect(page.headers.get(header)).not.toBeNull();
    }
    // A page that is not the last adds nextLink; the last one has the example's keys.
    expect(keysOf(pages.at(-1)!.body)).toEqual(keysOf(fixture.body));
    for (const page of pages.slice(0, -1)) expect(keysOf(page.body)).toEqual(["nextLink", "value"]);
    for (const item of items) expect(properties).toEqual(expect.arrayContaining(keysOf(item)));
  }

  it("lists synchronizations in the example's envelope, with the renamed headers", async () => {
    const { pages, items } = await allPages(await list("listSynchronizations"));
    checkList(pages, items, synchronizationsPage, synchronizationProperties);
    expect(items.every((i) => typeof i.synchronizationId === "string")).toBe(true);
  });

  it("lists synchronization details in the example's envelope", async () => {
    const [sync] = (await list("listSynchronizations")).body.value as Array<{ synchronizationId: string }>;
    const { pages, items } = await allPages(
      await list("listSynchronizationDetails", { synchronizationId: sync!.synchronizationId }),
    );
    checkList(pages, items, synchronizationDetailsPage, synchronizationDetailsProperties);
  });

  it("lists source share synchronization settings in the example's envelope", async () => {
    const { pages, items } = await allPages(await list("listSourceShareSynchronizationSettings"));
    checkList(pages, items, sourceSettingsPage, sourceSettingProperties);
    expect(items.map((i) => i.kind)).toEqual(sourceSettingsPage.body.value.map((i) => i.kind));
    for (const item of items) {
      expect(["recurrenceInterval", "synchronizationTime"]).toEqual(
        expect.arrayContaining(keysOf(item.properties)),
      );
    }
  });

  it("answers an error with a DataShareError body", async () => {
    const reply = await list("listSynchronizations", undefined, "api-version=2000-01-01");
    expect(keysOf(reply.body)).toEqual(keysOf(dataShareError.body));
    const { keys } = errorShape(reply.body);
    expect(dataShareErrorInfoProperties).toEqual(expect.arrayContaining(keys));
    expect(keys).toEqual(expect.arrayContaining(["code", "message"]));
  });
});

describe("language detection against the documented answers and codes", () => {
  const detect = (body: unknown, key: string = EMULATOR_DEFAULT_TOKENS.translator, rawBody?: string) =>
    call("POST", `${emulator.url}/detect?api-version=3.0`, {
      token: null,
      headers: { "Svc-Subscription-Key": key },
      ...(rawBody === undefined ? { body } : { rawBody }),
    });

  it("answers with one result per text, with the documented properties and X-RequestId", async () => {
    const reply = await detect([
      { Text: "Ich würde wirklich gerne Ihr Auto ein paar Mal um den Block fahren." },
    ]);
    expect(reply.status).toBe(detectResponse.status);
    const results = reply.body as unknown as Array<Record<string, unknown>>;
    expect(results).toHaveLength(detectResponse.body.length);
    for (const result of results) {
      expect(detectResultProperties).toEqual(expect.arrayContaining(keysOf(result)));
      expect(keysOf(result)).toEqual(expect.arrayContaining(keysOf(detectResponse.body[0])));
    }
    expect(reply.headers.get("x-requestid")).not.toBeNull();
  });

  it.each([
    ["credentials not valid", 401000, () => detect([{ Text: "x" }], "not-the-key")],
    ["too many elements", 400072, () => detect(Array.from({ length: 101 }, () => ({ Text: "a" })))],
    ["text too long", 400050, () => detect([{ Text: "a".repeat(50_001) }])],
    ["body not valid JSON", 400074, () => detect(undefined, undefined, "[{")],
  ] as const)("answers %s with the documented status and code %i", async (_what, code, send) => {
    const reply = await send();
    sameShape(reply, translatorError(code));
    expect(errorShape(reply.body).keys).toEqual(["code", "message"]);
  });

  it("answers throttling with 429 and a 4290xx code", async () => {
    await admin(emulator, "POST", "faults", { status: 429, times: 1, pathIncludes: "detect" });
    const reply = await detect([{ Text: "x" }]);
    sameShape(reply, translatorError(429000));
  });
});
