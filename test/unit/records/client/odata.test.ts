import {
  filterAfter,
  filterAnd,
  filterEq,
  filterEqGuid,
  odataString,
} from "../../../../src/records/client/odata";

describe("OData filters", () => {
  it("writes a quote inside a string literal twice", () => {
    expect(odataString("O'Brien's")).toBe("'O''Brien''s'");
    expect(filterEq("code", "it's")).toBe("code eq 'it''s'");
  });

  it("keeps numbers and booleans bare", () => {
    expect(filterEq("discountAmount", 12.5)).toBe("discountAmount eq 12.5");
    expect(filterEq("pricesIncludeTax", false)).toBe("pricesIncludeTax eq false");
  });

  it("writes a GUID bare and lower case, and refuses anything else there", () => {
    expect(filterEqGuid("vendorId", "5D115C9C-44E3-EA11-BB43-000D3A2FECA1")).toBe(
      "vendorId eq 5d115c9c-44e3-ea11-bb43-000d3a2feca1",
    );
    expect(() => filterEqGuid("vendorId", "x' or 1 eq 1")).toThrow(/not a GUID/);
  });

  it("writes an instant as a bare DateTimeOffset literal", () => {
    expect(filterAfter("lastModifiedDateTime", new Date("2026-11-22T10:00:00+01:00"))).toBe(
      "lastModifiedDateTime gt 2026-11-22T09:00:00.000Z",
    );
  });

  it("joins comparisons with and", () => {
    expect(filterAnd(filterEq("vendorId", "v"), filterEq("status", "Draft"))).toBe(
      "vendorId eq 'v' and status eq 'Draft'",
    );
  });

  it("refuses a field name that could change the expression", () => {
    expect(() => filterEq("code eq 'x' or code", "y")).toThrow(/is not a field name/);
  });

  it("refuses an instant that is not one", () => {
    expect(() => filterAfter("lastModifiedDateTime", new Date("2026-02-30x"))).toThrow(/not a valid instant/);
  });
});
