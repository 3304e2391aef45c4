import { DEFAULT_COMPANY_ID, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  COMPANY,
  createDisputeStatus,
  createMemo,
  disputeStatusUrl,
  errorOf,
  memoUrl,
  useEmulator,
} from "../support/emulator-client";

const emulator = useEmulator();

async function list(url: string, filter?: string) {
  const reply = await call(
    "GET",
    filter === undefined ? url : `${url}?$filter=${encodeURIComponent(filter)}`,
  );
  return reply;
}

const codesOf = (reply: { body: Record<string, unknown> }) =>
  (reply.body.value as Array<{ code: string }>).map((record) => record.code);

describe("records collection reads", () => {
  it("filters by code with a quote written twice", async () => {
    await createDisputeStatus(emulator, "O'NEIL");
    await createDisputeStatus(emulator, "ONEIL");
    const reply = await list(disputeStatusUrl(emulator), "code eq 'O''NEIL'");
    expect(reply.status).toBe(200);
    expect(codesOf(reply)).toEqual(["O'NEIL"]);
    expect(reply.body["@odata.nextLink"]).toBeUndefined();
  });

  it("joins comparisons with and, on vendor (a bare GUID), status and lastModifiedDateTime", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/salespeoplePurchasers`, { code: "ANNA" });
    const memo = await createMemo(emulator, { vendorNumber: "V10000", purchaser: "ANNA" });
    await createMemo(emulator, { vendorNumber: "V20000" });
    const vendorId = String(memo.vendorId);
    const url = memoUrl(emulator);
    const match = await list(
      url,
      `vendorId eq ${vendorId.toUpperCase()} and status eq 'Draft' and lastModifiedDateTime gt ${before}`,
    );
    expect((match.body.value as Array<{ id: string }>).map((m) => m.id)).toEqual([memo.id]);
    const later = await list(
      url,
      `vendorId eq ${vendorId} and lastModifiedDateTime gt ${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(later.body.value).toEqual([]);
    const byNumber = await list(url, "vendorNumber eq 'V10000' and purchaser eq 'ANNA'");
    expect(byNumber.body.value).toHaveLength(1);
  });

  it.each([
    ["an or", "code eq 'A' or code eq 'B'"],
    ["a function", "startswith(code,'A')"],
    ["an unknown literal", "code eq A"],
  ])("refuses a filter with %s rather than ignore it", async (_label, filter) => {
    const reply = await list(disputeStatusUrl(emulator), filter);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toMatch(/\$filter is not supported/);
  });

  it("pages by an absolute @odata.nextLink that keeps the filter", async () => {
    const paged: Emulator = await startEmulator({ recordsPageSize: 2 });
    try {
      const company = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
      const url = disputeStatusUrl(paged, undefined, company);
      for (const code of ["P1", "P2", "P3", "P4", "P5", "Q1"]) {
        const reply = await call("POST", url, {
          body: { code, displayName: code === "Q1" ? "other" : "paged" },
        });
        expect(reply.status).toBe(201);
      }
      const seen: string[] = [];
      let next: string | undefined = `${url}?$filter=${encodeURIComponent("displayName eq 'paged'")}`;
      while (next !== undefined) {
        expect(next.startsWith(paged.url)).toBe(true);
        const reply = await call("GET", next);
        seen.push(...codesOf(reply));
        next = reply.body["@odata.nextLink"] as string | undefined;
      }
      expect(seen).toEqual(["P1", "P2", "P3", "P4", "P5"]);
    } finally {
      await paged.close();
    }
  });

  it("pages smaller when the client prefers odata.maxpagesize, and never larger than its own size", async () => {
    for (const code of ["M1", "M2", "M3"]) await createDisputeStatus(emulator, code);
    const url = `${disputeStatusUrl(emulator)}?$filter=${encodeURIComponent("code ge 'M'")}`;
    const small = await call("GET", url, { headers: { Prefer: "odata.maxpagesize=2" } });
    expect(codesOf(small)).toEqual(["M1", "M2"]);
    expect(small.headers.get("preference-applied")).toBe("odata.maxpagesize=2");
    const rest = await call("GET", String(small.body["@odata.nextLink"]), {
      headers: { Prefer: "odata.maxpagesize=2" },
    });
    expect(codesOf(rest)).toEqual(["M3"]);
    const large = await call("GET", url, { headers: { Prefer: "odata.maxpagesize=100000" } });
    expect(codesOf(large)).toEqual(["M1", "M2", "M3"]);
    expect(large.headers.get("preference-applied")).toBeNull();
  });

  it("lists the other companies' records never", async () => {
    await createDisputeStatus(emulator, "MINE");
    const other = await list(
      disputeStatusUrl(emulator, undefined, "5d115c9c-44e3-ea11-bb43-000d3a2feca1"),
      "code eq 'MINE'",
    );
    expect(other.body.value).toEqual([]);
    expect(COMPANY).not.toBe("5d115c9c-44e3-ea11-bb43-000d3a2feca1");
  });
});
