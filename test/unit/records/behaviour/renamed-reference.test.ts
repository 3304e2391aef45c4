/**
 * A record that names another by its key, after that other is renamed: Business Central renames
 * the key in every field related to its table (fixtures/records/rules/renames.ts), and the record
 * gets a new eTag. Against the emulator, which does so too, the resource's next update finds the
 * record changed; where the only change is the program's own new value, the update goes on with the
 * record's current eTag instead of failing with a conflict.
 */
import type { ResourceProviderImpl } from "../../../../src/core/provider/resource-provider";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { item } from "../../../../src/records/entities/item";
import { unitOfMeasure } from "../../../../src/records/entities/unit-of-measure";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();

type Bag = Record<string, unknown>;
const deps = () => ({ journal: new CreateJournal(), report: () => {} });
const units: ResourceProviderImpl = entityProvider(unitOfMeasure, deps());
const items: ResourceProviderImpl = entityProvider(item, deps());

async function checked(provider: ResourceProviderImpl, inputs: Bag): Promise<Bag> {
  const result = await provider.check({}, { companyId: COMPANY, __provider: PROVIDER, ...inputs });
  expect(result.failures).toBeUndefined();
  return result.inputs!;
}

/** A unit and an item whose base unit it is; then the unit renamed, as `pulumi up` orders them. */
async function renamedUnit(code: string): Promise<{ itemId: string; itemState: Bag }> {
  const unitInputs = await checked(units, { code: `${code}A`, displayName: "Piece" });
  const unit = await units.create(unitInputs);
  const made = await items.create(
    await checked(items, { number: `${code}-1`, displayName: "Counted", baseUnitOfMeasureCode: `${code}A` }),
  );
  await units.update(unit.id, unit.outs ?? {}, { ...unitInputs, code: `${code}B` });
  return { itemId: made.id, itemState: made.outs ?? {} };
}

describe("an item whose base unit of measure was renamed", () => {
  it("takes the new code without a conflict, sending nothing the service holds already", async () => {
    const { itemId, itemState } = await renamedUnit("RA");
    await service.admin.resetRequests();
    const inputs = await checked(items, {
      number: "RA-1",
      displayName: "Counted",
      baseUnitOfMeasureCode: "RAB",
    });
    const state = (await items.update(itemId, itemState, inputs)).outs ?? {};
    expect(await service.admin.record(COMPANY, "items", itemId)).toMatchObject({
      baseUnitOfMeasureCode: "RAB",
    });
    // Only the PATCH the stale eTag refused: the record read after it held the program's value.
    const { byRoute } = await service.admin.requests();
    expect([byRoute["PATCH items"], byRoute["GET items"]]).toEqual([1, 1]);
    expect((await items.diff(itemId, state, inputs)).changes).toBe(false);
  });

  it("sends the program's other changes with the record's current eTag", async () => {
    const { itemId, itemState } = await renamedUnit("RB");
    await service.admin.resetRequests();
    const inputs = await checked(items, {
      number: "RB-1",
      displayName: "Recounted",
      baseUnitOfMeasureCode: "RBB",
    });
    const state = (await items.update(itemId, itemState, inputs)).outs ?? {};
    expect(await service.admin.record(COMPANY, "items", itemId)).toMatchObject({
      displayName: "Recounted",
      baseUnitOfMeasureCode: "RBB",
    });
    // The first PATCH met the stale eTag; the second carried the changes still needed.
    expect((await service.admin.requests()).byRoute["PATCH items"]).toBe(2);
    expect((await items.diff(itemId, state, inputs)).changes).toBe(false);
  });

  it("still fails with a conflict, overwriting nothing, when someone else changed a field it manages", async () => {
    const { itemId, itemState } = await renamedUnit("RC");
    await service.admin.changeRecord(COMPANY, "items", itemId, { displayName: "Someone else's" });
    const inputs = await checked(items, {
      number: "RC-1",
      displayName: "Counted",
      baseUnitOfMeasureCode: "RCB",
    });
    await expect(items.update(itemId, itemState, inputs)).rejects.toMatchObject({ code: "ConcurrentChange" });
    expect(await service.admin.record(COMPANY, "items", itemId)).toMatchObject({
      displayName: "Someone else's",
      baseUnitOfMeasureCode: "RCB",
    });
  });

  it("goes on over a change to a field it does not manage, keeping that change", async () => {
    const { itemId, itemState } = await renamedUnit("RD");
    await service.admin.changeRecord(COMPANY, "items", itemId, { gtin: "5012345678900" });
    const inputs = await checked(items, {
      number: "RD-1",
      displayName: "Recounted",
      baseUnitOfMeasureCode: "RDB",
    });
    await items.update(itemId, itemState, inputs);
    expect(await service.admin.record(COMPANY, "items", itemId)).toMatchObject({
      displayName: "Recounted",
      gtin: "5012345678900",
    });
  });

  it("is deleted without a conflict when the rename is the only change to it", async () => {
    const { itemId, itemState } = await renamedUnit("RF");
    await service.admin.resetRequests();
    await items.delete(itemId, itemState);
    expect(await service.admin.record(COMPANY, "items", itemId)).toBeUndefined();
    // The DELETE the stale eTag refused, the read, and the DELETE with the record's eTag.
    const { byRoute } = await service.admin.requests();
    expect([byRoute["DELETE items"], byRoute["GET items"]]).toEqual([2, 1]);
  });

  it("is deleted over a change to a field it does not manage", async () => {
    const { itemId, itemState } = await renamedUnit("RG");
    await service.admin.changeRecord(COMPANY, "items", itemId, { gtin: "5012345678900" });
    await items.delete(itemId, itemState);
    expect(await service.admin.record(COMPANY, "items", itemId)).toBeUndefined();
  });

  it("is not deleted when someone else gave it another unit, whose id differs", async () => {
    const { itemId, itemState } = await renamedUnit("RJ");
    await units.create(await checked(units, { code: "RJC", displayName: "Crate" }));
    await service.admin.changeRecord(COMPANY, "items", itemId, { baseUnitOfMeasureCode: "RJC" });
    await expect(items.delete(itemId, itemState)).rejects.toMatchObject({ code: "ConcurrentChange" });
    expect(await service.admin.record(COMPANY, "items", itemId)).toBeDefined();
  });

  it("is not deleted when someone else also changed a field it manages", async () => {
    const { itemId, itemState } = await renamedUnit("RH");
    await service.admin.changeRecord(COMPANY, "items", itemId, { displayName: "Someone else's" });
    await expect(items.delete(itemId, itemState)).rejects.toMatchObject({ code: "ConcurrentChange" });
    expect(await service.admin.record(COMPANY, "items", itemId)).toMatchObject({
      displayName: "Someone else's",
    });
  });

  it("is not deleted through a records.Record that does not hold the unit's id, which tells a rename from another change", async () => {
    const records = genericRecordProvider(new CreateJournal());
    const unitInputs = await checked(units, { code: "RIA", displayName: "Piece" });
    const unit = await units.create(unitInputs);
    const made = await records.create(
      await checked(records, {
        apiRoute: "v2.0",
        entitySet: "items",
        keyFields: ["number"],
        fields: { number: "RI-1", displayName: "Counted", baseUnitOfMeasureCode: "RIA" },
      }),
    );
    await units.update(unit.id, unit.outs ?? {}, { ...unitInputs, code: "RIB" });
    await expect(records.delete(made.id, made.outs ?? {})).rejects.toMatchObject({
      code: "ConcurrentChange",
    });
    expect(await service.admin.record(COMPANY, "items", made.id)).toBeDefined();
  });

  it("takes the new code through a records.Record that writes it in lower case, as the service stores it upper case", async () => {
    const records = genericRecordProvider(new CreateJournal());
    const item = (baseUnitOfMeasureCode: string) => ({
      apiRoute: "v2.0",
      entitySet: "items",
      keyFields: ["number"],
      fields: { number: "RE-1", displayName: "Counted", baseUnitOfMeasureCode },
    });
    const unitInputs = await checked(units, { code: "REA", displayName: "Piece" });
    const unit = await units.create(unitInputs);
    const made = await records.create(await checked(records, item("rea")));
    await units.update(unit.id, unit.outs ?? {}, { ...unitInputs, code: "REB" });
    const inputs = await checked(records, item("reb"));
    const state = (await records.update(made.id, made.outs ?? {}, inputs)).outs ?? {};
    expect(await service.admin.record(COMPANY, "items", made.id)).toMatchObject({
      baseUnitOfMeasureCode: "REB",
    });
    expect((await records.diff(made.id, state, inputs)).changes).toBe(false);
  });
});
