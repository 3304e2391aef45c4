import type * as pulumi from "@pulumi/pulumi";
import { registeredProps } from "../../core/resources/resource-options";

// Why the bag is kept small: the SDK tracks four promises for every registered property, and each
// captures a stack trace through the language host's source-map support, so every property a
// resource registers costs the program CPU time on every preview and update of the stack.

/** Optional inputs that are also outputs: left unset, the output is known to be undefined. */
const ECHOED_INPUTS = ["adoptRecordId", "overwriteConcurrentChanges"] as const;

/** Whether the output `name` is made by {@link deriveRecordOutputs} instead of registered. */
function derived(name: string, args: object): boolean {
  if (name === "recordId") return true;
  return (ECHOED_INPUTS as readonly string[]).includes(name) && valueOf(args, name) === undefined;
}

function valueOf(args: object, name: string): unknown {
  return (args as Record<string, unknown>)[name];
}

/**
 * The property bag a record resource registers: a slot for each output the provider computes,
 * and the inputs the program set. The outputs that need no slot are made by
 * {@link deriveRecordOutputs}.
 */
export function recordProps(
  args: { settings?: pulumi.Input<object> | undefined },
  outputs: readonly string[],
): Record<string, unknown> {
  return registeredProps(
    args,
    outputs.filter((name) => !derived(name, args)),
  );
}

/**
 * Gives a record resource the outputs {@link recordProps} did not register; called once the
 * resource is constructed. `recordId` is the resource's id (a create, an adoption and an import
 * all take the record's id as the resource's), and an optional input the program left unset has
 * an output known to be undefined. Each still depends on the resource.
 */
export function deriveRecordOutputs(
  resource: pulumi.CustomResource,
  args: object,
  outputs: readonly string[],
): void {
  const target = resource as unknown as Record<string, pulumi.Output<unknown>>;
  if (outputs.includes("recordId")) target.recordId = resource.id;
  const unset = ECHOED_INPUTS.filter((name) => outputs.includes(name) && derived(name, args));
  if (unset.length === 0) return;
  const none = resource.urn.apply(() => undefined);
  for (const name of unset) target[name] = none;
}
