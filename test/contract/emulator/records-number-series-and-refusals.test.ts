/**
 * What the API pages do on their own beyond their fields: the number series that number a record
 * created without one, and the pages' own refusals (a customer without a name, an item's inventory
 * on create, an enum value the docs do not list).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import {
  call,
  errorOf,
  recordsUrl,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";

const emulator = useEmulator();

describe("number series and the pages' own refusals", () => {
  it.each([
    ["customers", "C00001"],
    ["vendors", "V00001"],
    ["items", "I00001"],
  ])("gives a %s record without a number the next number of its series", async (collection, number) => {
    const reply = await call(
      "POST",
      recordsUrl(emulator, "v2.0", collection, undefined, DEFAULT_COMPANY_ID),
      {
        body: { displayName: "Without a number" },
      },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.number).toBe(number);
  });

  it("refuses a customer without a name, as the page does", async () => {
    const reply = await call(
      "POST",
      recordsUrl(emulator, "v2.0", "customers", undefined, DEFAULT_COMPANY_ID),
      {
        body: { number: "C1" },
      },
    );
    expect(errorOf(reply)).toEqual({
      code: "Application_DialogException",
      message: 'A "displayName" must be provided.',
    });
  });

  it("refuses an item's inventory on create and takes it on update, as the page does", async () => {
    const items = recordsUrl(emulator, "v2.0", "items", undefined, DEFAULT_COMPANY_ID);
    const refused = await call("POST", items, { body: { number: "1000", inventory: 4 } });
    expect(errorOf(refused).message).toBe("Inventory cannot be changed during on insert.");
    const created = await call("POST", items, { body: { number: "1000" } });
    const updated = await call("PATCH", `${items}(${String(created.body.id)})`, {
      body: { inventory: 4 },
      headers: { "If-Match": String(created.body["@odata.etag"]) },
    });
    expect(updated.body.inventory).toBe(4);
  });

  it("refuses an enum value the docs do not list", async () => {
    const reply = await call("POST", recordsUrl(emulator, "v2.0", "items", undefined, DEFAULT_COMPANY_ID), {
      body: { number: "1001", type: "Gadget" },
    });
    expect(reply.status).toBe(400);
  });
});
