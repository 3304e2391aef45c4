/**
 * Resource names from record codes. A name depends only on its own record's code, so it stays the
 * same from one import to the next whatever else the company holds, and the URN of an adopted
 * record never moves.
 */
import { createHash } from "node:crypto";

// Codes the service writes in upper case, with single hyphens between letters and digits,
// map to their lower-case form and back again, so the plain form cannot collide.
const PLAIN_CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/**
 * The resource name for a record code: the code in lower case (`PRICE` → `price`, `PCM-00428` →
 * `pcm-00428`). A code with other characters (lower case, spaces, `_`, `.`, ...) gets its
 * readable part, `_` and a short hash of the exact code, so two codes that read alike (`A_B` and
 * `A.B`) still get two names, and none of them can take the name of a plain code (which has no `_`).
 */
export function resourceNameForCode(code: string): string {
  if (PLAIN_CODE.test(code)) return code.toLowerCase();
  const readable = code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const hash = createHash("sha256").update(code, "utf8").digest("hex").slice(0, 8);
  return `${readable === "" ? "code" : readable}_${hash}`;
}
