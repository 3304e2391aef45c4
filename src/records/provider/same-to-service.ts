/**
 * Whether two values are the same to Business Central: text compared after trimming and without
 * regard to case, as it stores a Code field (trimmed, upper case) and as its database's collation
 * compares text; any other value compared as it is.
 */
import { propertyChanged } from "../../core/provider/resource-provider";

/** Text as Business Central stores it in a Code field: trimmed, upper case. */
export const asCode = (text: string): string => text.trim().toUpperCase();

/** Whether `a` and `b` are the same value to the service (a key names the same record). */
export function sameToService(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") return asCode(a) === asCode(b);
  return !propertyChanged(a, b);
}
