/**
 * Lists of ids from a policy's config. The ids are GUIDs, which the services compare without
 * regard to case, so the policies do too: a protected environment written in capitals in the
 * config still matches the lower-case id a program uses.
 */

/** The ids of `list` (a config value), lower-cased; an absent or malformed list is empty. */
export function idSet(list: unknown): ReadonlySet<string> {
  if (!Array.isArray(list)) return new Set();
  return new Set(list.filter((id): id is string => typeof id === "string").map(normalId));
}

/** `id` as the sets of {@link idSet} hold it. */
export function normalId(id: string): string {
  return id.trim().toLowerCase();
}
