/**
 * Packs texts into as few requests as the limits allow (100 elements, 50,000 characters each).
 * Two packings are tried: contiguous runs in input order (the fewest among order-keeping
 * packings), and first-fit by decreasing length (which does better when long and short texts
 * alternate); the one with fewer batches wins. Results are put back in input order by index.
 */
import { DETECTION_LIMITS } from "./schemas";

/** The input indexes of one request. */
export type Batch = number[];

// Characters are counted as UTF-16 units: never fewer than the service's count, so never over.
const sizeOf = (text: string) => text.length;

/** Splits the texts into batches within the limits. */
export function packTexts(texts: readonly string[], limits = DETECTION_LIMITS): Batch[] {
  const inOrder = contiguous(texts, limits);
  const byLength = firstFitDecreasing(texts, limits);
  return byLength.length < inOrder.length ? byLength : inOrder;
}

function contiguous(texts: readonly string[], limits: typeof DETECTION_LIMITS): Batch[] {
  const batches: Batch[] = [];
  let current: Batch = [];
  let chars = 0;
  texts.forEach((text, index) => {
    if (current.length === limits.elements || chars + sizeOf(text) > limits.characters) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(index);
    chars += sizeOf(text);
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

function firstFitDecreasing(texts: readonly string[], limits: typeof DETECTION_LIMITS): Batch[] {
  const order = texts.map((_, i) => i).sort((a, b) => sizeOf(texts[b]!) - sizeOf(texts[a]!));
  const bins: Array<{ indexes: Batch; chars: number }> = [];
  for (const index of order) {
    const size = sizeOf(texts[index]!);
    const bin = bins.find((b) => b.indexes.length < limits.elements && b.chars + size <= limits.characters);
    if (bin) {
      bin.indexes.push(index);
      bin.chars += size;
    } else {
      bins.push({ indexes: [index], chars: size });
    }
  }
  return bins.map((b) => b.indexes.sort((x, y) => x - y));
}
