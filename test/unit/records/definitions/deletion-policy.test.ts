/**
 * `deletionPolicy`: what deleting a record resource does to its record. `delete` (the default)
 * sends DELETE, `abandon` sends nothing, `block` PATCHes the type's Blocked field to blocked for
 * everything; a change of the policy alone sends nothing; `block` on a type without a Blocked
 * field is refused at check; a delete the service refuses keeps its words and names the ways out.
 * Against the emulator, whose tables refuse deleting records in use (rules/records-in-use.ts).
 */
import { hasCode } from "../../../../src/core/errors/errors";
import { checkInputs } from "../../../../src/core/provider/crud-provider";
import { ENTITIES } from "../../../../src/records/entities";
import { inputsSchemaOf } from "../../../../src/records/definitions/entity-schemas";
import { recordProviderOf } from "../../../../src/records/provider/entity-providers";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const service = useConfiguredEmulator();
const customers = recordProviderOf("Customer");
const items = recordProviderOf("Item");
const categories = recordProviderOf("ItemCategory");

/** Each refusal of check as `[property, reason]`, for a type's inputs. */
function refusals(type: string, inputs: Record<string, unknown>): [string, string][] {
  const entity = ENTITIES.find((candidate) => candidate.name === type);
  if (!entity) throw new Error(`no record type ${type}`);
  const result = checkInputs(inputsSchemaOf(entity), { companyId: COMPANY, ...inputs });
  return (result.failures ?? []).map((failure) => [failure.property, failure.reason]);
}

/** A customer created through the provider, with the state it keeps. */
async function customer(name: string, policy?: string) {
  const inputs = { companyId: COMPANY, displayName: name, ...(policy ? { deletionPolicy: policy } : {}) };
  const { id, outs } = await customers.create(inputs);
  return { id, state: { ...outs }, inputs };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("deletionPolicy at check", () => {
  it("takes block on the types with a Blocked field", () => {
    for (const type of ["Customer", "Vendor", "Item", "SalespersonPurchaser"]) {
      const inputs =
        type === "Customer" ? { displayName: "A" } : type === "SalespersonPurchaser" ? { code: "A" } : {};
      expect(refusals(type, { ...inputs, deletionPolicy: "block" })).toEqual([]);
    }
  });

  it("refuses block on a type without a Blocked field, naming the input and the way that exists", () => {
    expect(refusals("Location", { code: "EAST", deletionPolicy: "block" })).toEqual([
      [
        "deletionPolicy",
        'must be delete or abandon: "block" is for record types with a Blocked field, such as Customer, Vendor and Item, and a location has none; "abandon" leaves the record in the service',
      ],
    ]);
  });

  it("refuses a value that is no policy, listing the type's policies", () => {
    expect(refusals("Customer", { displayName: "A", deletionPolicy: "retain" })).toEqual([
      ["deletionPolicy", "must be one of delete, abandon, block"],
    ]);
    expect(refusals("Location", { code: "EAST", deletionPolicy: "keep" })).toEqual([
      ["deletionPolicy", "must be one of delete, abandon"],
    ]);
  });

  it("refuses block on records.Record, which knows no Blocked field", async () => {
    const result = await genericRecordProvider().check(
      {},
      {
        companyId: COMPANY,
        apiRoute: "v2.0",
        entitySet: "customers",
        keyFields: ["number"],
        fields: { number: "C9" },
        deletionPolicy: "block",
      },
    );
    expect(result.failures?.map((failure) => failure.property)).toEqual(["deletionPolicy"]);
  });
});

describe("deletionPolicy on delete", () => {
  it("deletes the record by default", async () => {
    const { id, state } = await customer("Default");
    await service.admin.resetRequests();
    await customers.delete(id, state);
    expect((await service.admin.requests()).byRoute).toEqual({ "DELETE customers": 1 });
    expect(await service.admin.record(COMPANY, "customers", id)).toBeUndefined();
  });

  it("abandon sends nothing and leaves the record as it is", async () => {
    const { id, state } = await customer("Abandoned", "abandon");
    expect(state.deletionPolicy).toBe("abandon");
    await service.admin.resetRequests();
    await customers.delete(id, state);
    expect((await service.admin.requests()).total).toBe(0);
    expect(await service.admin.record(COMPANY, "customers", id)).toMatchObject({ blocked: "_x0020_" });
  });

  it("block PATCHes a customer to blocked for everything with its eTag, and leaves it", async () => {
    const { id, state } = await customer("Blocked", "block");
    await service.admin.resetRequests();
    await customers.delete(id, state);
    expect((await service.admin.requests()).byRoute).toEqual({ "PATCH customers": 1 });
    expect(await service.admin.record(COMPANY, "customers", id)).toMatchObject({ blocked: "All" });
  });

  it("block sets an item's boolean blocked", async () => {
    const { id, outs } = await items.create({
      companyId: COMPANY,
      displayName: "Bolt",
      deletionPolicy: "block",
    });
    await items.delete(id, outs ?? {});
    expect(await service.admin.record(COMPANY, "items", id)).toMatchObject({ blocked: true });
  });

  it("block goes on with the current eTag when only a field the program does not manage changed", async () => {
    const { id, state } = await customer("Changed", "block");
    await service.admin.changeRecord(COMPANY, "customers", id, { phoneNumber: "0123" });
    await customers.delete(id, state);
    expect(await service.admin.record(COMPANY, "customers", id)).toMatchObject({ blocked: "All" });
  });

  it("abandon on records.Record sends nothing", async () => {
    const provider = genericRecordProvider();
    const inputs = {
      companyId: COMPANY,
      apiRoute: "v2.0",
      entitySet: "disputeStatus",
      keyFields: ["code"],
      fields: { code: "KEEP", displayName: "Kept" },
      deletionPolicy: "abandon",
    };
    const { id, outs } = await provider.create(inputs);
    expect(outs).toMatchObject({ deletionPolicy: "abandon", fields: { code: "KEEP" } });
    await service.admin.resetRequests();
    await provider.delete(id, outs ?? {});
    expect((await service.admin.requests()).total).toBe(0);
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toBeDefined();
  });
});

describe("a change of deletionPolicy alone", () => {
  it("is an update in place that sends nothing and keeps the new policy in state", async () => {
    const { id, state, inputs } = await customer("Policy");
    const news = { ...inputs, deletionPolicy: "abandon" };
    const diff = await customers.diff(id, state, news);
    expect(diff).toMatchObject({ changes: true });
    expect(diff.replaces ?? []).toEqual([]);
    await service.admin.resetRequests();
    const updated = await customers.update(id, state, news);
    expect((await service.admin.requests()).total).toBe(0);
    expect(updated.outs).toMatchObject({ deletionPolicy: "abandon", etag: state.etag });
    await customers.delete(id, updated.outs ?? {});
    expect(await service.admin.record(COMPANY, "customers", id)).toBeDefined();
  });

  it("is no change when the program leaves it out of a state written without it", async () => {
    const { id, state, inputs } = await customer("Unset");
    expect(state).not.toHaveProperty("deletionPolicy");
    await expect(customers.diff(id, state, inputs)).resolves.toMatchObject({ changes: false });
  });
});

describe("a delete the service refuses", () => {
  it("fails with the service's words, names deletionPolicy and retainOnDelete, and leaves the record", async () => {
    const { id, state } = await customer("Used");
    const number = String(state.number);
    await service.admin.changeRecord(COMPANY, "customers", id, { hasLedgerEntries: true });
    const refused = await failureOf(customers.delete(id, state));
    expect(hasCode(refused, "Rejected")).toBe(true);
    const message = String((refused as Error).message);
    expect(message).toContain(
      `Application_DialogException: You cannot delete Customer ${number} because it has ledger entries in a fiscal year that has not been closed yet.`,
    );
    expect(message).toContain('deletionPolicy: "abandon"');
    expect(message).toContain('"block"');
    expect(message).toContain("retainOnDelete");
    expect(await service.admin.record(COMPANY, "customers", id)).toBeDefined();
  });

  it("offers abandon alone for a type without a Blocked field (a category with items: a Confirm)", async () => {
    const { id, outs } = await categories.create({ companyId: COMPANY, code: "USED", displayName: "Used" });
    await items.create({ companyId: COMPANY, displayName: "In it", itemCategoryCode: "USED" });
    const refused = await failureOf(categories.delete(id, outs ?? {}));
    const message = String((refused as Error).message);
    expect(message).toContain("Application_CallbackNotAllowed");
    expect(message).toContain('deletionPolicy: "abandon"');
    expect(message).not.toContain('"block"');
    expect(message).toContain("retainOnDelete");
    expect(await service.admin.record(COMPANY, "itemCategories", id)).toBeDefined();
  });

  it("is left alone once the resource is declared with abandon", async () => {
    const { id, state, inputs } = await customer("Retired");
    await service.admin.changeRecord(COMPANY, "customers", id, { hasOpenLedgerEntries: true });
    await expect(customers.delete(id, state)).rejects.toThrow(/open ledger entries/);
    const updated = await customers.update(id, state, { ...inputs, deletionPolicy: "abandon" });
    await customers.delete(id, updated.outs ?? {});
    expect(await service.admin.record(COMPANY, "customers", id)).toBeDefined();
  });
});
