/**
 * Environment ids as the lifecycle service compares them: the same GUID in any letter case, with
 * or without hyphens (the environment metadata page's example lists both forms, and the history
 * page's example names an environment without them), in a path, a query or an admin request.
 */

/** The one form an environment id is compared in: lower case, without hyphens or braces. */
export function environmentIdKey(environmentId: string): string {
  return environmentId.replace(/[-{}]/g, "").toLowerCase();
}

/** True when two texts name the same environment. */
export function sameEnvironmentId(a: string, b: string): boolean {
  return environmentIdKey(a) === environmentIdKey(b);
}
