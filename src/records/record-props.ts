import type * as pulumi from "@pulumi/pulumi";
import { secretSettings } from "../core/resource-options";

// Why the bag is kept small: the SDK tracks four promises for every registered property, and each
// captures a stack trace through the language host's source-map support. Measured with 200
// DisputeStatus records, ten properties per resource cost the program about 1.4 s of CPU on a
// `pulumi preview` that takes 6 s; the engine floor registers four.

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
 * The property bag a record resource registers: the inputs the program set, with `settings`
 * always a secret, and an empty slot for each output the provider computes, so that the engine
 * fills it in. The outputs that need no slot are made by {@link deriveRecordOutputs}.
 */
export function recordProps(
  args: { settings?: pulumi.Input<object> | undefined },
  outputs: readonly string[],
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name of outputs) if (!derived(name, args)) props[name] = undefined;
  for (const [name, value] of Object.entries(args)) if (value !== undefined) props[name] = value;
  if (args.settings !== undefined) props.settings = secretSettings(args.settings);
  return props;
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
