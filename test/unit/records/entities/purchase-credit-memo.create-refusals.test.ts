/**
 * A field the service refuses on a new record (`refusedOnCreate`: a purchase credit memo's
 * discount, which needs lines the resource never adds) is refused when the resource posts the
 * record, before any request; an adoption and a later update may set it. Check sees the same
 * inputs for a create as for an update, so it leaves the field to create.
 */
import { hasCode } from "../../../../src/core/errors/errors";
import { purchaseCreditMemoProvider as provider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const service = useConfiguredEmulator();
const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  vendorNumber: "V10000",
  ...over,
});

describe("PurchaseCreditMemo discountAmount on create", () => {
  it("refuses a create that posts a memo with a discount, naming the field and why, before any request", async () => {
    await service.admin.resetRequests();
    const refused = await provider.create(inputs({ discountAmount: 5 })).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(hasCode(refused, "InvalidInput")).toBe(true);
    expect(String(refused)).toContain(
      "discountAmount: must be left out or 0 when this resource creates a purchase credit memo: the service applies the discount to the memo's lines and refuses it on a memo without lines",
    );
    expect((await service.admin.requests()).total).toBe(0);
  });

  it("creates a memo whose discount is 0 or left out", async () => {
    await expect(provider.create(inputs({ discountAmount: 0 }))).resolves.toMatchObject({
      outs: { status: "Draft" },
    });
    await expect(provider.create(inputs())).resolves.toMatchObject({ outs: { status: "Draft" } });
  });

  it("adopts a memo that has lines with a discount", async () => {
    const seeded = await service.admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V10000" });
    const id = String(seeded.id);
    await service.admin.changeRecord(COMPANY, "purchaseCreditMemos", id, { lineAmountExcludingTax: 100 });
    const { outs } = await provider.create(inputs({ adoptRecordId: id, discountAmount: 10 }));
    expect(outs).toMatchObject({ discountAmount: 10 });
  });

  it("leaves the discount to create at check, where an update of a memo with lines may set it", async () => {
    await expect(provider.check({}, inputs({ discountAmount: 5 }))).resolves.not.toHaveProperty("failures");
  });
});
