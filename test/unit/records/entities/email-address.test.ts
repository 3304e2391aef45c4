/**
 * The email fields refused at check before any request, as far as the Base Application's rule is
 * sure to refuse (src/records/entities/email-address.ts): one `@` per address with something on
 * each side, a list by `;` on customers and vendors, one address on locations and salespeople.
 * Nothing the service takes is refused: display names, spaces a location or salesperson trims.
 */
import { checkInputs } from "../../../../src/core/provider/crud-provider";
import { ENTITIES } from "../../../../src/records/entities";
import { inputsSchemaOf } from "../../../../src/records/definitions/entity-schemas";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The required inputs of each type the cases write, beside the company. */
const REQUIRED: Readonly<Record<string, Record<string, unknown>>> = {
  Customer: { displayName: "Mail" },
  Vendor: { displayName: "Mail" },
  Location: { code: "L1" },
  SalespersonPurchaser: { code: "S1" },
};

/** The properties check refuses for the type's inputs with `fields`. */
function refused(type: string, fields: Record<string, unknown>): string[] {
  const entity = ENTITIES.find((candidate) => candidate.name === type);
  if (!entity) throw new Error(`no record type ${type}`);
  const result = checkInputs(inputsSchemaOf(entity), { companyId: COMPANY, ...REQUIRED[type], ...fields });
  return (result.failures ?? []).map((failure) => failure.property);
}

describe("customer and vendor email, a list of addresses separated by semicolons", () => {
  it.each([
    "",
    "ann@contoso.com",
    "ann@contoso.com;bob@contoso.com",
    "ann@contoso.com; bob@contoso.com;",
    ";ann@contoso.com",
    "Ann Smith <ann@contoso.com>",
  ])("takes %j", (email) => {
    expect(refused("Customer", { email })).toEqual([]);
    expect(refused("Vendor", { email })).toEqual([]);
  });

  it.each([
    "   ",
    "ann@contoso.com,bob@contoso.com",
    "ann@@contoso.com",
    "@contoso.com",
    "ann@",
    "ann@contoso.com; ",
  ])("refuses %j naming email", (email) => {
    expect(refused("Customer", { email })).toEqual(["email"]);
    expect(refused("Vendor", { email })).toEqual(["email"]);
  });
});

describe("location and salesperson email, one address stored trimmed", () => {
  it.each(["", "   ", "  ann@contoso.com  ", "Ann Smith <ann@contoso.com>"])("takes %j", (email) => {
    expect(refused("Location", { email })).toEqual([]);
    expect(refused("SalespersonPurchaser", { email, email2: email })).toEqual([]);
  });

  it.each(["ann@contoso.com;bob@contoso.com", " @contoso.com", "ann@ ", "ann"])(
    "refuses %j naming the field",
    (email) => {
      expect(refused("Location", { email })).toEqual(["email"]);
      expect(refused("SalespersonPurchaser", { email2: email })).toEqual(["email2"]);
    },
  );
});
