import {
  call,
  createDisputeStatus,
  createMemo,
  disputeStatusUrl,
  errorOf,
  memoUrl,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

const list = (url: string, filter: string) => call("GET", `${url}?$filter=${encodeURIComponent(filter)}`);

describe("a records $filter on a field the entity does not have", () => {
  it("is a 400 naming the field, as Business Central answers, not an empty list", async () => {
    await createDisputeStatus(emulator, "UNKNOWN-F");
    const reply = await list(disputeStatusUrl(emulator), "colour eq 'red'");
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "BadRequest",
      message: "Could not find a property named 'colour' on type 'Microsoft.NAV.disputeStatus'.",
    });
  });

  it("is a 400 on a collection that holds no record", async () => {
    const reply = await list(memoUrl(emulator), "colour eq 'red'");
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toMatch(/property named 'colour' on type 'Microsoft\.NAV\./);
  });

  it("is a 400 even after a comparison that holds for no record", async () => {
    await createDisputeStatus(emulator, "UNKNOWN-G");
    const reply = await list(disputeStatusUrl(emulator), "code eq 'NONE-SUCH' and colour eq 'red'");
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toMatch(/property named 'colour'/);
  });

  it("keeps every field the records have, the id and lastModifiedDateTime included", async () => {
    const memo = await createMemo(emulator, { vendorNumber: "V10000" });
    const reply = await list(
      memoUrl(emulator),
      `id eq ${String(memo.id)} and lastModifiedDateTime gt 2000-01-01T00:00:00Z and discountAmount eq 0`,
    );
    expect(reply.status).toBe(200);
    expect((reply.body.value as Array<{ id: string }>).map((m) => m.id)).toEqual([memo.id]);
  });

  it("is case-sensitive, as OData property names are", async () => {
    await createDisputeStatus(emulator, "UNKNOWN-H");
    const reply = await list(disputeStatusUrl(emulator), "Code eq 'UNKNOWN-H'");
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toMatch(/property named 'Code'/);
  });
});
