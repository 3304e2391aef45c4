import { resourceNameForCode, resourceNamesForCodes } from "../../../src/import/names";

describe("resourceNameForCode", () => {
  it("writes a plain upper-case code in lower case", () => {
    expect(resourceNameForCode("PRICE")).toBe("price");
    expect(resourceNameForCode("PCM-00428")).toBe("pcm-00428");
    expect(resourceNameForCode("EUR")).toBe("eur");
  });

  it("names a code with other characters from the code alone, with no hash", () => {
    expect(resourceNameForCode("14 DAYS")).toBe("14-days");
    expect(resourceNameForCode("A_B")).toBe("a-b");
    expect(resourceNameForCode(" 1/2 M.  ")).toBe("1-2-m");
    expect(resourceNameForCode("ÄÖ-Ü")).toBe("ao-u");
  });

  it("names a code with no letter or digit `code`", () => {
    expect(resourceNameForCode("!!")).toBe("code");
  });
});

describe("resourceNamesForCodes", () => {
  it("leaves a code that reads like no other bare", () => {
    expect([...resourceNamesForCodes(["14 DAYS", "PRICE"])]).toEqual([
      ["14 DAYS", "14-days"],
      ["PRICE", "price"],
    ]);
  });

  it("keeps codes that read alike apart, the plain one bare and the others suffixed in code-point order", () => {
    const names = resourceNamesForCodes(["A.B", "A B", "A-B", "A_B"]);
    expect(Object.fromEntries(names)).toEqual({ "A-B": "a-b", "A B": "a-b_2", "A.B": "a-b_3", A_B: "a-b_4" });
  });

  it("never gives a suffixed name that another code's own name is", () => {
    const names = resourceNamesForCodes(["A B", "A_B", "A-B-2", "A-B_2"]);
    expect(new Set(names.values()).size).toBe(4);
    expect(names.get("A-B-2")).toBe("a-b-2");
  });

  it("gives the same names whatever order the codes come in", () => {
    const codes = ["X.1", "X 1", "x-1", "Y"];
    expect(Object.fromEntries(resourceNamesForCodes([...codes].reverse()))).toEqual(
      Object.fromEntries(resourceNamesForCodes(codes)),
    );
  });
});
