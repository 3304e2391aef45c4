/**
 * The PurchaseCreditMemo provider against an emulator whose company links the document date to the
 * posting date (Purchases & Payables Setup "Link Doc. Date To Posting Date"): a PATCH that changes
 * postingDate moves creditMemoDate to it, a create keeps the creditMemoDate sent
 * (packages/emulator/src/records/rules/credit-memos/link-doc-date.ts). Each step is driven as the
 * engine does (check, then create or diff and update), and the provider settles after one write.
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { CreateJournal } from "../../../src/records/create/create-journal";
import { purchaseCreditMemo } from "../../../src/records/entities/purchase-credit-memo";
import { entityProvider } from "../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../support/configured-emulator";

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

const dates = (bag: Bag): Bag => ({
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

  it("settles after a posting date change that the service carries into creditMemoDate", async () => {
    const memo = new Memo();
    await memo.up(inputs());
    await service.admin.resetRequests();
    expect(await memo.up(inputs({ postingDate: "2024-03-10" }))).toBe("updated");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(1);
    // The service's memo date is the posting date; state keeps the program's date as the one sent.
    expect(dates(memo.state)).toEqual({
      creditMemoDate: "2024-03-10",
      postingDate: "2024-03-10",
      dueDate: "2024-03-10",
    });
    expect(memo.state.sentValues).toEqual({ creditMemoDate: "2024-01-31" });
    expect(reports).toEqual([
      `bizops:PurchaseCreditMemo ${memo.id}: after this update, which sent postingDate, the service holds creditMemoDate "2024-03-10"; your program says "2024-01-31", which Pulumi does not send again while the record holds "2024-03-10". Set creditMemoDate to "2024-03-10" in your program.`,
    ]);
    expect(await memo.preview(inputs({ postingDate: "2024-03-10" }))).toBe(false);
    expect(await memo.refresh()).toBeUndefined();
    expect(memo.state).toMatchObject({
      creditMemoDate: "2024-03-10",
      sentValues: { creditMemoDate: "2024-01-31" },
    });
    expect(await memo.up(inputs({ postingDate: "2024-03-10" }))).toBe("same");
    expect((await service.admin.requests()).byRoute[`PATCH ${MEMOS}`]).toBe(1);
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
