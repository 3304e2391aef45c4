/**
 * Lists of ids from a policy's config. The ids are GUIDs, which the services take in either
 * case, with or without hyphens or braces (the environment metadata page writes environment ids
 * both ways), so the policies compare them in one bare form: an id copied from
 * `listEnvironments` without hyphens still matches the hyphenated one a program uses.
 */
import { bareGuid } from "../core/schemas/formats";

/** A GUID as a config list may write it: any case, hyphens and braces optional. */
export const GUID_PATTERN = "^\\s*\\{?[0-9A-Fa-f]{8}(-?[0-9A-Fa-f]{4}){3}-?[0-9A-Fa-f]{12}\\}?\\s*$";

/** The ids of `list` (a config value), in their bare form; an absent list is empty. */
export function idSet(list: unknown): ReadonlySet<string> {
  if (!Array.isArray(list)) return new Set();
  return new Set(list.filter((id): id is string => typeof id === "string").map(normalId));
}

/** `id` as the sets of {@link idSet} hold it: lower case, without surrounding spaces, hyphens or braces. */
export function normalId(id: string): string {
  return bareGuid(id.trim());
}
