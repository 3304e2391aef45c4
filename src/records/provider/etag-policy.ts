/**
 * Which eTag a write sends in `If-Match`. The stored tag, always, unless the program opted in to
 * overwriting concurrent changes with `overwriteConcurrentChanges: true`; only then the wildcard.
 */
export function ifMatchFor(storedEtag: string, overwriteConcurrentChanges: boolean | undefined): string {
  const anyTag = "*";
  return overwriteConcurrentChanges === true ? anyTag : storedEtag;
}
