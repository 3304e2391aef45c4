/**
 * The names a service's requests carry. Microsoft's services and the services' API description
 * (the spec) name the same things differently: a path segment, a header. `microsoft` sends
 * Microsoft's names, `spec` the spec's; each service writes its own names once (its `naming.ts`).
 */

/** The names a service's requests carry: `microsoft`, Microsoft's service's, or `spec`, the spec's. */
export type Naming = "microsoft" | "spec";

/** Every naming, in the order messages list them. */
export const NAMINGS: readonly [Naming, Naming] = ["microsoft", "spec"];

/** Says what a naming setting may hold. */
export const NAMING_RULE = `must be ${NAMINGS.join(" or ")}`;

/** True when `value` is a naming. */
export function isNaming(value: string): value is Naming {
  return (NAMINGS as readonly string[]).includes(value);
}

/**
 * True when `hostname` is one of `hosts`: a name written in full, or under a `*.` suffix (one
 * label or more before it). Letter case and a final dot do not count, as in DNS.
 */
export function hostIn(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((pattern) =>
    pattern.startsWith("*.")
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern,
  );
}
