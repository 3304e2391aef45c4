import type * as pulumi from "@pulumi/pulumi";
import { secretSettings } from "../core/resource-options";

/**
 * The property bag a record resource registers: its inputs, with `settings` always a secret, and
 * an empty slot for every output, so that the engine fills them in from the provider's outputs.
 */
export function recordProps(
  args: { settings?: pulumi.Input<object> | undefined },
  outputs: readonly string[],
): Record<string, unknown> {
  const slots = Object.fromEntries(outputs.map((name) => [name, undefined]));
  return { ...slots, ...args, settings: secretSettings(args.settings) };
}
