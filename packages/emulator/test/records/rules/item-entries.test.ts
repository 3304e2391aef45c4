/**
 * An item's inventory PATCH posts an adjustment (APIV2Items.Page.al UpdateInventory), and from then on
 * the Item table refuses what it refuses of an item with item ledger entries (Item.Table.al fields 8,
 * 10 and 22; the cases with staged entries are in test/contract/fixtures/records/rules/items.ts).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  errorOf,
  type Json,
  recordsUrl,
  type Reply,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

const items = () => recordsUrl(emulator, "v2.0", "items", undefined, DEFAULT_COMPANY_ID);

async function createItem(number: string): Promise<Json> {
  const reply = await call("POST", items(), { body: { number } });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

function patch(item: Json, body: Json): Promise<Reply> {
  return call("PATCH", recordsUrl(emulator, "v2.0", "items", String(item.id), DEFAULT_COMPANY_ID), {
    body,
    headers: { "If-Match": "*" },
  });
}

/** The item as stored, hidden fields included. */
async function stored(item: Json): Promise<Json> {
  return (await admin(emulator, "GET", `records/${DEFAULT_COMPANY_ID}/items/${String(item.id)}`)).body;
}

describe("items with item ledger entries", () => {
  it("refuses a unitCost change once an inventory PATCH has posted an adjustment", async () => {
    const item = await createItem("LE1");
    expect((await patch(item, { unitCost: 2 })).status).toBe(200);
    expect((await patch(item, { inventory: 4 })).status).toBe(200);
    expect((await stored(item)).hasItemLedgerEntries).toBe(true);
    const refused = await patch(item, { unitCost: 3 });
    expect([refused.status, errorOf(refused).message]).toEqual([
      400,
      "You cannot change Unit Cost because there are one or more ledger entries for this item.",
    ]);
  });

  it("keeps refusing a type change after the inventory is back to 0: the entries stay", async () => {
    const item = await createItem("LE2");
    await patch(item, { inventory: 4 });
    await patch(item, { inventory: 0 });
    const refused = await patch(item, { type: "Service" });
    expect(errorOf(refused).message).toBe(
      "You cannot change the Type field on Item LE2 because at least one Item Ledger Entry exists for this item.",
    );
  });

  it("posts nothing for an inventory PATCH that repeats the inventory", async () => {
    const item = await createItem("LE3");
    expect((await patch(item, { inventory: 0 })).status).toBe(200);
    expect((await stored(item)).hasItemLedgerEntries).toBe(false);
    expect((await patch(item, { type: "Service" })).status).toBe(200);
  });

  it("checks the stock before the write: a PATCH that posts the first adjustment may change unitCost too", async () => {
    const item = await createItem("LE4");
    const reply = await patch(item, { inventory: 4, unitCost: 3 });
    expect([reply.status, reply.body.unitCost, reply.body.inventory]).toEqual([200, 3, 4]);
  });

  it("does not show the hidden hasItemLedgerEntries to clients", async () => {
    const item = await createItem("LE5");
    const reply = await patch(item, { inventory: 1 });
    expect(reply.body).not.toHaveProperty("hasItemLedgerEntries");
  });
});
