import { packTexts } from "../../../src/language/batching";

const chars = (texts: string[], batch: number[]) => batch.reduce((n, i) => n + texts[i]!.length, 0);
const short = (n: number) => Array.from({ length: n }, () => "hello");

describe("packTexts", () => {
  it("packs 100 texts into one request and 101 into two", () => {
    expect(packTexts(short(100))).toHaveLength(1);
    expect(packTexts(short(101)).map((b) => b.length)).toEqual([100, 1]);
  });

  it("fills a request to exactly 50,000 characters, and starts another at 50,001", () => {
    expect(packTexts(["a".repeat(25_000), "b".repeat(25_000)])).toEqual([[0, 1]]);
    expect(packTexts(["a".repeat(25_000), "b".repeat(25_001)])).toEqual([[0], [1]]);
    expect(packTexts(["z".repeat(50_000)])).toEqual([[0]]);
  });

  it("keeps input order and every batch within both limits for long and short texts mixed", () => {
    const texts = Array.from({ length: 250 }, (_, i) => "x".repeat(i % 7 === 0 ? 20_000 : 10));
    const batches = packTexts(texts);
    expect(batches.flat()).toEqual(texts.map((_, i) => i));
    expect(batches.every((b) => b.length <= 100 && chars(texts, b) <= 50_000)).toBe(true);
    // Every batch but the last is full: the next text would have crossed a limit.
    batches.slice(0, -1).forEach((b, k) => {
      const nextText = texts[batches[k + 1]![0]!]!;
      expect(b.length === 100 || chars(texts, b) + nextText.length > 50_000).toBe(true);
    });
  });

  it("makes no batch for no texts", () => {
    expect(packTexts([])).toEqual([]);
  });
});
