import { DEFAULT_COMPANY_ID, SEED_VENDOR_FIRST_UP } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  createMemo,
  drift,
  errorOf,
  type Json,
  memoUrl,
  patchMemo,
  type Reply,
  useEmulator,
} from "../../../support/emulator-client";

const emulator = useEmulator();

const MEMOS = "purchaseCreditMemos";

function patch(memo: Json, body: Json, ifMatch?: string): Promise<Reply> {
  return patchMemo(emulator, memo, body, ifMatch);
}

function totals(memo: Json): unknown[] {
  return [memo.totalAmountExcludingTax, memo.totalTaxAmount, memo.totalAmountIncludingTax];
}

describe("purchase credit memos: totals", () => {
  it("computes 25% tax on the line amount an admin sets, and shows the new totals to clients", async () => {
    const created = await createMemo(emulator);
    const changed = await drift(emulator, MEMOS, created.id, { lineAmountExcludingTax: 1000 });
    expect(changed.lineAmountExcludingTax).toBe(1000);
    expect(totals(changed)).toEqual([1000, 250, 1250]);
    const read = await call("GET", memoUrl(emulator, String(created.id)));
    expect(totals(read.body)).toEqual([1000, 250, 1250]);
    expect(read.body).not.toHaveProperty("lineAmountExcludingTax");
  });

  it("takes a discount off before tax when a client sets discountAmount", async () => {
    const created = await createMemo(emulator);
    await drift(emulator, MEMOS, created.id, { lineAmountExcludingTax: 1000 });
    const current = (await call("GET", memoUrl(emulator, String(created.id)))).body;
    const reply = await patch(current, { discountAmount: 100 });
    expect(reply.status).toBe(200);
    expect(reply.body.discountAmount).toBe(100);
    expect(totals(reply.body)).toEqual([900, 225, 1125]);
  });

  it("never takes the totals below 0 when the discount exceeds the line amount", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V10000" });
    const staged = await drift(emulator, MEMOS, created.id, {
      lineAmountExcludingTax: 10,
      discountAmount: 50,
    });
    expect(totals(staged)).toEqual([0, 0, 0]);
    const changed = await drift(emulator, MEMOS, created.id, { lineAmountExcludingTax: 80 });
    expect(totals(changed)).toEqual([30, 7.5, 37.5]);
  });

  it("rounds the tax to cents", async () => {
    const created = await createMemo(emulator);
    const changed = await drift(emulator, MEMOS, created.id, { lineAmountExcludingTax: 10.01 });
    expect(totals(changed)).toEqual([10.01, 2.5, 12.51]);
  });

  it("gives the memo a new eTag when an admin changes the line amount, so a client's tag goes stale", async () => {
    const created = await createMemo(emulator);
    await drift(emulator, MEMOS, created.id, { lineAmountExcludingTax: 5 });
    const reply = await patch(created, { discountAmount: 1 });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).code).toBe("Request_EntityChanged");
  });

  it.each([
    ["discountAmount", -1],
    ["discountAmount", "10"],
  ])("answers 400 BadRequest naming %s for %j", async (key, value) => {
    const created = await createMemo(emulator);
    const reply = await patch(created, { [key]: value });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain(`'${key}'`);
  });

  it("refuses an admin total that differs from the computed one, naming the field", async () => {
    const created = await createMemo(emulator);
    const path = `records/${DEFAULT_COMPANY_ID}/${MEMOS}/${String(created.id)}`;
    const reply = await admin(emulator, "PATCH", path, { totalAmountExcludingTax: 99 });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain("'totalAmountExcludingTax'");
  });
});

describe("purchase credit memos: Draft only", () => {
  const notDraft = (number: unknown, status: string): Json => ({
    code: "Application_DialogException",
    message: `Status must be equal to 'Draft' in Purchase Credit Memo: No.=${String(number)}. Current value is '${status}'.`,
  });

  it("refuses a PATCH of an Open memo with 400 Application_DialogException and leaves it unchanged", async () => {
    const created = await createMemo(emulator);
    const opened = await drift(emulator, MEMOS, created.id, { status: "Open" });
    const reply = await patch(opened, { purchaser: "XY" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual(notDraft(created.number, "Open"));
    expect((await call("GET", memoUrl(emulator, String(created.id)))).body.purchaser).toBe("");
  });

  it("refuses a DELETE of a memo that is not Draft, so it is still there", async () => {
    const created = await createMemo(emulator);
    const paid = await drift(emulator, MEMOS, created.id, { status: "Paid" });
    const url = memoUrl(emulator, String(created.id));
    const reply = await call("DELETE", url, { headers: { "If-Match": String(paid["@odata.etag"]) } });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual(notDraft(created.number, "Paid"));
    expect((await call("GET", url)).status).toBe(200);
  });

  it("sends In Review as In_x0020_Review and names it 'In Review' in the refusal", async () => {
    const created = await createMemo(emulator);
    const inReview = await drift(emulator, MEMOS, created.id, { status: "In Review" });
    expect(inReview.status).toBe("In_x0020_Review");
    const reply = await patch(inReview, { purchaser: "XY" });
    expect(errorOf(reply)).toEqual(notDraft(created.number, "In Review"));
  });

  it.each(["Canceled", "Corrective", "In_x0020_Review"])("lets an admin set status %s", async (status) => {
    const created = await createMemo(emulator);
    expect((await drift(emulator, MEMOS, created.id, { status })).status).toBe(status);
  });

  it("answers 400 BadRequest for a status the service does not know", async () => {
    const created = await createMemo(emulator);
    const path = `records/${DEFAULT_COMPANY_ID}/${MEMOS}/${String(created.id)}`;
    const reply = await admin(emulator, "PATCH", path, { status: "Posted" });
    expect(errorOf(reply).message).toContain("'status'");
  });

  it("accepts changes again once an admin puts the memo back to Draft", async () => {
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/salespeoplePurchasers`, { code: "XY" });
    const created = await createMemo(emulator);
    await drift(emulator, MEMOS, created.id, { status: "Open" });
    const draft = await drift(emulator, MEMOS, created.id, { status: "Draft" });
    expect((await patch(draft, { purchaser: "XY" })).status).toBe(200);
  });

  it("lets an admin delete a memo that is not Draft", async () => {
    const created = await createMemo(emulator);
    await drift(emulator, MEMOS, created.id, { status: "Open" });
    const path = `records/${DEFAULT_COMPANY_ID}/${MEMOS}/${String(created.id)}`;
    expect((await admin(emulator, "DELETE", path)).status).toBe(204);
  });

  it("deletes a Draft memo with its eTag", async () => {
    const created = await createMemo(emulator);
    const url = memoUrl(emulator, String(created.id));
    expect(
      (await call("DELETE", url, { headers: { "If-Match": String(created["@odata.etag"]) } })).status,
    ).toBe(204);
    expect(errorOf(await call("GET", url)).code).toBe("Internal_RecordNotFound");
  });
});

describe("purchase credit memos: update", () => {
  it("moves the memo to another vendor, with that vendor's name, pay-to and address", async () => {
    const created = await createMemo(emulator);
    const reply = await patch(created, { vendorNumber: "V20000" });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      vendorId: SEED_VENDOR_FIRST_UP.id,
      vendorName: "First Up Consultants",
      payToVendorNumber: "V20000",
      payToName: "First Up Consultants",
      buyFromCity: "Chicago",
      payToCity: "Chicago",
    });
  });

  it("keeps an address the user edited when the same vendor is named again", async () => {
    await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/salespeoplePurchasers`, { code: "AB" });
    const created = await createMemo(emulator, { vendorNumber: "V10000", buyFromCity: "Decatur" });
    const reply = await patch(created, { vendorNumber: "V10000", purchaser: "AB" });
    expect(reply.body.buyFromCity).toBe("Decatur");
  });

  it("answers the missing-vendor 400 when an update empties the vendor", async () => {
    const created = await createMemo(emulator);
    const reply = await patch(created, { vendorNumber: "" });
    expect(errorOf(reply)).toEqual({
      code: "BadRequest",
      message: 'A "vendorNumber" or a "vendorId" must be provided.',
    });
  });

  it("changes dates and refuses a date that is not YYYY-MM-DD", async () => {
    const created = await createMemo(emulator, {
      vendorNumber: "V10000",
      creditMemoDate: "2024-01-31",
      postingDate: "2024-01-31",
    });
    const moved = await patch(created, { dueDate: "2024-03-31" });
    expect(moved.body).toMatchObject({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-01-31",
      dueDate: "2024-03-31",
    });
    const reply = await patch(moved.body, { postingDate: "2024-04-31" });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain("'postingDate'");
  });
});

describe("purchase credit memos: blocked vendors", () => {
  const BLOCKED = "You cannot create this type of document when Vendor V20000 is blocked with type All";

  it("refuses moving a memo to a vendor blocked with type All, and keeps its vendor", async () => {
    await drift(emulator, "vendors", SEED_VENDOR_FIRST_UP.id, { blocked: "All" });
    const created = await createMemo(emulator);
    const reply = await patch(created, { vendorNumber: "V20000" });
    expect([reply.status, errorOf(reply)]).toEqual([
      400,
      { code: "Application_DialogException", message: BLOCKED },
    ]);
    const read = await call("GET", memoUrl(emulator, String(created.id)));
    expect(read.body.vendorNumber).toBe("V10000");
  });

  it("refuses a pay-to vendor blocked for privacy, naming the privacy block", async () => {
    await drift(emulator, "vendors", SEED_VENDOR_FIRST_UP.id, { privacyBlocked: true });
    const created = await createMemo(emulator);
    const reply = await patch(created, { payToVendorNumber: "V20000" });
    expect([reply.status, errorOf(reply)]).toEqual([
      400,
      {
        code: "Application_DialogException",
        message: "You cannot create this type of document when Vendor V20000 is blocked for privacy.",
      },
    ]);
  });

  it("takes changes to a memo whose vendor was blocked after it was made, as the vendor is not validated again", async () => {
    const created = await createMemo(emulator, { vendorNumber: "V20000" });
    await drift(emulator, "vendors", SEED_VENDOR_FIRST_UP.id, { blocked: "All" });
    const reply = await patch(created, { vendorNumber: "V20000", vendorCreditMemoNumber: "CR-1" });
    expect(reply.status).toBe(200);
  });
});
