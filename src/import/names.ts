/**
 * Resource names from record keys. A name is the key as a reader would write it (`PRICE` →
 * `price`, `PCM-00428` → `pcm-00428`, `14 DAYS` → `14-days`): lower case, accents dropped, every
 * run of other characters one `-`. Two keys of one type that read alike (`A B`, `A_B` and `A-B`
 * all read `a-b`) are told apart by a suffix, `_2`, `_3`, ..., which no key's own name holds (a
 * name from a key has no `_`), so a suffixed name never takes another key's.
 *
 * What can change a name from one import to the next: a change of the record's key; and, for a
 * key that reads like another key of the same type, a record of that type that reads alike being
 * added or removed, which can move the suffixes of that group (and only of that group). Nothing
 * else the company holds moves a name, so the URN of an adopted record stays put.
 */

/** The name a key reads as, before any suffix; `code` for a key with no letter or digit. */
export function resourceNameForCode(code: string): string {
  const readable = code
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return readable === "" ? "code" : readable;
}

/**
 * The resource name of each distinct key of one type. Of keys that read alike, the one that is
 * its name in upper case (`A-B` for `a-b`) keeps the name bare, as do lone keys; the others follow
 * in code-point order of the exact key, with `_2`, `_3`, ....
 */
export function resourceNamesForCodes(codes: readonly string[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const code of new Set(codes)) {
    const name = resourceNameForCode(code);
    groups.set(name, [...(groups.get(name) ?? []), code]);
  }
  const names = new Map<string, string>();
  for (const [name, group] of groups) {
    const ordered = [...group].sort((a, b) => rank(a, name) - rank(b, name) || (a < b ? -1 : a > b ? 1 : 0));
    ordered.forEach((code, i) => names.set(code, i === 0 ? name : `${name}_${i + 1}`));
  }
  return names;
}

/** 0 for the key that is its name in upper case (the plain form the service writes), else 1. */
function rank(code: string, name: string): number {
  return code === name.toUpperCase() ? 0 : 1;
}
