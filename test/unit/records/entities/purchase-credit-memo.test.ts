import { purchaseCreditMemoProvider as provider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const service = useConfiguredEmulator();
const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  vendorNumber: "V10000",
  ...over,
});

describe("PurchaseCreditMemo check", () => {
  it("names each bad property: dates, GUIDs, amounts, and read-only fields", async () => {
    const result = await provider.check(
      {},
      inputs({ creditMemoDate: "20/11/2026", currencyId: "EUR", discountAmount: -1, status: "Open" }),
    );
    const properties = (result.failures ?? []).map((f) => f.property).sort();
    expect(properties).toEqual(["creditMemoDate", "currencyId", "discountAmount", "status"]);
  });

  it("asks for a vendor by number or id", async () => {
    const result = await provider.check({}, { companyId: COMPANY });
    expect(result.failures).toEqual([
      { property: "vendorNumber", reason: 'a "vendorNumber" or a "vendorId" must be provided' },
    ]);
  });
});

describe("PurchaseCreditMemo lifecycle", () => {
  it("creates a Draft memo with only the fields set, and reports read-only fields as outputs", async () => {
    const { outs } = await provider.create(inputs({ creditMemoDate: "2026-11-20", discountAmount: 0 }));
    expect(outs).toMatchObject({
      status: "Draft",
      vendorName: "Fabrikam, Inc.",
      vendorNumber: "V10000",
      creditMemoDate: "2026-11-20",
      managedFields: ["creditMemoDate", "vendorNumber", "discountAmount"],
    });
    expect(String(outs?.number)).toMatch(/^PCM-\d{5}$/);
  });

  it("replaces on a vendor change, and ignores the vendor id the program does not set", async () => {
    const { outs } = await provider.create(inputs());
    await expect(provider.diff("x", outs ?? {}, inputs())).resolves.toMatchObject({ changes: false });
    await expect(provider.diff("x", outs ?? {}, inputs({ vendorNumber: "V20000" }))).resolves.toEqual({
      changes: true,
      replaces: ["vendorNumber"],
    });
  });

  it("sends only the changed field and takes the new totals", async () => {
    const { id, outs } = await provider.create(inputs({ discountAmount: 0 }));
    await service.admin.changeRecord(COMPANY, "purchaseCreditMemos", id, { lineAmountExcludingTax: 100 });
    const read = await provider.read(id, outs ?? {});
    const updated = await provider.update(id, read.props ?? {}, inputs({ discountAmount: 10 }));
    expect(updated.outs).toMatchObject({
      discountAmount: 10,
      totalAmountExcludingTax: 90,
      totalAmountIncludingTax: 112.5,
    });
  });

  it("refuses, before any request, to change or delete a memo that left Draft", async () => {
    const { id, outs } = await provider.create(inputs());
    await service.admin.changeRecord(COMPANY, "purchaseCreditMemos", id, { status: "Open" });
    const read = await provider.read(id, outs ?? {});
    await service.admin.resetRequests();
    await expect(provider.update(id, read.props ?? {}, inputs({ discountAmount: 5 }))).rejects.toThrow(
      /has status Open; only a Draft purchase credit memo can be changed/,
    );
    await expect(provider.delete(id, read.props ?? {})).rejects.toThrow(
      /only a Draft purchase credit memo can be deleted.*pulumi state delete/,
    );
    expect((await service.admin.requests()).total).toBe(0);
  });

  it("refuses to adopt a memo of another vendor", async () => {
    const seeded = await service.admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V20000" });
    await expect(provider.create(inputs({ adoptRecordId: seeded.id }))).rejects.toThrow(
      /vendorNumber is "V20000", not "V10000".*Set vendorNumber to "V20000"/,
    );
  });
});

describe("PurchaseCreditMemo addresses", () => {
  // Against the emulator, which copies a buy-from change into a pay-to address equal to the old
  // buy-from one, as the Purchase Header does (fixtures/records/rules/credit-memo-addresses.ts).
  const address = (buyFromCity: string) =>
    inputs({
      buyFromCity,
      buyFromAddressLine1: "1 Main Street",
      payToCity: "Springfield",
      payToAddressLine1: "1 Main Street",
    });

  it("keeps the program's pay-to city when the buy-from city changes, in one request", async () => {
    const { id, outs } = await provider.create(address("Springfield"));
    await service.admin.resetRequests();
    const updated = await provider.update(id, outs ?? {}, address("Shelbyville"));
    expect(await service.admin.record(COMPANY, "purchaseCreditMemos", id)).toMatchObject({
      buyFromCity: "Shelbyville",
      payToCity: "Springfield",
      payToAddressLine1: "1 Main Street",
    });
    expect((await service.admin.requests()).byRoute["PATCH purchaseCreditMemos"]).toBe(1);
    await expect(provider.diff(id, updated.outs ?? {}, address("Shelbyville"))).resolves.toMatchObject({
      changes: false,
    });
  });
});
