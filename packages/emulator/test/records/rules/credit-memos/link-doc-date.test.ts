/**
 * Purchases & Payables Setup "Link Doc. Date To Posting Date" on purchase credit memos: a PATCH that
 * changes postingDate validates the document date with it (PurchaseHeader.Table.al, "Posting Date"
 * OnValidate), and the due date follows from the terms; a create keeps the creditMemoDate it sends
 * (the page's SetDates after InitRecord). See link-doc-date.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_COMPANY_ID, startEmulator } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  createMemo,
  drift,
  type Json,
  memoUrl,
  patchMemo,
  type Reply,
  useEmulator,
} from "../../../support/emulator-client";

const emulator = useEmulator();

const SETTINGS = `companies/${DEFAULT_COMPANY_ID}/settings`;
// Terms that apply to credit memos, so the due date is a month after the memo date, not the date itself.
const MONTH_TERMS = {
  id: "b1c2d3e4-0000-4000-8000-000000000001",
  code: "1M",
  dueDateCalculation: "1M",
  calculateDiscountOnCreditMemos: true,
};

async function linkDates(on: boolean): Promise<void> {
  const reply = await admin(emulator, "PATCH", SETTINGS, { linkDocDateToPostingDate: on });
  expect(reply.status).toBe(200);
}

/** A memo dated 2024-01-31, posted 2024-02-05, on terms of one month (due 2024-02-29). */
async function datedMemo(): Promise<Json> {
  await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/paymentTerms`, MONTH_TERMS);
  return createMemo(emulator, {
    vendorNumber: "V10000",
    creditMemoDate: "2024-01-31",
    postingDate: "2024-02-05",
    paymentTermsId: MONTH_TERMS.id,
  });
}

function patch(memo: Json, body: Json): Promise<Reply> {
  return patchMemo(emulator, memo, body);
}

function dates(memo: Json): Json {
  return { creditMemoDate: memo.creditMemoDate, postingDate: memo.postingDate, dueDate: memo.dueDate };
}

describe("purchase credit memos: Link Doc. Date To Posting Date off (the default)", () => {
  it("leaves creditMemoDate and dueDate when a PATCH changes postingDate", async () => {
    const memo = await datedMemo();
    expect(dates(memo)).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-02-05",
      dueDate: "2024-02-29",
    });
    const reply = await patch(memo, { postingDate: "2024-03-10" });
    expect(dates(reply.body)).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
      dueDate: "2024-02-29",
    });
  });
});

describe("purchase credit memos: Link Doc. Date To Posting Date on", () => {
  beforeEach(() => linkDates(true));

  it("moves creditMemoDate to a changed postingDate, and the due date with it by the terms", async () => {
    const memo = await datedMemo();
    const reply = await patch(memo, { postingDate: "2024-03-10" });
    expect(reply.status).toBe(200);
    expect(dates(reply.body)).toEqual({
      creditMemoDate: "2024-03-10",
      postingDate: "2024-03-10",
      dueDate: "2024-04-10",
    });
  });

  it("lets postingDate win over a creditMemoDate sent beside it, as the page validates it after", async () => {
    const memo = await datedMemo();
    const reply = await patch(memo, { creditMemoDate: "2024-02-20", postingDate: "2024-03-10" });
    expect(reply.body.creditMemoDate).toBe("2024-03-10");
  });

  it("keeps a dueDate sent beside postingDate, as the page validates it last", async () => {
    const memo = await datedMemo();
    const reply = await patch(memo, { postingDate: "2024-03-10", dueDate: "2024-06-30" });
    expect(dates(reply.body)).toEqual({
      creditMemoDate: "2024-03-10",
      postingDate: "2024-03-10",
      dueDate: "2024-06-30",
    });
  });

  it("links nothing when postingDate is sent again as it is, so a creditMemoDate sent with it stays", async () => {
    const memo = await datedMemo();
    const reply = await patch(memo, { creditMemoDate: "2024-02-20", postingDate: "2024-02-05" });
    expect(dates(reply.body)).toEqual({
      creditMemoDate: "2024-02-20",
      postingDate: "2024-02-05",
      dueDate: "2024-03-20",
    });
  });

  it("keeps the creditMemoDate a create sends beside another postingDate", async () => {
    const memo = await datedMemo();
    expect(dates(memo)).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-02-05",
      dueDate: "2024-02-29",
    });
  });

  it("dates a memo created with only a postingDate today, not on the posting date", async () => {
    const memo = await createMemo(emulator, { vendorNumber: "V10000", postingDate: "2020-05-05" });
    expect(memo.postingDate).toBe("2020-05-05");
    expect(memo.creditMemoDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it("lets an admin stage a posting date apart from the memo date", async () => {
    const memo = await datedMemo();
    const staged = await drift(emulator, "purchaseCreditMemos", memo.id, { postingDate: "2024-03-10" });
    expect(dates(staged)).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
      dueDate: "2024-02-29",
    });
  });
});

describe("purchase credit memos: Link Doc. Date To Posting Date in a state file written before it", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "bizops-emulator-link-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("loads settings without it as off, answers it so, and takes it on through the settings route", async () => {
    const stateFile = join(folder, "state.json");
    const settings = { lcyCode: "USD", taxMode: "salesTax", manualNos: {} };
    const company = { id: DEFAULT_COMPANY_ID, name: "CRONUS", settings };
    writeFileSync(
      stateFile,
      JSON.stringify({ format: 1, companies: [company], numberSeries: [], records: [] }),
    );
    const old = await startEmulator({ stateFile });
    try {
      // Settings written before apiSetupVendorTemplate existed read it as the default template, and
      // before apiSetupTemplates and userSetupSalespersonCode existed, as none.
      const template = { vendorPostingGroup: "DOMESTIC", genBusPostingGroup: "DOMESTIC" };
      expect((await admin(old, "GET", SETTINGS)).body).toEqual({
        ...settings,
        linkDocDateToPostingDate: false,
        apiSetupVendorTemplate: template,
        vatBusPostingGroupPrice: "",
        globalDimension1Code: "DEPARTMENT",
        globalDimension2Code: "PROJECT",
        apiSetupTemplates: {},
        userSetupSalespersonCode: "",
      });
      await admin(old, "POST", `records/${DEFAULT_COMPANY_ID}/vendors`, { number: "V1", displayName: "One" });
      const memo = await createMemo(old, { vendorNumber: "V1", creditMemoDate: "2024-01-31" });
      const url = memoUrl(old, String(memo.id));
      const headers = { "If-Match": "*" };
      const unlinked = await call("PATCH", url, { body: { postingDate: "2024-03-10" }, headers });
      expect(unlinked.body.creditMemoDate).toBe("2024-01-31");
      const changed = await admin(old, "PATCH", SETTINGS, { linkDocDateToPostingDate: true });
      expect(changed.body).toEqual({
        ...settings,
        linkDocDateToPostingDate: true,
        apiSetupVendorTemplate: template,
        vatBusPostingGroupPrice: "",
        globalDimension1Code: "DEPARTMENT",
        globalDimension2Code: "PROJECT",
        apiSetupTemplates: {},
        userSetupSalespersonCode: "",
      });
      const linked = await call("PATCH", url, { body: { postingDate: "2024-03-11" }, headers });
      expect(linked.body.creditMemoDate).toBe("2024-03-11");
    } finally {
      await old.close();
    }
  });
});
