import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

/**
 * A setup table the emulator holds for the rules only, filled by admin writes: key Code Code[20],
 * Description Text[100], as the posting group, tax area and VAT business posting group tables have.
 */
export function adminCodeTable(name: string, typeName: string): CollectionDefinition {
  return {
    version: "v2.0",
    name,
    typeName,
    fields: { code: codeKey(20), description: text(100) },
    uniqueKey: "code",
    defaults: { description: "" },
    adminOnly: true,
  };
}
