import { resourceNameForCode } from "../../../src/import/names";

describe("resourceNameForCode", () => {
  it("writes a plain upper-case code in lower case", () => {
    expect(resourceNameForCode("PRICE")).toBe("price");
    expect(resourceNameForCode("PCM-00428")).toBe("pcm-00428");
    expect(resourceNameForCode("EUR")).toBe("eur");
  });

  it("gives the same name to the same code on every run", () => {
    expect(resourceNameForCode("a_b")).toBe(resourceNameForCode("a_b"));
  });

  it("keeps codes that read alike apart with a hash of the exact code", () => {
    const names = ["A_B", "A.B", "A B", "a-b", "A--B", "A-B"].map(resourceNameForCode);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^a-b_[0-9a-f]{8}$/);
    expect(names[5]).toBe("a-b");
  });

  it("never gives a code with other characters the name of a plain code", () => {
    for (const code of ["a", "Price", "X_1", "ÄÖ", "--"]) {
      expect(resourceNameForCode(code)).toContain("_");
    }
  });

  it("names a code with no letter or digit after its hash", () => {
    expect(resourceNameForCode("!!")).toMatch(/^code_[0-9a-f]{8}$/);
  });
});
