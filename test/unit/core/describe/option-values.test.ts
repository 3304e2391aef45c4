/** An option field's values in words and as SDK names, from OData's escaped member names. */
import { valueName, valueWords } from "../../../../src/core/describe/option-values";

describe("option values", () => {
  it.each([
    ["_x0020_", "none (a blank)", "None"],
    ["Non_x002D_Inventory", "Non-Inventory", "NonInventory"],
    ["City_x002B_Post_x0020_Code", "City+Post Code", "CityPostCode"],
    ["In_x0020_Review", "In Review", "InReview"],
    ["Sales_x0020_Tax", "Sales Tax", "SalesTax"],
    ["VAT", "VAT", "VAT"],
  ])("reads %s as %s, named %s", (value, words, name) => {
    expect(valueWords(value)).toBe(words);
    expect(valueName(value)).toBe(name);
  });
});
