/**
 * Where a subpath of a package leads under its `exports`, as Node resolves it: an exact entry, else
 * the `*` pattern whose prefix the subpath starts with, its `*` replaced (null where an entry closes
 * the subpath).
 */
export function exportedTarget(map: Readonly<Record<string, unknown>>, subpath: string): unknown {
  if (Object.hasOwn(map, subpath)) return map[subpath];
  const pattern = Object.keys(map).find((key) => key.endsWith("*") && subpath.startsWith(key.slice(0, -1)));
  if (pattern === undefined) return undefined;
  const rest = subpath.slice(pattern.length - 1);
  return JSON.parse(JSON.stringify(map[pattern]).replaceAll("*", rest)) as unknown;
}
