/**
 * Packs texts, in input order, into as few requests as the limits allow (100 elements, 50,000
 * characters each): each request takes texts until the next would cross a limit. Among packings
 * that keep the input order this is the fewest requests.
 */
import { DETECTION_LIMITS } from "./checks";

/** The input indexes of one request. */
export type Batch = number[];

// Characters are counted as UTF-16 units: never fewer than the service's count, so never over.
const sizeOf = (text: string) => text.length;

/** Splits the texts into consecutive batches within the limits. */
export function packTexts(texts: readonly string[], limits = DETECTION_LIMITS): Batch[] {
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
