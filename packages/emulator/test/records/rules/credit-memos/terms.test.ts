/**
 * A due date sent in a purchase credit memo PATCH, against the dates and terms validated in the same
 * request: the page registers creditMemoDate, postingDate, dueDate, then the pay-to vendor and the
 * payment terms (APIV2PurchaseCreditMemos.Page.al), and GraphMgtPurchCrMemo.PropagateOnModify
 * validates them on the Purchase Header in that order, so what the memo date recomputes is replaced
 * by the sent due date, and what the terms recompute replaces it. A create's SetDates validates the
 * sent due date last (see terms.ts).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import {
  admin,
  createMemo,
  type Json,
  patchMemo,
  type Reply,
  useEmulator,
} from "../../../support/emulator-client";

const emulator = useEmulator();

// Terms that apply to credit memos: the due date is a month after the memo date.
const MONTH_TERMS = {
  id: "b1c2d3e4-0000-4000-8000-000000000011",
  code: "1M",
  dueDateCalculation: "1M",
  calculateDiscountOnCreditMemos: true,
};
const TWO_MONTH_TERMS = {
  ...MONTH_TERMS,
  id: "b1c2d3e4-0000-4000-8000-000000000012",
  code: "2M",
  dueDateCalculation: "2M",
};

async function seedTerms(): Promise<void> {
  for (const terms of [MONTH_TERMS, TWO_MONTH_TERMS]) {
    expect((await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/paymentTerms`, terms)).status).toBe(
      201,
    );
  }
}

/** A memo dated 2024-01-31 on terms of one month: due 2024-02-29. */
async function monthMemo(over: Json = {}): Promise<Json> {
  await seedTerms();
  return createMemo(emulator, {
    vendorNumber: "V10000",
    creditMemoDate: "2024-01-31",
    paymentTermsId: MONTH_TERMS.id,
    ...over,
  });
}

function patch(memo: Json, body: Json): Promise<Reply> {
  return patchMemo(emulator, memo, body);
}

describe("purchase credit memos: a due date sent beside other dates and the terms", () => {
  it("keeps the due date a create sends beside terms, as SetDates validates it last", async () => {
    const memo = await monthMemo({ dueDate: "2024-06-30" });
    expect(memo.dueDate).toBe("2024-06-30");
  });

  it("keeps a due date sent beside a new memo date, which the page validates before it", async () => {
    const memo = await monthMemo();
    const reply = await patch(memo, { creditMemoDate: "2024-03-15", dueDate: "2024-06-30" });
    expect(reply.body).toMatchObject({ creditMemoDate: "2024-03-15", dueDate: "2024-06-30" });
  });

  it("recomputes a due date sent beside new terms, which the page validates after it", async () => {
    const memo = await monthMemo();
    const reply = await patch(memo, { paymentTermsId: TWO_MONTH_TERMS.id, dueDate: "2024-06-30" });
    expect(reply.body).toMatchObject({ paymentTermsId: TWO_MONTH_TERMS.id, dueDate: "2024-03-31" });
  });

  it("keeps a due date sent beside the terms the memo already has, which are not validated again", async () => {
    const memo = await monthMemo();
    const reply = await patch(memo, { paymentTermsId: MONTH_TERMS.id.toUpperCase(), dueDate: "2024-06-30" });
    expect(reply.body.dueDate).toBe("2024-06-30");
  });

  it("recomputes a due date sent beside a new pay-to vendor, whose terms the memo takes", async () => {
    await seedTerms();
    const payTo = { number: "V-2M", displayName: "Two months", paymentTermsId: TWO_MONTH_TERMS.id };
    expect((await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/vendors`, payTo)).status).toBe(201);
    const memo = await createMemo(emulator, { vendorNumber: "V10000", creditMemoDate: "2024-01-31" });
    const reply = await patch(memo, { payToVendorNumber: "V-2M", dueDate: "2024-06-30" });
    expect(reply.body).toMatchObject({ paymentTermsId: TWO_MONTH_TERMS.id, dueDate: "2024-03-31" });
  });
});
