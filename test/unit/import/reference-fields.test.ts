import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { REFERENCE_TARGETS, UNHELD_REFERENCES } from "../../../src/import/reference-fields";
import { ENTITIES } from "../../../src/records/entities";

const imported = ENTITIES.filter((entity) => IMPORTED_TYPES.some((type) => type.resource === entity.name));

describe("the reference fields of the import", () => {
  it("says for every id field of an imported type which type it names, or that no resource holds that type", () => {
    const idFields = imported.flatMap((entity) =>
      Object.entries(entity.fields)
        .filter(([name, field]) => field.type === "guid" && name.endsWith("Id"))
        .filter(([name]) => !(entity.create.kind === "adopt" && entity.create.input === name))
        .map(([name]) => name),
    );
    const unsaid = idFields.filter(
      (name) => !(name in REFERENCE_TARGETS) && !UNHELD_REFERENCES.includes(name),
    );
    expect(unsaid).toEqual([]);
  });

  it("names only imported types, by fields some definition has", () => {
    for (const [field, target] of Object.entries(REFERENCE_TARGETS)) {
      expect([field, IMPORTED_TYPES.some((type) => type.resource === target)]).toEqual([field, true]);
      expect([field, imported.some((entity) => field in entity.fields)]).toEqual([field, true]);
    }
  });

  it("names each pair's id and code as the same type", () => {
    for (const pair of imported.flatMap((entity) => entity.exclusive ?? [])) {
      expect([pair.id, REFERENCE_TARGETS[pair.id] ?? "none"]).toEqual([
        pair.id,
        REFERENCE_TARGETS[pair.code] ?? "none",
      ]);
    }
  });

  it("declares every type after the types its fields name", () => {
    const position = new Map(IMPORTED_TYPES.map((type, i) => [type.resource, i]));
    for (const entity of imported) {
      for (const field of Object.keys(entity.fields)) {
        const target = REFERENCE_TARGETS[field];
        if (target === undefined || target === entity.name) continue;
        expect([entity.name, field, position.get(target)! < position.get(entity.name)!]).toEqual([
          entity.name,
          field,
          true,
        ]);
      }
    }
  });
});
