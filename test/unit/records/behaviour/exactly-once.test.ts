/**
 * The provider against the emulator with the fault that makes duplicates: the service applies the
 * create, then the answer is lost. Each create is tried again as `pulumi up` would be, until it
 * succeeds; in the end each declared record exists exactly once.
 */
import { disputeStatusProvider } from "../../../support/record-providers";
import { purchaseCreditMemoProvider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { recordProviderOf } from "../../../../src/records/provider/entity-providers";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();

// Lookups that meet faults retry with the client's real backoff.
jest.setTimeout(60_000);

const statusInputs = (code: string) => ({
  companyId: COMPANY,
  code,
  displayName: `Status ${code}`,
  __provider: PROVIDER,
});
const memoInputs = (n: number) => ({
  companyId: COMPANY,
  vendorNumber: "V10000",
  purchaser: `P${n}`,
  creditMemoDate: "2026-11-20",
  __provider: PROVIDER,
});

/** The purchasers memoInputs name: a memo's purchaser must name a Salesperson/Purchaser. */
const seedPurchasers = (...ns: number[]) =>
  Promise.all(ns.map((n) => service.admin.seedRecord(COMPANY, "salespeoplePurchasers", { code: `P${n}` })));

async function untilCreated(create: () => Promise<{ id: string }>, tries = 5): Promise<string> {
  let last: unknown;
  for (let i = 0; i < tries; i += 1) {
    try {
      return (await create()).id;
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

describe("exactly once against the emulator", () => {
  it("never creates a second dispute status when the create is applied and its answer dropped", async () => {
    await service.admin.armFaults({ method: "POST", afterApply: true, drop: true, times: 1 });
    const result = await disputeStatusProvider.create(statusInputs("LOST-1"));
    const records = (await service.admin.list(COMPANY, "v2.0", "disputeStatus")).filter(
      (r) => r.code === "LOST-1",
    );
    expect(records.map((r) => r.id)).toEqual([result.id]);
  });

  it("never creates a second memo when the create is applied and answered 503", async () => {
    await seedPurchasers(1);
    await service.admin.armFaults({ method: "POST", afterApply: true, status: 503, times: 1 });
    const result = await purchaseCreditMemoProvider.create(memoInputs(1));
    const memos = (await service.admin.list(COMPANY, "v2.0", "purchaseCreditMemos")).filter(
      (m) => m.purchaser === "P1",
    );
    expect(memos.map((m) => m.id)).toEqual([result.id]);
  });

  it("under 30% seeded faults, makes each declared record once, none twice, none left over", async () => {
    await seedPurchasers(1, 2, 3, 4, 5, 6);
    await service.admin.armFaults({
      seed: 42,
      rules: [
        // Which requests the chances pick depends on the order concurrent requests arrive in; these
        // two make sure that each kind has at least one answer lost after its create was applied.
        { method: "POST", pathIncludes: "disputeStatus", afterApply: true, drop: true, times: 1 },
        { method: "POST", pathIncludes: "purchaseCreditMemos", afterApply: true, status: 500, times: 1 },
        { method: "POST", afterApply: true, drop: true, probability: 0.1 },
        { method: "POST", afterApply: true, status: 500, probability: 0.1 },
        { status: 503, probability: 0.05 },
        { drop: true, probability: 0.05 },
      ],
    });
    const codes = Array.from({ length: 12 }, (_, i) => `SOAK-${i}`);
    const statusIds = await Promise.all(
      codes.map((code) => untilCreated(() => disputeStatusProvider.create(statusInputs(code)))),
    );
    const memoIds = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => untilCreated(() => purchaseCreditMemoProvider.create(memoInputs(n)))),
    );
    const requests = await service.admin.requests();
    await fetch(`${service.emulator.url}/_admin/faults`, { method: "DELETE" });
    const statuses = (await service.admin.list(COMPANY, "v2.0", "disputeStatus")).filter((r) =>
      String(r.code).startsWith("SOAK-"),
    );
    expect(statuses.map((r) => r.id).sort()).toEqual([...statusIds].sort());
    const memos = (await service.admin.list(COMPANY, "v2.0", "purchaseCreditMemos")).filter((m) =>
      /^P\d$/.test(String(m.purchaser)),
    );
    expect(memos.map((m) => m.id).sort()).toEqual([...memoIds].sort());
    // The faults did meet creates: answers were lost and looked up (on failure, jest shows every route's count).
    expect(requests.byRoute).toMatchObject({
      "GET disputeStatus": expect.any(Number) as number,
      "GET purchaseCreditMemos": expect.any(Number) as number,
    });
  });
});

describe("exactly once when the service rewrites what it is sent", () => {
  const customers = recordProviderOf("Customer");
  const customerInputs = (over: Record<string, unknown> = {}) => ({
    companyId: COMPANY,
    displayName: "Numbered by the series",
    taxRegistrationNumber: "gb123456789",
    __provider: PROVIDER,
    ...over,
  });
  const named = async (name: string) =>
    (await service.admin.list(COMPANY, "v2.0", "customers")).filter((c) => c.displayName === name);

  it("never creates a second customer left to the number series when the answer is dropped", async () => {
    await service.admin.armFaults({ method: "POST", afterApply: true, drop: true, times: 1 });
    const result = await customers.create(customerInputs());
    const made = await named("Numbered by the series");
    expect(made.map((c) => c.id)).toEqual([result.id]);
    expect(result.outs).toMatchObject({ number: made[0]!.number });
  });

  it("takes the record made with its key as its own though the service rewrote its values", async () => {
    await service.admin.armFaults({ method: "POST", afterApply: true, status: 500, times: 1 });
    const result = await customers.create(customerInputs({ number: "C-LOST-1", displayName: "Keyed" }));
    expect((await named("Keyed")).map((c) => c.id)).toEqual([result.id]);
  });
});
