/**
 * The PurchaseCreditMemo provider against the emulator's date rules: where the company links the
 * document date to the posting date (Purchases & Payables Setup "Link Doc. Date To Posting Date"), a
 * PATCH that changes postingDate moves creditMemoDate to it, a create keeps the creditMemoDate sent
 * (packages/emulator/src/records/rules/credit-memos/link-doc-date.ts); new payment terms recompute
 * the due date after a due date sent beside them (terms.ts). Each step is driven as the engine does
 * (check, then create or diff and update): an update sends what the service would overwrite again,
 * after, so the memo ends as the program says.
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { purchaseCreditMemo } from "../../../../src/records/entities/purchase-credit-memo";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

type Bag = Record<string, unknown>;

const service = useConfiguredEmulator();
const reports: string[] = [];
const provider = entityProvider(purchaseCreditMemo, {
  journal: new CreateJournal(),
  report: (line) => reports.push(line),
});
const MEMOS = "purchaseCreditMemos";
const inputs = (over: Bag = {}): Bag => ({
  companyId: DEFAULT_COMPANY_ID,
  vendorNumber: "V10000",
  creditMemoDate: "2024-01-31",
  postingDate: "2024-02-05",
  ...over,
});

async function linkDocDateToPostingDate(): Promise<void> {
  const url = `${service.emulator.url}/_admin/companies/${DEFAULT_COMPANY_ID}/settings`;
  const reply = await fetch(url, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ linkDocDateToPostingDate: true }),
  });
  expect(reply.status).toBe(200);
}

/** One memo's life as the engine drives it: its id and state after each step. */
class Memo {
  id = "";
  state: Bag = {};

  async up(program: Bag): Promise<"created" | "updated" | "same"> {
    const checked = (await provider.check(this.state, program)).inputs ?? program;
    if (this.id === "") {
      const created = await provider.create(checked);
      [this.id, this.state] = [created.id, created.outs ?? {}];
      return "created";
    }
    if (!(await this.preview(program))) return "same";
    this.state = (await provider.update(this.id, this.state, checked)).outs ?? {};
    return "updated";
  }

  async preview(program: Bag): Promise<boolean> {
    const checked = (await provider.check(this.state, program)).inputs ?? program;
    return Boolean((await provider.diff(this.id, this.state, checked)).changes);
  }

  /** A refresh: the inputs it reports as drifted (undefined for none); state takes what it read. */
  async refresh(): Promise<Bag | undefined> {
    const read = await provider.read(this.id, this.state);
    this.state = read.props ?? {};
    return read.inputs;
  }
}

const dates = (bag: Bag = {}): Bag => ({
  creditMemoDate: bag.creditMemoDate,
  postingDate: bag.postingDate,
  dueDate: bag.dueDate,
});

describe("PurchaseCreditMemo with Link Doc. Date To Posting Date on", () => {
  beforeEach(async () => {
    reports.splice(0);
    await linkDocDateToPostingDate();
  });

  it("creates a memo dated apart from its posting date, which then shows no change and no drift", async () => {
    const memo = new Memo();
    expect(await memo.up(inputs())).toBe("created");
    expect(dates(memo.state)).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-02-05",
      dueDate: "2024-01-31",
    });
    expect(memo.state.sentValues).toBeUndefined();
    await service.admin.resetRequests();
    expect(await memo.preview(inputs())).toBe(false);
    expect(await memo.refresh()).toBeUndefined();
    expect(dates(memo.state)).toMatchObject({ creditMemoDate: "2024-01-31", postingDate: "2024-02-05" });
    expect(await memo.up(inputs())).toBe("same");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it("keeps the program's memo date through a posting date change: the date goes again, after it", async () => {
    const memo = new Memo();
    await memo.up(inputs());
    await service.admin.resetRequests();
    expect(await memo.up(inputs({ postingDate: "2024-03-10" }))).toBe("updated");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(2);
    // The second request's memo date recomputes the due date (no terms: the memo date).
    const expected = { creditMemoDate: "2024-01-31", postingDate: "2024-03-10", dueDate: "2024-01-31" };
    expect(dates(memo.state)).toEqual(expected);
    expect(dates(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, memo.id))).toEqual(expected);
    expect(memo.state.sentValues).toBeUndefined();
    expect(reports).toEqual([]);
    expect(await memo.preview(inputs({ postingDate: "2024-03-10" }))).toBe(false);
    expect(await memo.refresh()).toBeUndefined();
    expect(await memo.up(inputs({ postingDate: "2024-03-10" }))).toBe("same");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(2);
  });

  it("keeps the program's due date too, sent beside the posting date and the memo date", async () => {
    const memo = new Memo();
    await memo.up(inputs({ dueDate: "2024-04-30" }));
    await memo.up(inputs({ dueDate: "2024-04-30", postingDate: "2024-03-10" }));
    expect(dates(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, memo.id))).toEqual({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
      dueDate: "2024-04-30",
    });
    expect(reports).toEqual([]);
    expect(await memo.preview(inputs({ dueDate: "2024-04-30", postingDate: "2024-03-10" }))).toBe(false);
  });

  it("puts the program's memo date back, alone, after the memo date drifted behind Pulumi's back", async () => {
    const memo = new Memo();
    await memo.up(inputs());
    await memo.up(inputs({ postingDate: "2024-03-10" }));
    await service.admin.changeRecord(DEFAULT_COMPANY_ID, MEMOS, memo.id, { creditMemoDate: "2024-03-15" });
    expect(await memo.refresh()).toMatchObject({ creditMemoDate: "2024-03-15" });
    expect(await memo.up(inputs({ postingDate: "2024-03-10" }))).toBe("updated");
    expect(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, memo.id)).toMatchObject({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
    });
    expect(await memo.preview(inputs({ postingDate: "2024-03-10" }))).toBe(false);
  });
});

describe("PurchaseCreditMemo memo date changes", () => {
  beforeEach(() => reports.splice(0));

  it("changes the memo date in one request that keeps the program's due date", async () => {
    const memo = new Memo();
    await memo.up(inputs({ dueDate: "2024-04-30" }));
    await service.admin.resetRequests();
    await memo.up(inputs({ dueDate: "2024-04-30", creditMemoDate: "2024-02-01" }));
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(1);
    expect(dates(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, memo.id))).toEqual({
      creditMemoDate: "2024-02-01",
      postingDate: "2024-02-05",
      dueDate: "2024-04-30",
    });
    expect(reports).toEqual([]);
  });
});

describe("a records.Record on v2.0 purchaseCreditMemos with Link Doc. Date To Posting Date on", () => {
  const generic = genericRecordProvider(new CreateJournal());
  const record = (fields: Bag): Bag => ({
    companyId: DEFAULT_COMPANY_ID,
    apiRoute: "v2.0",
    entitySet: MEMOS,
    keyFields: ["number"],
    fields: { vendorNumber: "V10000", creditMemoDate: "2024-01-31", ...fields },
    __provider: "exports.handler = () => ({})",
  });
  const checked = async (inputs: Bag): Promise<Bag> => (await generic.check({}, inputs)).inputs ?? inputs;

  beforeEach(linkDocDateToPostingDate);

  it("sends the memo date again after a posting date change, as the memo resource does", async () => {
    const made = await generic.create(await checked(record({ postingDate: "2024-02-05" })));
    await service.admin.resetRequests();
    const inputs = await checked(record({ postingDate: "2024-03-10" }));
    const state = (await generic.update(made.id, made.outs ?? {}, inputs)).outs ?? {};
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(2);
    expect(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, made.id)).toMatchObject({
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
    });
    expect((await generic.diff(made.id, state, inputs)).changes).toBe(false);
  });
});

describe("PurchaseCreditMemo payment terms changes", () => {
  const MONTH = { id: "b1c2d3e4-0000-4000-8000-000000000021", code: "P1M", dueDateCalculation: "1M" };
  const TWO_MONTHS = { id: "b1c2d3e4-0000-4000-8000-000000000022", code: "P2M", dueDateCalculation: "2M" };

  beforeEach(async () => {
    reports.splice(0);
    for (const terms of [MONTH, TWO_MONTHS]) {
      await service.admin.seedRecord(DEFAULT_COMPANY_ID, "paymentTerms", {
        ...terms,
        calculateDiscountOnCreditMemos: true,
      });
    }
  });

  it("sends the program's due date again after new terms, which would recompute it", async () => {
    const memo = new Memo();
    await memo.up(inputs({ paymentTermsId: MONTH.id, dueDate: "2024-06-30" }));
    await service.admin.resetRequests();
    expect(await memo.up(inputs({ paymentTermsId: TWO_MONTHS.id, dueDate: "2024-06-30" }))).toBe("updated");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(2);
    expect(await service.admin.record(DEFAULT_COMPANY_ID, MEMOS, memo.id)).toMatchObject({
      paymentTermsId: TWO_MONTHS.id,
      dueDate: "2024-06-30",
    });
    expect(reports).toEqual([]);
    expect(await memo.preview(inputs({ paymentTermsId: TWO_MONTHS.id, dueDate: "2024-06-30" }))).toBe(false);
  });

  it("lets the terms set the due date in one request when the program leaves it out", async () => {
    const memo = new Memo();
    await memo.up(inputs({ paymentTermsId: MONTH.id }));
    await service.admin.resetRequests();
    await memo.up(inputs({ paymentTermsId: TWO_MONTHS.id }));
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(1);
    expect(memo.state.dueDate).toBe("2024-03-31");
  });
});
