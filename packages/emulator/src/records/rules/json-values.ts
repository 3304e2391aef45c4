/** A stored JSON value read as text: the string itself, or `fallback` for any other value. */
export function textOf(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

/** A stored JSON value read as a number: the number itself, or 0 for any other value. */
export function numberOf(value: unknown): number {
  return typeof value === "number" ? value : 0;
}
