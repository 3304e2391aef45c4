/**
 * The fields that hold another collection's key (FieldSpec.refersTo), through which a rename of
 * that record reaches them: each names a collection the emulator holds, keyed by one field.
 */
import { RECORD_COLLECTIONS, referencesTo } from "../../../src/records/record-collections";

const references = RECORD_COLLECTIONS.flatMap((collection) =>
  Object.entries(collection.fields)
    .filter(([, spec]) => spec.refersTo !== undefined)
    .map(([field, spec]) => [`${collection.name}.${field}`, spec.refersTo!] as const),
);

describe("the fields that refer to another collection's records", () => {
  it("are declared", () => {
    expect(references.length).toBeGreaterThanOrEqual(10);
  });

  it.each(references)("%s refers to %s, a collection keyed by one field", (_field, target) => {
    const collection = RECORD_COLLECTIONS.find((candidate) => candidate.name === target);
    expect(typeof collection?.uniqueKey).toBe("string");
  });

  it("are found from the collection they refer to", () => {
    const fields = referencesTo("unitsOfMeasure").map(
      ({ collection, field }) => `${collection.name}.${field}`,
    );
    expect(fields).toEqual(["items.baseUnitOfMeasureCode"]);
  });
});
