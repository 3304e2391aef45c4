/**
 * What the service's tables refuse, refused at check from the definitions' data before any
 * request: enum values, bounds, patterns, date formulas, decimal places and rules between
 * fields. The AL source of each rule is named beside it in src/records/entities.
 */
import { renderRecords } from "../../../../scripts/codegen/render-records";
import { checkInputs } from "../../../../src/core/provider/crud-provider";
import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { ENTITIES } from "../../../../src/records/entities";
import type { EntityDefinition } from "../../../../src/records/definitions/entity-definition";
import { inputsSchemaOf } from "../../../../src/records/definitions/entity-schemas";
import { refusedDateFormulas } from "../../../contract/fixtures/records/rules";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const GUID = "55555555-44e3-ea11-bb43-000d3a2feca1";

function entityNamed(name: string): EntityDefinition {
  const entity = ENTITIES.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`no record type ${name}`);
  return entity;
}

/** Inputs the type takes: the company, each required field and one of each `oneOf` group. */
function baseInputs(entity: EntityDefinition): Record<string, unknown> {
  const required = Object.entries(entity.fields).filter(([, field]) => field.input === "required");
  return {
    companyId: COMPANY,
    ...(entity.create.kind === "adopt" ? { [entity.create.input]: GUID } : {}),
    ...Object.fromEntries(required.map(([name]) => [name, "A1"])),
    ...Object.fromEntries((entity.oneOf ?? []).map((group): [string, string] => [String(group[0]), "A1"])),
  };
}

/** Each refusal of check as `[property, reason]`, for the type's inputs with `fields`. */
function refusals(type: string, fields: Record<string, unknown>): [string, string][] {
  const entity = entityNamed(type);
  const result = checkInputs(inputsSchemaOf(entity), { ...baseInputs(entity), ...fields });
  return (result.failures ?? []).map((failure) => [failure.property, failure.reason]);
}

const refusedProperties = (type: string, fields: Record<string, unknown>) =>
  refusals(type, fields).map(([property]) => property);

/** The generated reference page of a type. */
function pageOf(type: string): string {
  const entity = entityNamed(type);
  const file = renderRecords(ENTITIES).find(
    (candidate) => candidate.path === `docs/records/${entity.module}.md`,
  );
  return file?.text ?? "";
}

/** The row of `field` in a type's reference page. */
const rowOf = (type: string, field: string) =>
  pageOf(type)
    .split("\n")
    .find((line) => line.startsWith(`| \`${field}\` |`)) ?? "";

describe("CountryRegion addressFormat", () => {
  const members = [
    "Post_x0020_Code_x002B_City",
    "City_x002B_Post_x0020_Code",
    "City_x002B_County_x002B_Post_x0020_Code",
    "Blank_x0020_Line_x002B_Post_x0020_Code_x002B_City",
    "Custom",
  ];

  it.each(members)("takes the enum member %s as OData writes it", (value) => {
    expect(refusals("CountryRegion", { addressFormat: value })).toEqual([]);
  });

  it("refuses a member written as the client shows it, naming the field and listing the members", () => {
    expect(refusals("CountryRegion", { addressFormat: "City+Post Code" })).toEqual([
      ["addressFormat", `must be one of ${members.join(", ")}`],
    ]);
  });

  it("says in its doc what each member means, and no longer that the members are not public", () => {
    const doc = entityNamed("CountryRegion").fields.addressFormat?.doc ?? "";
    for (const member of members) expect(doc).toMatch(new RegExp(`\`${member}\` \\([a-z]`));
    expect(doc).not.toMatch(/not list|not public/);
  });
});

describe("Item type and inventory posting group", () => {
  it.each([
    ["Service", "inventoryPostingGroupCode", "RESALE"],
    ["Non_x002D_Inventory", "inventoryPostingGroupCode", "RESALE"],
    ["Service", "inventoryPostingGroupId", GUID],
  ])("refuses type %s beside a %s, naming the group and the type", (type, field, value) => {
    expect(refusals("Item", { type, [field]: value })).toEqual([
      [
        field,
        `must be left out while "type" is "${type}": only an Inventory item has an inventory posting group`,
      ],
    ]);
  });

  it("takes a group beside type Inventory, beside no type (the record's is not known), and a blank group beside any type", () => {
    expect(refusals("Item", { type: "Inventory", inventoryPostingGroupCode: "RESALE" })).toEqual([]);
    expect(refusals("Item", { inventoryPostingGroupCode: "RESALE" })).toEqual([]);
    expect(refusals("Item", { type: "Service", inventoryPostingGroupCode: "" })).toEqual([]);
    expect(
      refusals("Item", { type: "Service", inventoryPostingGroupId: "00000000-0000-0000-0000-000000000000" }),
    ).toEqual([]);
  });

  it("does not judge the pair during a preview while either is not known", () => {
    expect(refusals("Item", { type: UNKNOWN, inventoryPostingGroupCode: "RESALE" })).toEqual([]);
    expect(refusals("Item", { type: "Service", inventoryPostingGroupCode: UNKNOWN })).toEqual([]);
  });

  it("says the rule on the group's row of the reference page", () => {
    expect(rowOf("Item", "inventoryPostingGroupCode")).toContain(
      "Refused beside a `type` other than `Inventory`: only an Inventory item has an inventory posting group.",
    );
  });
});

describe("Item displayName2", () => {
  it("takes a second description of up to 50 characters and refuses a longer one", () => {
    expect(refusals("Item", { displayName2: "x".repeat(50) })).toEqual([]);
    expect(refusals("Item", { displayName2: "x".repeat(51) })).toEqual([
      ["displayName2", "must be at most 50 characters"],
    ]);
  });
});

describe("bounds the tables check", () => {
  it.each([
    ["PaymentTerm", "discountPercent", 100.01, "must be at most 100"],
    ["PaymentTerm", "discountPercent", -1, "must not be negative"],
    ["SalespersonPurchaser", "commisionPercent", 101, "must be at most 100"],
    ["SalespersonPurchaser", "commisionPercent", -0.5, "must not be negative"],
    ["Item", "unitPrice", -0.01, "must not be negative"],
    ["Item", "unitCost", -1, "must not be negative"],
  ])("%s refuses %s %p, naming the field and the bound", (type, field, value, reason) => {
    expect(refusals(type, { [field]: value })).toEqual([[field, reason]]);
  });

  it.each([
    ["PaymentTerm", "discountPercent", 0],
    ["PaymentTerm", "discountPercent", 100],
    ["SalespersonPurchaser", "commisionPercent", 100],
    ["Item", "unitPrice", 0],
    ["Item", "unitCost", 12.5],
  ])("%s takes %s %p", (type, field, value) => {
    expect(refusals(type, { [field]: value })).toEqual([]);
  });

  it("shows each bound in the field's row of the reference page", () => {
    expect(rowOf("PaymentTerm", "discountPercent")).toContain("| 0 to 100 |");
    expect(rowOf("SalespersonPurchaser", "commisionPercent")).toContain("| 0 to 100 |");
    expect(rowOf("Item", "unitPrice")).toContain("| not negative |");
  });
});

describe("phone numbers of customers and vendors", () => {
  it.each(["Customer", "Vendor"])("%s refuses a phone number with a letter, naming it", (type) => {
    expect(refusals(type, { phoneNumber: "+1 555 CALL-NOW" })).toEqual([
      ["phoneNumber", "must not contain letters"],
    ]);
    expect(refusals(type, { phoneNumber: "0800 ÄÖ" })).toEqual([["phoneNumber", "must not contain letters"]]);
  });

  it.each(["Customer", "Vendor"])("%s takes digits, spaces, signs, brackets and dots", (type) => {
    expect(refusals(type, { phoneNumber: "+44 (0)20 7946-0958 / 12.3" })).toEqual([]);
  });

  it("shows the rule on the reference page", () => {
    expect(rowOf("Customer", "phoneNumber")).toContain("at most 30 characters; must not contain letters");
  });
});

describe("an item's GTIN", () => {
  it("refuses any character but a digit, naming the field", () => {
    expect(refusals("Item", { gtin: "50123-4567" })).toEqual([["gtin", "must hold digits only"]]);
    expect(refusals("Item", { gtin: "ABC" })).toEqual([["gtin", "must hold digits only"]]);
  });

  it("takes digits, and a blank", () => {
    expect(refusals("Item", { gtin: "5012345678900" })).toEqual([]);
    expect(refusals("Item", { gtin: "" })).toEqual([]);
  });
});

describe("websites", () => {
  it.each(["Customer", "Vendor", "Location"])(
    "%s takes an address of 255 characters and refuses 256",
    (type) => {
      const address = (length: number) => `https://${"a".repeat(length - 8)}`;
      expect(refusals(type, { website: address(255) })).toEqual([]);
      expect(refusals(type, { website: address(256) })).toEqual([
        ["website", "must be at most 255 characters"],
      ]);
    },
  );
});

describe("Currency amountDecimalPlaces", () => {
  it.each(["2:2", "2:5", "0:9", "2", "0", "9", "2:05", "02:05"])("takes %s", (value) => {
    expect(refusals("Currency", { amountDecimalPlaces: value })).toEqual([]);
  });

  it.each([
    ["10:12", "must have each number of places from 0 to 9"],
    ["2:10", "must have each number of places from 0 to 9"],
    ["10", "must have each number of places from 0 to 9"],
    ["5:2", "must have <min> no greater than <max>"],
    ["2:", "must be written <min>:<max> or as one number, such as 2:2, 2:5 or 2"],
    [":2", "must be written <min>:<max> or as one number, such as 2:2, 2:5 or 2"],
    ["two", "must be written <min>:<max> or as one number, such as 2:2, 2:5 or 2"],
  ])("refuses %s, saying why", (value, reason) => {
    expect(refusals("Currency", { amountDecimalPlaces: value })).toEqual([["amountDecimalPlaces", reason]]);
  });
});

describe("Currency amountRoundingPrecision", () => {
  it("says it is the invoice rounding precision, a multiple of the currency's amount rounding precision", () => {
    const doc = entityNamed("Currency").fields.amountRoundingPrecision?.doc ?? "";
    expect(doc).toContain("Invoice Rounding Precision");
    expect(doc).toContain("multiple of the currency's own amount rounding precision");
  });
});

describe("Vendor irs1099Code", () => {
  it("says the service keeps it only where the Vendor table has the field", () => {
    const rewrites = entityNamed("Vendor").fields.irs1099Code?.rewrites ?? "";
    expect(rewrites).toContain("North American localisations before it moved to the IRS Forms app");
    expect(rewrites).toContain("the value is dropped and reads back blank");
  });
});

describe("date formulas", () => {
  const formulas = ["dueDateCalculation", "discountDateCalculation"];

  it.each([
    "",
    "30D",
    "0D",
    "2W",
    "1M",
    "1Q",
    "1Y",
    "CM",
    "CD",
    "CW",
    "CQ",
    "CY",
    "CM+10D",
    "CQ+1M+20D",
    "-1W",
    "-CM",
    "D15",
    "M3",
    "WD2",
    "WD7",
    "5WD",
    "10D5D",
    "1Y-CM+D15",
    "D12D",
    "30d",
    "cm+10d",
  ])("takes %p", (formula) => {
    for (const field of formulas) expect(refusals("PaymentTerm", { [field]: formula })).toEqual([]);
  });

  it.each([
    "30",
    "D",
    "C",
    "30 D",
    "CM + 10D",
    "30X",
    "+",
    "thirty days",
    "<30D>",
    "CM+",
    "1.5M",
    "WD8",
    "WD0",
    "1D+1D+1D+1D",
    "CMCM1D2D",
  ])("refuses %p, naming the field and the grammar", (formula) => {
    for (const field of formulas) {
      const found = refusals("PaymentTerm", { [field]: formula });
      expect(found).toHaveLength(1);
      expect(found[0]?.[0]).toBe(field);
      expect(found[0]?.[1]).toMatch(
        /^must be a date formula such as 30D, CM\+10D or -1W: .*D, WD, W, M, Q or Y/,
      );
    }
  });

  it("judges a long formula with overlapping readings", () => {
    // A regular expression with these terms backtracks exponentially on such text: this call would
    // not return.
    expect(refusedProperties("PaymentTerm", { dueDateCalculation: `${"D11".repeat(5000)}!` })).toEqual([
      "dueDateCalculation",
    ]);
    expect(refusedProperties("PaymentTerm", { dueDateCalculation: `D${"1".repeat(5000)}` })).toEqual([]);
  });

  it.each(refusedDateFormulas.map((formula) => [formula] as const))(
    "refuses %p, as the emulator does (the shared fixture)",
    (formula) => {
      expect(refusedProperties("PaymentTerm", { dueDateCalculation: formula })).toEqual([
        "dueDateCalculation",
      ]);
    },
  );

  it("takes three terms and refuses a fourth, as the CalcDate grammar has at most three", () => {
    expect(refusedProperties("PaymentTerm", { dueDateCalculation: "D1D1D1" })).toEqual([]);
    expect(refusedProperties("PaymentTerm", { dueDateCalculation: "D1D1D1D1" })).toEqual([
      "dueDateCalculation",
    ]);
  });

  it("gives the grammar on the reference page", () => {
    expect(rowOf("PaymentTerm", "dueDateCalculation")).toContain("up to three terms");
  });
});

describe("check names every bad field at once", () => {
  it("names a field of the wrong type together with a pair set together", () => {
    // zod skips a refinement of the whole after a wrong type unless told otherwise.
    expect(
      refusedProperties("Customer", { displayName: 5, currencyId: GUID, currencyCode: "EUR" }).sort(),
    ).toEqual(["currencyId", "displayName"]);
  });

  it("names a field of the wrong type together with a missing vendor", () => {
    expect(
      refusedProperties("PurchaseCreditMemo", { vendorNumber: undefined, discountAmount: "5" }).sort(),
    ).toEqual(["discountAmount", "vendorNumber"]);
  });

  it("names each of several bad fields of an item, and a refused field only once", () => {
    expect(
      refusedProperties("Item", {
        number: 7,
        type: "Service",
        inventoryPostingGroupCode: "resale",
        unitPrice: -1,
        displayName2: "x".repeat(51),
      }).sort(),
    ).toEqual(["displayName2", "inventoryPostingGroupCode", "number", "unitPrice"]);
  });

  it("still leaves a pair alone during a preview while one of it is not known", () => {
    expect(refusals("Customer", { currencyId: GUID, currencyCode: UNKNOWN })).toEqual([]);
  });
});
