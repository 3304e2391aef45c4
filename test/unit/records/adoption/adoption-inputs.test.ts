import * as z from "zod";
import { atServiceDefault, checked } from "../../../../src/records/adoption/adoption-inputs";

describe("atServiceDefault", () => {
  it.each([
    [undefined],
    [null],
    [""],
    ["_x0020_"],
    ["00000000-0000-0000-0000-000000000000"],
    ["0001-01-01"],
    [0],
    [false],
  ])("takes %p for the value a new record's field holds", (value) => {
    expect(atServiceDefault(value)).toBe(true);
  });

  it.each([["ACCEPT"], [" "], [1], [true], ["City_x002B_Post_x0020_Code"], ["2024-01-31"]])(
    "takes %p for a value set on the record",
    (value) => {
      expect(atServiceDefault(value)).toBe(false);
    },
  );
});

describe("checked", () => {
  const schema = z.strictObject({
    companyId: z.string(),
    code: z.string().max(3),
    fields: z.record(z.string(), z.number()).optional(),
  });

  it("gives the inputs back, without the company, when the schema takes them", () => {
    expect(checked(schema, "c1", { code: "ABC" })).toEqual({ inputs: { code: "ABC" } });
  });

  it("names each refused property with the value the record held", () => {
    const conversion = checked(schema, "c1", { code: "ABCD", fields: { name: "x" } });

    expect(conversion).toEqual({ reason: expect.stringContaining('code ("ABCD")') });
    expect(conversion).toEqual({ reason: expect.stringContaining('fields.name ("x")') });
  });
});
