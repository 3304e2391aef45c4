import type * as pulumi from "@pulumi/pulumi";
import { secretSettings } from "../core/resource-options";

/** Outputs every operation resource reports. */
const OPERATION_OUTPUTS = ["operationActivityId", "versionEOL", "requestedAt", "operationStatus"] as const;

/**
 * The property bag an operation resource registers: its inputs, with `settings` always a secret,
 * and an empty slot for every output, so that the engine fills them in from the provider's outputs.
 */
export function operationProps(args: {
  settings?: pulumi.Input<object> | undefined;
}): Record<string, unknown> {
  const slots = Object.fromEntries(OPERATION_OUTPUTS.map((name) => [name, undefined]));
  return { ...slots, ...args, settings: secretSettings(args.settings) };
}
