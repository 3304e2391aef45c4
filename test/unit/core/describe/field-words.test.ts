/** The sentence renderer: a field's facts in the words every output gives them. */
import { fieldWords, ruleWords, withRules } from "../../../../src/core/describe/field-words";

describe("a field's rules in words", () => {
  it("say a bound once, the same way for each kind of bound", () => {
    expect(ruleWords({ type: "number", doc: "The discount.", sign: "nonNegative", max: 100 })).toEqual([
      "0 to 100",
    ]);
    expect(ruleWords({ type: "integer", doc: "Requests.", min: 1, max: 16 })).toEqual([
      "a whole number",
      "1 to 16",
    ]);
    expect(ruleWords({ type: "number", doc: "A rate.", sign: "positive" })).toEqual(["greater than 0"]);
    expect(ruleWords({ type: "number", doc: "A share.", max: 1 })).toEqual(["at most 1"]);
  });

  it("leave out a form the doc already names, but keep what it does not say", () => {
    expect(ruleWords({ type: "guid", doc: "The id (a GUID)." })).toEqual([]);
    expect(ruleWords({ type: "guid", doc: "The id." })).toEqual(["a GUID"]);
    const formula = ruleWords({ type: "dateFormula", doc: "When it is due, as a date formula." });
    expect(formula).toHaveLength(1);
    expect(formula[0]).toMatch(/^up to three terms/);
  });

  it("name each value, with the words of an escaped one", () => {
    expect(ruleWords({ type: "string", doc: "The kind.", values: ["Item", "Non_x002D_Inventory"] })).toEqual([
      "one of `Item`, `Non_x002D_Inventory` for Non-Inventory",
    ]);
  });

  it("follow the doc, then say what the service stores", () => {
    expect(withRules("The code", ["1 to 10 characters"])).toBe("The code: 1 to 10 characters.");
    expect(
      fieldWords({
        type: "string",
        doc: "The code.",
        maxLength: 10,
        nonEmpty: true,
        rewrites: "Stored upper case.",
      }),
    ).toBe("The code: 1 to 10 characters. Stored upper case.");
  });
});
