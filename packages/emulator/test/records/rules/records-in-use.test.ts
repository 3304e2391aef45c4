/**
 * The tables refuse deleting a record the business has used, as Business Central's OnDelete
 * triggers do (packages/emulator/src/records/rules/records-in-use.ts, with each rule's GB26 source):
 * the use is staged in hidden fields that admin writes set, clients never see, and a client DELETE
 * answers with the table's error. An admin delete is not refused.
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import {
  admin,
  call,
  drift,
  errorOf,
  type Json,
  recordsUrl,
  type Reply,
  useEmulator,
} from "../../support/emulator-client";

const emulator = useEmulator();

async function create(collection: string, body: Json): Promise<Json> {
  const reply = await call("POST", recordsUrl(emulator, "v2.0", collection, undefined, DEFAULT_COMPANY_ID), {
    body,
  });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

function remove(collection: string, record: Json): Promise<Reply> {
  const url = recordsUrl(emulator, "v2.0", collection, String(record.id), DEFAULT_COMPANY_ID);
  return call("DELETE", url, { headers: { "If-Match": "*" } });
}

function patch(collection: string, record: Json, body: Json): Promise<Reply> {
  const url = recordsUrl(emulator, "v2.0", collection, String(record.id), DEFAULT_COMPANY_ID);
  return call("PATCH", url, { body, headers: { "If-Match": "*" } });
}

/** The refusal of a client DELETE of `record` once `use` is staged, as `[status, code, message]`. */
async function refusal(collection: string, record: Json, use: Json): Promise<[number, string, string]> {
  await drift(emulator, collection, record.id, use);
  const reply = await remove(collection, record);
  const { code, message } = errorOf(reply);
  return [reply.status, code, message];
}

const dialog = (message: string): [number, string, string] => [400, "Application_DialogException", message];

describe("customers and vendors in use", () => {
  it.each([
    [
      { hasLedgerEntries: true },
      "You cannot delete Customer CU1 because it has ledger entries in a fiscal year that has not been closed yet.",
    ],
    [
      { hasOpenLedgerEntries: true },
      "You cannot delete Customer CU1 because there are one or more open ledger entries.",
    ],
    [
      { outstandingSalesDocument: "Order" },
      "You cannot delete Customer CU1 because there is at least one outstanding Sales Order for this customer.",
    ],
  ])("refuses deleting a customer with %j", async (use, message) => {
    const customer = await create("customers", { number: "CU1", displayName: "Used" });
    expect(await refusal("customers", customer, use)).toEqual(dialog(message));
  });

  it("refuses the ledger entries before the open documents, as MoveCustEntries runs first", async () => {
    const customer = await create("customers", { number: "CU2", displayName: "Used" });
    const [, , message] = await refusal("customers", customer, {
      hasOpenLedgerEntries: true,
      outstandingSalesDocument: "Invoice",
    });
    expect(message).toContain("open ledger entries");
  });

  it.each([
    [
      { hasLedgerEntries: true },
      "You cannot delete Vendor VU1 because it has ledger entries in a fiscal year that has not been closed yet.",
    ],
    [
      { outstandingPurchaseDocument: "Credit Memo" },
      "You cannot delete Vendor VU1 because there is at least one outstanding Purchase Credit Memo for this vendor.",
    ],
  ])("refuses deleting a vendor with %j", async (use, message) => {
    const vendor = await create("vendors", { number: "VU1", displayName: "Used" });
    expect(await refusal("vendors", vendor, use)).toEqual(dialog(message));
  });

  it("deletes a customer nothing uses, and an admin delete of one in use", async () => {
    const unused = await create("customers", { number: "CU3", displayName: "Unused" });
    expect((await remove("customers", unused)).status).toBe(204);
    const used = await create("customers", { number: "CU4", displayName: "Used" });
    await drift(emulator, "customers", used.id, { hasLedgerEntries: true });
    expect(
      (await admin(emulator, "DELETE", `records/${DEFAULT_COMPANY_ID}/customers/${String(used.id)}`)).status,
    ).toBe(204);
  });

  it("keeps the use hidden from clients and refuses a document type that is none", async () => {
    const customer = await create("customers", { number: "CU5", displayName: "Used" });
    const changed = await drift(emulator, "customers", customer.id, { hasLedgerEntries: true });
    expect(changed.hasLedgerEntries).toBe(true);
    const read = await call(
      "GET",
      recordsUrl(emulator, "v2.0", "customers", String(customer.id), DEFAULT_COMPANY_ID),
    );
    expect(read.body).not.toHaveProperty("hasLedgerEntries");
    const bad = await admin(
      emulator,
      "PATCH",
      `records/${DEFAULT_COMPANY_ID}/customers/${String(customer.id)}`,
      {
        outstandingSalesDocument: "Shipment",
      },
    );
    expect(bad.status).toBe(400);
  });
});

describe("items in use", () => {
  it.each([
    [
      { hasItemJournalLines: true },
      "You cannot delete Item IU1 because there is at least one Item Journal Line that includes this item.",
    ],
    [
      { outstandingSalesDocument: "Quote" },
      "You cannot delete Item IU1 because there is at least one outstanding Sales Quote that includes this item.",
    ],
    [
      { outstandingPurchaseDocument: "Order" },
      "You cannot delete Item IU1 because there is at least one outstanding Purchase Order that includes this item.",
    ],
    [
      { hasItemLedgerEntries: true },
      "You cannot delete Item IU1 because it has ledger entries in a fiscal year that has not been closed yet.",
    ],
  ])("refuses deleting an item with %j", async (use, message) => {
    const item = await create("items", { number: "IU1" });
    expect(await refusal("items", item, use)).toEqual(dialog(message));
  });

  it("refuses deleting an item whose inventory PATCH posted ledger entries", async () => {
    const item = await create("items", { number: "IU2" });
    expect((await patch("items", item, { inventory: 3 })).status).toBe(200);
    expect(errorOf(await remove("items", item)).message).toBe(
      "You cannot delete Item IU2 because it has ledger entries in a fiscal year that has not been closed yet.",
    );
  });

  it.each([
    [{ hasItemJournalLines: true }, "Item Journal Line"],
    [{ outstandingPurchaseDocument: "Order" }, "Purchase Line"],
    [{ outstandingSalesDocument: "Order" }, "Sales Line"],
  ])("refuses a type change of an item with %j", async (use, table) => {
    const item = await create("items", { number: "IT1" });
    await drift(emulator, "items", item.id, use);
    const reply = await patch("items", item, { type: "Service" });
    expect([reply.status, errorOf(reply).message]).toEqual([
      400,
      `You cannot change the Type field on Item IT1 because at least one ${table} exists for this item.`,
    ]);
  });

  it.each([
    [{ hasAssemblyBom: true }, "Assembly BOM"],
    [{ hasStockkeepingUnits: true }, "Stockkeeping Unit Exists"],
  ])("refuses making an item with %j Service or Non-Inventory, as TestField does", async (use, caption) => {
    const item = await create("items", { number: "IT2" });
    await drift(emulator, "items", item.id, use);
    const reply = await patch("items", item, { type: "Non_x002D_Inventory" });
    expect([reply.status, errorOf(reply)]).toEqual([
      400,
      {
        code: "Application_FieldValidationException",
        message: `${caption} must be equal to 'No' in Item: No.=IT2. Current value is 'Yes'.`,
      },
    ]);
    expect((await patch("items", item, { type: "Inventory" })).status).toBe(200);
  });
});

describe("setup records in use", () => {
  it("refuses deleting a location with open item entries", async () => {
    const location = await create("locations", { code: "EAST" });
    expect(await refusal("locations", location, { hasOpenItemEntries: true })).toEqual(
      dialog("You cannot delete EAST because there are one or more ledger entries on this location."),
    );
  });

  it.each([
    [{ hasOpenCustomerEntries: true }, "Cust. Ledger Entry"],
    [{ hasOpenVendorEntries: true }, "Vendor Ledger Entry"],
  ])("refuses deleting a currency with %j", async (use, table) => {
    const currency = await create("currencies", { code: "XTS" });
    expect(await refusal("currencies", currency, use)).toEqual(
      dialog(`There is one or more opened entries in the ${table} table using Currency XTS.`),
    );
  });

  it.each([
    [{ hasOpenTasks: true }, "tasks"],
    [{ hasOpenOpportunities: true }, "opportunities"],
  ])("refuses deleting a salesperson with %j", async (use, what) => {
    const person = await create("salespeoplePurchasers", { code: "SP1", displayName: "Sam" });
    expect(await refusal("salespeoplePurchasers", person, use)).toEqual(
      dialog(`You cannot delete the salesperson/purchaser with code SP1 because it has open ${what}.`),
    );
  });

  it("answers a category that items name as a Confirm an API session cannot show", async () => {
    const category = await create("itemCategories", { code: "USED", displayName: "Used" });
    await create("items", { number: "IC1", itemCategoryCode: "USED" });
    const reply = await remove("itemCategories", category);
    expect([reply.status, errorOf(reply).code]).toEqual([400, "Application_CallbackNotAllowed"]);
    expect(errorOf(reply).message).toContain(
      "attempted to issue a client callback to show a confirmation dialog box",
    );
    const empty = await create("itemCategories", { code: "EMPTY", displayName: "Empty" });
    expect((await remove("itemCategories", empty)).status).toBe(204);
  });
});
