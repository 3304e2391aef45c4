/**
 * The source and target pairs of a copy that Microsoft documents, "Supported source and target
 * combinations" (power-platform admin/unified-experience/
 * tutorial-copy-lifecycle-services-environment-unified-environment.md). A pair the table says is
 * not supported is refused by name before the copy is asked for; a pair it does not list (such
 * as USE to USE) is left to the service, which decides; an LCS environment as the target is
 * refused, since the service copies F&O data only into a unified environment (same page).
 */
import type { Deployment } from "./environment-kind";

/** The table: source, then target, then whether the copy is supported. */
const PAIRS: readonly (readonly [Deployment, Deployment, boolean])[] = [
  ["LCS sandbox", "UDE", true],
  ["LCS production", "UDE", true],
  ["LCS sandbox", "USE", true],
  ["UDE", "USE", false],
  ["UDE", "UPE", false],
  ["USE", "UDE", true],
  ["UPE", "UDE", true],
  ["USE", "UPE", false],
  ["UPE", "USE", true],
];

/** Why a copy from `source` into `target` is refused, or undefined when the table allows or does not list it. */
export function pairRefusal(
  source: Deployment | undefined,
  target: Deployment | undefined,
): string | undefined {
  if (target === "LCS sandbox" || target === "LCS production") {
    return `the target is an ${target} environment: a copy carries Finance and Operations data only into a unified environment (DatabaseRefresh refreshes an LCS sandbox)`;
  }
  if (source === undefined || target === undefined) return undefined;
  const row = PAIRS.find(([from, to]) => from === source && to === target);
  return row && !row[2] ? `Microsoft does not support a copy from ${source} to ${target}` : undefined;
}
