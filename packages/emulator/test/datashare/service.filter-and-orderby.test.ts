import { SEED_DATASHARE_SYNCHRONIZATION_COUNT } from "pulumi-bizops-emulator";
import { admin } from "../support/emulator-client";
import { errorOf, post, query, useDataShareEmulator } from "./support/datashare-client";

const { emulator, opUrl, listAll } = useDataShareEmulator();

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
