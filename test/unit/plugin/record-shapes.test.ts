/**
 * The typed records in the plugin's schema, as their definitions give them: a get function for
 * each type by its key, beside the list functions and `listCompanies`, and an enum type for each
 * option field, each value in words, which the resources, the records and the gets refer to.
 */
import { packageSchema } from "../../../src/plugin/package-schema";
import { ENTITIES } from "../../../src/records/entities";

interface ObjectSpec {
  properties: Record<
    string,
    { type?: string; $ref?: string; description?: string; items?: { $ref?: string } }
  >;
  required?: string[];
}
interface EnumSpec {
  type: string;
  description: string;
  enum: { value: string; name?: string; description: string }[];
}
const schema = packageSchema() as {
  resources: Record<
    string,
    { inputProperties: ObjectSpec["properties"]; properties: ObjectSpec["properties"] }
  >;
  functions: Record<string, { description: string; inputs: ObjectSpec; outputs: ObjectSpec }>;
  types: Record<string, ObjectSpec | EnumSpec>;
};

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const optionFields = ENTITIES.flatMap((entity) =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.values)
    .map(([name, field]) => ({ entity, name, values: field.values! })),
);

describe("the get functions", () => {
  it("give every record type one, by its key, whose result is the record the list function lists", () => {
    for (const entity of ENTITIES) {
      const get = schema.functions[`bizops:records:get${entity.name}`]!;
      expect([entity.name, Object.keys(get.inputs.properties)]).toEqual([
        entity.name,
        ["companyId", ...entity.key, "settings"],
      ]);
      expect(get.inputs.required).toEqual(["companyId", ...entity.key]);
      const record = schema.types[`bizops:records:${entity.name}Record`] as ObjectSpec;
      expect(get.outputs).toEqual({ properties: record.properties, required: record.required });
      const list = schema.functions[`bizops:records:list${entity.plural}`]!;
      expect(list.outputs.properties.value!.items!.$ref).toBe(`#/types/bizops:records:${entity.name}Record`);
    }
  });

  it("describe each key argument with the rules of the resource's input, and a blank naming none", () => {
    const get = schema.functions["bizops:records:getPaymentTerm"]!;
    expect(get.inputs.properties.code!.description).toBe(
      "The code that identifies the record in its company: 1 to 10 characters; upper case, without leading or trailing spaces, as the service stores it.",
    );
    expect(get.description).toContain("None is a `NotFound` error");
    const dimensionValue = schema.functions["bizops:records:getDimensionValue"]!;
    expect(dimensionValue.inputs.required).toEqual(["companyId", "dimensionId", "code"]);
    expect(dimensionValue.inputs.properties.code!.description).toMatch(/must not be empty\.$/);
  });

  it("sit beside listCompanies, whose companies are a named type", () => {
    const list = schema.functions["bizops:records:listCompanies"]!;
    expect(list.outputs.properties.value!.items!.$ref).toBe("#/types/bizops:records:Company");
    expect(Object.keys((schema.types["bizops:records:Company"] as ObjectSpec).properties)).toEqual([
      "id",
      "name",
      "displayName",
    ]);
  });
});

describe("the option fields", () => {
  it("are the enum types of the definitions' values, one per field, named after type and field", () => {
    const enums = Object.entries(schema.types)
      .filter(([, type]) => "enum" in type)
      .map(([token]) => token);
    expect(enums.sort()).toEqual(
      optionFields.map(({ entity, name }) => `bizops:records:${entity.name}${upperFirst(name)}`).sort(),
    );
    expect(enums).toContain("bizops:records:CustomerBlocked");
    for (const { entity, name, values } of optionFields) {
      const type = schema.types[`bizops:records:${entity.name}${upperFirst(name)}`] as EnumSpec;
      expect(type.type).toBe("string");
      expect(type.enum.map((member) => member.value)).toEqual(values);
    }
  });

  it("describe each value in words, naming those an SDK cannot name by the value", () => {
    const members = (token: string) => (schema.types[`bizops:records:${token}`] as EnumSpec).enum;
    expect(members("CustomerBlocked")[0]).toEqual({
      value: "_x0020_",
      name: "None",
      description: "none (a blank)",
    });
    expect(members("CustomerType")).toEqual([
      { value: "Company", description: "Company" },
      { value: "Person", description: "Person" },
    ]);
    expect(members("ItemType")[2]).toEqual({
      value: "Non_x002D_Inventory",
      name: "NonInventory",
      description: "Non-Inventory",
    });
    expect(members("TaxGroupTaxType")[0]).toEqual({
      value: "Sales_x0020_Tax",
      name: "SalesTax",
      description: "Sales Tax",
    });
    expect(members("PurchaseCreditMemoStatus")[1]).toMatchObject({
      name: "InReview",
      description: "In Review",
    });
    // What the definition's doc says a value means comes after its words.
    expect(members("CountryRegionAddressFormat")[1]).toEqual({
      value: "City_x002B_Post_x0020_Code",
      name: "CityPostCode",
      description: "City+Post Code: the city before the post code; a new record's default.",
    });
  });

  it("are referred to by the resources' inputs and outputs, and by the records' fields", () => {
    for (const { entity, name } of optionFields) {
      const ref = `#/types/bizops:records:${entity.name}${upperFirst(name)}`;
      const record = schema.types[`bizops:records:${entity.name}Record`] as ObjectSpec;
      expect([entity.name, name, record.properties[name]!.$ref]).toEqual([entity.name, name, ref]);
      const resource = schema.resources[`bizops:records:${entity.name}`];
      if (!resource) continue;
      expect(resource.properties[name]!.$ref).toBe(ref);
      if (entity.fields[name]!.input !== undefined) expect(resource.inputProperties[name]!.$ref).toBe(ref);
    }
    expect(schema.resources["bizops:records:Customer"]!.inputProperties.blocked!.description).toContain(
      "Changed in place",
    );
  });
});
