/**
 * What `pulumi.dynamic.Resource` does, for resource classes that extend `pulumi.CustomResource`
 * directly: the dynamic-provider type token, and the provider serialized into `__provider`.
 *
 * Why not extend `dynamic.Resource`: Pulumi takes a resource's source position from a fixed
 * depth of the constructor stack, which is the program's own line for a class that extends
 * `CustomResource`. A class extending `dynamic.Resource` sits one constructor deeper, so every
 * resource's state named our constructor instead of the program, and stored that extra frame in
 * its stack trace (about 140 bytes per resource).
 */
import * as pulumi from "@pulumi/pulumi";

/** The type token of a bizops resource: `pulumi-nodejs:dynamic/bizops:<Name>`, as the engine knows it. */
export function dynamicType(name: string): string {
  return `pulumi-nodejs:dynamic/bizops:${name}`;
}

// One serialization per provider object, as the SDK keeps it: every resource of a kind shares it.
const serialized = new Map<pulumi.dynamic.ResourceProvider, pulumi.Output<string>>();

/** `props` with the provider serialized into `__provider`, as the dynamic-provider host reads it. */
export function withProvider(
  provider: pulumi.dynamic.ResourceProvider,
  props: Record<string, unknown>,
): Record<string, unknown> {
  let text = serialized.get(provider);
  if (!text) {
    const closure = pulumi.runtime.serializeFunction(() => provider, { allowSecrets: true });
    text = pulumi
      .output(closure)
      .apply((f) => (f.containsSecrets ? pulumi.secret(f.text) : pulumi.output(f.text)));
    serialized.set(provider, text);
  }
  return { ...props, __provider: text };
}
