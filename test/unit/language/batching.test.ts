import { packTexts } from "../../../src/language/batching";

const sizes = (texts: string[], batches: number[][]) =>
  batches.map((b) => b.reduce((n, i) => n + texts[i]!.length, 0));

describe("packTexts", () => {
  it("keeps every batch within 100 elements and 50,000 characters, covering each text once", () => {
    const texts = Array.from({ length: 250 }, (_, i) => "x".repeat((i * 997) % 3000));
    const batches = packTexts(texts);
    expect(batches.every((b) => b.length <= 100)).toBe(true);
    expect(sizes(texts, batches).every((n) => n <= 50_000)).toBe(true);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(texts.map((_, i) => i));
  });

  it("uses the fewest requests the element limit allows for short texts", () => {
    expect(packTexts(Array.from({ length: 201 }, () => "hello"))).toHaveLength(3);
  });

  it("packs alternating long and short texts tighter than input order would", () => {
    const texts = ["a".repeat(30_000), "b".repeat(25_000), "c".repeat(20_000), "d".repeat(25_000)];
    // In order: [30k], [25k, 20k], [25k] = 3 requests; by size: [30k, 20k], [25k, 25k] = 2.
    expect(packTexts(texts)).toHaveLength(2);
  });

  it("makes one request for a single text at the limit", () => {
    expect(packTexts(["z".repeat(50_000)])).toEqual([[0]]);
  });
});
