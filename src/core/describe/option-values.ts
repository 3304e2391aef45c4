/**
 * The values of an option field (a field's `values`) in words, for whatever describes them: the
 * sentence renderer (field-words.ts), the TypeScript unions `npm run generate` writes
 * (scripts/codegen) and the plugin schema's enum types. Here rather than in scripts/, as the
 * plugin serves its schema at run time.
 */

/** A value with OData's escapes (`_x0020_` a space, `_x002B_` a `+`, `_x002D_` a `-`) read as their characters. */
function decoded(value: string): string {
  return value.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A value of an option field in words: OData's escapes (`_x0020_` a space, `_x002B_` a `+`,
 * `_x002D_` a `-`) read as their characters, and the blank member of an AL option as none.
 */
export function valueWords(value: string): string {
  const text = decoded(value);
  return text.trim() === "" ? "none (a blank)" : text;
}

/**
 * A value as an identifier, for SDKs that name each value: its words' letters and digits joined
 * (`Non_x002D_Inventory` is `NonInventory`, `City_x002B_Post_x0020_Code` `CityPostCode`), and
 * the blank `None`.
 */
export function valueName(value: string): string {
  const parts = decoded(value)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return parts.length === 0 ? "None" : parts.map((part) => part[0]!.toUpperCase() + part.slice(1)).join("");
}
