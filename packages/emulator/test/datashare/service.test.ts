import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SOURCE_SETTING,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
  startEmulator,
} from "pulumi-bizops-emulator";
import {
  admin,
  call,
  GUID,
  useEmulator,
  type CallOptions,
  type Json,
  type Reply,
} from "../support/emulator-client";

const emulator = useEmulator();

const API = "api-version=2021-08-01";
const SHARE_PATH =
  `/subscriptions/${SEED_DATASHARE_SUBSCRIPTION_ID}/resourceGroups/${SEED_DATASHARE_RESOURCE_GROUP}` +
  `/providers/Platform.DataShare/accounts/${SEED_DATASHARE_ACCOUNT}/shareSubscriptions/${SEED_DATASHARE_SHARE_SUBSCRIPTION}`;
const ADMIN_SHARE = `datashare/${SEED_DATASHARE_SUBSCRIPTION_ID}/${SEED_DATASHARE_RESOURCE_GROUP}/${SEED_DATASHARE_ACCOUNT}`;

function opUrl(operation: string, query: string = API, sharePath: string = SHARE_PATH): string {
  return `${emulator.url}${sharePath}/${operation}${query === "" ? "" : `?${query}`}`;
}

/** A data share POST with the service's token unless told otherwise. */
function post(url: string, options: CallOptions = {}): Promise<Reply> {
  return call("POST", url, { token: EMULATOR_DEFAULT_TOKENS.dataShare, ...options });
}

function items(reply: Reply): Json[] {
  return reply.body.value as Json[];
}

function errorOf(reply: Reply): { code: string; message: string; target: string; details: unknown[] } {
  return reply.body.error as { code: string; message: string; target: string; details: unknown[] };
}

/** Follows `nextLink` to the end with bodiless POSTs; returns every page. */
async function allPages(first: Reply): Promise<Reply[]> {
  const pages = [first];
  let page = first;
  while (typeof page.body.nextLink === "string") {
    page = await post(page.body.nextLink);
    expect(page.status).toBe(200);
    pages.push(page);
  }
  return pages;
}

function query(filter?: string, orderby?: string): string {
  let text = API;
  if (filter !== undefined) text += `&$filter=${encodeURIComponent(filter)}`;
  if (orderby !== undefined) text += `&$orderby=${encodeURIComponent(orderby)}`;
  return text;
}

async function listAll(filter?: string, orderby?: string): Promise<Json[]> {
  const first = await post(opUrl("listSynchronizations", query(filter, orderby)));
  expect(first.status).toBe(200);
  return (await allPages(first)).flatMap(items);
}

describe("data share: listSynchronizations", () => {
  it("pages the 25 seeded synchronizations 10 at a time, with absolute self-contained next links", async () => {
    const first = await post(opUrl("listSynchronizations"));
    expect(first.status).toBe(200);
    const pages = await allPages(first);
    expect(pages.map((page) => items(page).length)).toEqual([10, 10, 5]);
    for (const page of pages.slice(0, -1)) {
      const link = new URL(String(page.body.nextLink));
      expect(`${link.protocol}//${link.host}`).toBe(emulator.url);
      expect(link.pathname).toBe(`${SHARE_PATH}/listSynchronizations`);
      expect(link.searchParams.get("api-version")).toBe("2021-08-01");
      expect(link.searchParams.get("$skipToken")).toMatch(/.+/);
    }
    expect(pages.at(-1)?.body).not.toHaveProperty("nextLink");
    const ids = pages.flatMap(items).map((sync) => sync.synchronizationId);
    expect(ids).toHaveLength(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
    expect(new Set(ids).size).toBe(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
    expect(ids[0]).toBe(seedSynchronizationId(0));
  });

  it("seeds mixed statuses and modes, with times and durations where a run started or ended", async () => {
    const all = await listAll();
    const statuses = new Set(all.map((sync) => sync.status));
    expect(statuses).toEqual(new Set(["Completed", "Failed", "InProgress", "Queued"]));
    expect(new Set(all.map((sync) => sync.synchronizationMode))).toEqual(
      new Set(["Incremental", "FullSync"]),
    );
    const completed = all.find((sync) => sync.status === "Completed") ?? {};
    expect(completed).toEqual({
      synchronizationId: expect.stringMatching(GUID),
      status: "Completed",
      synchronizationMode: expect.stringMatching(/^(Incremental|FullSync)$/),
      startTime: expect.any(String),
      endTime: expect.any(String),
      durationMs: expect.any(Number),
    });
    expect(Date.parse(String(completed.endTime)) - Date.parse(String(completed.startTime))).toBe(
      completed.durationMs,
    );
  });

  it("answers the address the client used in nextLink", async () => {
    const localhost = emulator.url.replace("127.0.0.1", "localhost");
    const reply = await post(`${localhost}${SHARE_PATH}/listSynchronizations?${API}`);
    expect(String(reply.body.nextLink)).toMatch(new RegExp(`^${localhost}/`));
  });

  it("follows a page size set by the admin route", async () => {
    expect((await admin(emulator, "POST", "datashare/page-size", { size: 7 })).status).toBe(204);
    expect((await admin(emulator, "GET", "datashare/page-size")).body).toEqual({ size: 7 });
    const pages = await allPages(await post(opUrl("listSynchronizations")));
    expect(pages.map((page) => items(page).length)).toEqual([7, 7, 7, 4]);
  });

  it("puts the page size back to the default on reset", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 3 });
    await admin(emulator, "POST", "reset");
    expect(items(await post(opUrl("listSynchronizations")))).toHaveLength(10);
  });

  it.each([[{ size: 0 }], [{ size: 2.5 }], [{ size: "5" }], [{}]])(
    "refuses page size %j with 400",
    async (body) => {
      expect((await admin(emulator, "POST", "datashare/page-size", body)).status).toBe(400);
    },
  );

  it("takes the page size from startEmulator({ dataSharePageSize })", async () => {
    const small = await startEmulator({ dataSharePageSize: 12 });
    try {
      const first = await post(`${small.url}${SHARE_PATH}/listSynchronizations?${API}`);
      expect(items(first)).toHaveLength(12);
      expect(String(first.body.nextLink)).toMatch(new RegExp(`^${small.url}/`));
    } finally {
      await small.close();
    }
  });
});

describe("data share: $filter and $orderby", () => {
  it("filters by status with eq, and carries the filter through every page", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 4 });
    const completed = await listAll("status eq 'Completed'");
    expect(completed.length).toBeGreaterThan(4);
    expect(completed.every((sync) => sync.status === "Completed")).toBe(true);
    const notCompleted = await listAll("status ne 'Completed'");
    expect(completed.length + notCompleted.length).toBe(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
  });

  it("puts the filter in the token, not in the next link", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 4 });
    const first = await post(
      opUrl("listSynchronizations", query("status eq 'Completed'", "durationMs desc")),
    );
    const link = new URL(String(first.body.nextLink));
    expect([...link.searchParams.keys()].sort()).toEqual(["$skipToken", "api-version"]);
  });

  it("compares numbers, joins with and/or (and before or), and compares date-times as instants", async () => {
    const long = await listAll("durationMs gt 150000 and status eq 'Completed'");
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((sync) => Number(sync.durationMs) > 150000 && sync.status === "Completed")).toBe(true);
    const mixed = await listAll("status eq 'Queued' or status eq 'Failed' and durationMs ge 0");
    expect(new Set(mixed.map((sync) => sync.status))).toEqual(new Set(["Queued", "Failed"]));
    const recent = await listAll("startTime ge 2024-03-20T02:00:00.000Z");
    expect(recent.map((sync) => sync.startTime)).toEqual([
      "2024-03-24T02:00:00.000Z",
      "2024-03-23T02:00:00.000Z",
      "2024-03-22T02:00:00.000Z",
      "2024-03-21T02:00:00.000Z",
      "2024-03-20T02:00:00.000Z",
    ]);
    expect(await listAll("startTime lt '2024-03-03T00:00:00Z'")).toHaveLength(2);
    expect(await listAll("endTime eq null")).toHaveLength(2);
  });

  it("orders ascending and descending across pages", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 6 });
    const ascending = await listAll(undefined, "durationMs asc");
    const durations = ascending
      .filter((sync) => sync.durationMs !== undefined)
      .map((s) => Number(s.durationMs));
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    // Absent values come first ascending, as OData's nulls do.
    expect(ascending.slice(0, 2).map((sync) => sync.durationMs)).toEqual([undefined, undefined]);
    const descending = await listAll("status eq 'Completed'", "startTime desc");
    const starts = descending.map((sync) => Date.parse(String(sync.startTime)));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it.each([
    ["an unknown field", "colour eq 'red'"],
    ["an unknown operator", "status like 'C%'"],
    ["a missing literal", "status eq"],
    ["a literal of the wrong type", "durationMs eq 'long'"],
    ["an unterminated string", "status eq 'Completed"],
    ["a dangling and", "status eq 'Completed' and"],
    ["a function call", "startswith(status, 'C')"],
  ])("refuses a $filter with %s: 400 InvalidFilter", async (_label, filter) => {
    const reply = await post(opUrl("listSynchronizations", query(filter)));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: "InvalidFilter", target: "$filter", details: [] });
  });

  it.each([["startTime sideways"], ["colour asc"], ["startTime desc extra"], [""]])(
    "refuses $orderby %j: 400 InvalidOrderBy",
    async (orderby) => {
      const reply = await post(opUrl("listSynchronizations", query(undefined, orderby)));
      expect(reply.status).toBe(400);
      expect(errorOf(reply).code).toBe("InvalidOrderBy");
    },
  );
});

describe("data share: listSynchronizationDetails", () => {
  const firstFailed = seedSynchronizationId(3);

  it("lists the data-set details of a synchronization", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), {
      body: { synchronizationId: firstFailed },
    });
    expect(reply.status).toBe(200);
    const details = items(reply);
    expect(details.length).toBeGreaterThanOrEqual(1);
    expect(details.length).toBeLessThanOrEqual(3);
    expect(details[0]).toMatchObject({
      dataSetId: expect.stringMatching(GUID),
      dataSetType: expect.any(String),
      name: expect.any(String),
      status: "Failed",
      message: expect.any(String),
      rowsRead: expect.any(Number),
      sizeRead: expect.any(Number),
      filesRead: expect.any(Number),
      vCore: expect.any(Number),
    });
    expect(reply.body).not.toHaveProperty("nextLink");
  });

  it("pages with next links whose POSTs need no body, filtered and ordered", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 2 });
    const id = "11111111-2222-4333-8444-555555555555";
    const details = Array.from({ length: 7 }, (_, i) => ({
      dataSetId: `d-${i}`,
      dataSetType: i % 2 === 0 ? "Blob" : "KustoTable",
      name: `set-${i}`,
      rowsCopied: i * 10,
      status: "Completed",
    }));
    const seeded = await admin(
      emulator,
      "POST",
      `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}/synchronizations`,
      [{ synchronizationId: id, status: "Completed", details }],
    );
    expect(seeded.status).toBe(201);
    const first = await post(
      opUrl("listSynchronizationDetails", query("dataSetType eq 'Blob'", "rowsCopied desc")),
      {
        body: { synchronizationId: id },
      },
    );
    expect(first.status).toBe(200);
    const pages = await allPages(first);
    expect(pages.map((page) => items(page).length)).toEqual([2, 2]);
    expect(pages.flatMap(items).map((detail) => detail.name)).toEqual(["set-6", "set-4", "set-2", "set-0"]);
    // allPages posts the next link with no body: a plain fetch proves no Content-Type or body is needed.
    const response = await fetch(String(first.body.nextLink), {
      method: "POST",
      headers: { Authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.dataShare}` },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["no body", undefined],
    ["a body without synchronizationId", {}],
    ["a numeric synchronizationId", { synchronizationId: 42 }],
  ])("answers 400 for %s", async (_label, body) => {
    const reply = await post(opUrl("listSynchronizationDetails"), body === undefined ? {} : { body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: "InvalidRequestContent", details: [] });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), { rawBody: "{nope" });
    expect(reply.status).toBe(400);
  });

  it("answers 404 ResourceNotFound for an unknown synchronizationId", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), {
      body: { synchronizationId: "00000000-1111-2222-3333-444444444444" },
    });
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toMatchObject({
      code: "ResourceNotFound",
      target: "synchronizationId",
      details: [],
    });
  });
});

describe("data share: listSourceShareSynchronizationSettings", () => {
  it("lists the seeded schedule setting", async () => {
    const reply = await post(opUrl("listSourceShareSynchronizationSettings"));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ value: [SEED_DATASHARE_SOURCE_SETTING] });
  });

  it.each([
    ["$filter=status%20eq%20'x'", "InvalidFilter"],
    ["$orderby=kind%20asc", "InvalidOrderBy"],
  ])("refuses %s with 400 %s", async (option, code) => {
    const reply = await post(opUrl("listSourceShareSynchronizationSettings", `${API}&${option}`));
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(code);
  });

  it("replaces the settings through the admin route", async () => {
    const setting = {
      kind: "ScheduleBased",
      properties: { recurrenceInterval: "Hour", synchronizationTime: "2024-05-01T00:30:00Z" },
    };
    const path = `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}/settings`;
    expect((await admin(emulator, "POST", path, [setting, setting])).status).toBe(201);
    expect(items(await post(opUrl("listSourceShareSynchronizationSettings")))).toEqual([setting, setting]);
    expect((await admin(emulator, "POST", path, [{ kind: "Other" }])).status).toBe(400);
  });
});

describe("data share: errors", () => {
  it.each([
    ["no api-version", "", "MissingApiVersionParameter"],
    ["another api-version", "api-version=2019-11-01", "InvalidApiVersionParameter"],
  ])("answers 400 for %s", async (_label, queryText, code) => {
    const reply = await post(opUrl("listSynchronizations", queryText));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: { code, message: expect.any(String), target: "api-version", details: [] },
    });
  });

  it.each([
    ["no token", null],
    ["a wrong token", "not-the-token"],
    ["the records token", EMULATOR_DEFAULT_TOKENS.records],
  ])("answers 401 AuthenticationFailed for %s", async (_label, token) => {
    const reply = await post(opUrl("listSynchronizations"), { token });
    expect(reply.status).toBe(401);
    expect(errorOf(reply)).toMatchObject({ code: "AuthenticationFailed", details: [] });
    expect(reply.text).not.toContain("not-the-token");
  });

  it("accepts a token given to startEmulator", async () => {
    const custom = await startEmulator({ tokens: { dataShare: "custom-share-token" } });
    try {
      const url = `${custom.url}${SHARE_PATH}/listSynchronizations?${API}`;
      expect((await post(url)).status).toBe(401);
      expect((await post(url, { token: "custom-share-token" })).status).toBe(200);
    } finally {
      await custom.close();
    }
  });

  it("answers 404 ResourceNotFound for an unknown share subscription", async () => {
    const path = SHARE_PATH.replace(SEED_DATASHARE_SHARE_SUBSCRIPTION, "no-such-share");
    const reply = await post(opUrl("listSynchronizations", API, path));
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toMatchObject({ code: "ResourceNotFound", target: "no-such-share", details: [] });
  });

  it("answers 404 for an operation it does not know and 405 for a GET", async () => {
    expect((await post(opUrl("listEverything"))).status).toBe(404);
    const get = await call("GET", opUrl("listSynchronizations"), {
      token: EMULATOR_DEFAULT_TOKENS.dataShare,
    });
    expect(get.status).toBe(405);
    expect(errorOf(get).code).toBe("MethodNotAllowed");
  });

  it.each([
    ["garbage", "%%%not-a-token"],
    ["valid base64 that is not a token", Buffer.from("hello").toString("base64url")],
  ])("answers 400 InvalidSkipToken for %s", async (_label, token) => {
    const reply = await post(opUrl("listSynchronizations", `${API}&$skipToken=${encodeURIComponent(token)}`));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: "InvalidSkipToken", target: "$skipToken" });
  });

  it("refuses a token of one operation on another", async () => {
    const first = await post(opUrl("listSynchronizations"));
    const token = new URL(String(first.body.nextLink)).searchParams.get("$skipToken") ?? "";
    const reply = await post(
      opUrl("listSynchronizationDetails", `${API}&$skipToken=${encodeURIComponent(token)}`),
    );
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("InvalidSkipToken");
  });
});

describe("data share: headers, counting and faults", () => {
  it("sends Date, request id, nosniff, a decreasing read allowance and a correlation id on every answer", async () => {
    const ok = await post(opUrl("listSynchronizations"));
    const failed = await post(opUrl("listSynchronizations"), { token: null });
    const notFound = await post(opUrl("listSynchronizations", API, SHARE_PATH.replace("sales-share", "x")));
    for (const reply of [ok, failed, notFound]) {
      expect(Number.isNaN(Date.parse(reply.headers.get("date") ?? ""))).toBe(false);
      expect(reply.headers.get("x-svc-request-id")).toMatch(GUID);
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
      expect(reply.headers.get("x-svc-correlation-request-id")).toMatch(GUID);
    }
    const remaining = [ok, failed, notFound].map((reply) =>
      Number(reply.headers.get("x-svc-ratelimit-remaining-subscription-reads")),
    );
    expect(remaining[1]).toBe(Number(remaining[0]) - 1);
    expect(remaining[2]).toBe(Number(remaining[0]) - 2);
  });

  it("echoes the caller's correlation id", async () => {
    const reply = await post(opUrl("listSynchronizations"), {
      headers: { "x-svc-correlation-request-id": "trace-123" },
    });
    expect(reply.headers.get("x-svc-correlation-request-id")).toBe("trace-123");
  });

  it("counts requests by operation", async () => {
    await admin(emulator, "DELETE", "requests");
    await allPages(await post(opUrl("listSynchronizations")));
    await post(opUrl("listSourceShareSynchronizationSettings"));
    const counts = await admin(emulator, "GET", "requests");
    expect(counts.body).toEqual({
      total: 4,
      byRoute: { "POST listSynchronizations": 3, "POST listSourceShareSynchronizationSettings": 1 },
    });
  });

  it("applies faults with the data share error body and headers", async () => {
    await admin(emulator, "POST", "faults", {
      pathIncludes: "listSynchronizations",
      status: 429,
      retryAfter: "3",
      times: 1,
    });
    const faulted = await post(opUrl("listSynchronizations"));
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get("retry-after")).toBe("3");
    expect(faulted.body).toEqual({
      error: { code: "TooManyRequests", message: expect.any(String), target: "", details: [] },
    });
    expect(faulted.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await post(opUrl("listSynchronizations"))).status).toBe(200);
  });
});

describe("data share: admin seeding", () => {
  const other = "other-share";
  const otherPath = SHARE_PATH.replace(SEED_DATASHARE_SHARE_SUBSCRIPTION, other);

  it("creates a share subscription with synchronizations, and reset removes it again", async () => {
    const seeded = await admin(emulator, "POST", `${ADMIN_SHARE}/${other}/synchronizations`, [
      { synchronizationId: "s-1", status: "Succeeded" },
      { synchronizationId: "s-2" },
    ]);
    expect(seeded.status).toBe(201);
    const reply = await post(opUrl("listSynchronizations", API, otherPath));
    expect(items(reply)).toEqual([
      { synchronizationId: "s-1", status: "Succeeded" },
      { synchronizationId: "s-2" },
    ]);
    expect(items(await post(opUrl("listSourceShareSynchronizationSettings", API, otherPath)))).toEqual([]);
    await admin(emulator, "POST", "reset");
    expect((await post(opUrl("listSynchronizations", API, otherPath))).status).toBe(404);
  });

  it("removes a share subscription on DELETE", async () => {
    expect(
      (await admin(emulator, "DELETE", `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}`)).status,
    ).toBe(204);
    expect((await post(opUrl("listSynchronizations"))).status).toBe(404);
  });

  it.each([
    ["a body that is not an array", { synchronizationId: "x" }],
    ["an item without synchronizationId", [{ status: "Completed" }]],
    ["an unknown field", [{ synchronizationId: "x", colour: "red" }]],
    ["a mistyped field", [{ synchronizationId: "x", durationMs: "long" }]],
    ["a repeated id", [{ synchronizationId: "x" }, { synchronizationId: "x" }]],
    ["a bad detail", [{ synchronizationId: "x", details: [{ rowsRead: "many" }] }]],
  ])("refuses %s with 400", async (_label, body) => {
    const reply = await admin(emulator, "POST", `${ADMIN_SHARE}/${other}/synchronizations`, body);
    expect(reply.status).toBe(400);
  });
});
