/**
 * The codes of other records a type holds, paired with the id field of the same record
 * (src/records/provider/entity-spec.ts keyReferences): a delete tells a rename, which keeps the
 * id, from another change by that pair.
 */
import { REFERENCE_TARGETS } from "../../../../src/records/definitions/reference-targets";
import { ENTITIES } from "../../../../src/records/entities";
import { keyReferences } from "../../../../src/records/provider/entity-spec";

const of = (name: string) => keyReferences(ENTITIES.find((entity) => entity.name === name)!);

describe("keyReferences", () => {
  it("pairs an item's codes with their ids", () => {
    expect(of("Item")).toEqual({
      itemCategoryCode: "itemCategoryId",
      taxGroupCode: "taxGroupId",
      baseUnitOfMeasureCode: "baseUnitOfMeasureId",
    });
  });

  it("pairs a memo's vendor numbers and currency code with their ids, and leaves its countries out", () => {
    expect(of("PurchaseCreditMemo")).toEqual({
      vendorNumber: "vendorId",
      payToVendorNumber: "payToVendorId",
      currencyCode: "currencyId",
    });
  });

  it("covers every id and code pair a type declares that names a type a resource holds", () => {
    for (const entity of ENTITIES) {
      const pairs = keyReferences(entity);
      const held = (entity.exclusive ?? []).filter(({ code }) => REFERENCE_TARGETS[code] !== undefined);
      for (const { id, code } of held)
        expect([entity.name, code, pairs[code]]).toEqual([entity.name, code, id]);
    }
  });
});
