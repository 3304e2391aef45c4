/**
 * What `pulumi.dynamic.Resource` does, for resource classes that extend `pulumi.CustomResource`
 * directly: the dynamic-provider type token, and the provider in `__provider`.
 *
 * Why not extend `dynamic.Resource`: Pulumi takes a resource's source position from a fixed
 * depth of the constructor stack, which is the program's own line for a class that extends
 * `CustomResource`. A class extending `dynamic.Resource` sits one constructor deeper, so every
 * resource's state named our constructor instead of the program, and stored that extra frame in
 * its stack trace (about 140 bytes per resource).
 */
import { providerText } from "./provider-shim";

/** The type token of a bizops resource: `pulumi-nodejs:dynamic/bizops:<Name>`, as the engine knows it. */
export function dynamicType(name: string): string {
  return `pulumi-nodejs:dynamic/bizops:${name}`;
}

/**
 * `props` with the provider of `kind` in `__provider`, as the dynamic-provider host reads it.
 * A plain string, not an output: it is known at once and costs the program no promise.
 */
export function withProvider(kind: string, props: Record<string, unknown>): Record<string, unknown> {
  return { ...props, __provider: providerText(kind) };
}
