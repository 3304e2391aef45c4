/**
 * `dependsOn` of an Output function: the read waits until the resources named have been written,
 * and its result depends on them, as an invoke's does.
 */
import * as pulumi from "@pulumi/pulumi";

/** The resources of an unwrapped `dependsOn`: one resource or an array of them. */
function resourcesOf(value: unknown): pulumi.Resource[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (!pulumi.Resource.isInstance(item)) throw new Error("dependsOn holds a value that is not a resource.");
    return item;
  });
}

/** `args` as an Output that resolves only once every resource of `opts.dependsOn` has its URN. */
export function afterDependencies<T>(
  args: pulumi.Input<T>,
  opts: pulumi.InvokeOutputOptions | undefined,
): pulumi.Output<pulumi.Unwrap<T>> {
  if (opts?.dependsOn === undefined) return pulumi.output(args);
  // pulumi.output unwraps the arrays, promises and Outputs around the resources, not the resources.
  // A resource's URN resolves when the engine has registered it, after its create or update.
  const dependsOn: pulumi.Output<unknown> = pulumi.output(opts.dependsOn);
  const urns = dependsOn.apply((resolved) => pulumi.all(resourcesOf(resolved).map((r) => r.urn)));
  return urns.apply(() => pulumi.output(args));
}
