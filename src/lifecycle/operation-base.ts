import * as pulumi from "@pulumi/pulumi";
import { secretSettings, withResourceDefaults } from "../core/resource-options";
import type { WaitForCompletion } from "./wait-for-completion";

/**
 * What DatabaseRefresh and DatabaseExport share: the outputs of a started operation, and the
 * registration of a dynamic resource whose provider is a shim of the given kind. Exported as a
 * type, for code that handles either resource; it is not constructed directly.
 */
export abstract class OperationResource extends pulumi.dynamic.Resource {
  /** The project. */
  declare readonly projectId: pulumi.Output<number>;
  /** The values whose change starts a new operation. */
  declare readonly triggers: pulumi.Output<unknown[] | undefined>;
  /** How the provider waits for the operation to end, when asked to. */
  declare readonly waitForCompletion: pulumi.Output<WaitForCompletion | undefined>;
  /** The operation this resource took over, when it adopted one. */
  declare readonly adoptOperationActivityId: pulumi.Output<string | undefined>;
  /** The id the service gave the operation; also the resource id. */
  declare readonly operationActivityId: pulumi.Output<string>;
  /** End-of-life marker of the API version, as the service reported it. */
  declare readonly versionEOL: pulumi.Output<string | undefined>;
  /** When the operation was requested (ISO 8601, UTC). */
  declare readonly requestedAt: pulumi.Output<string>;
  /** The last status seen (`Completed`, `Failed`, ...), when the provider waited or refreshed. */
  declare readonly operationStatus: pulumi.Output<string | undefined>;

  protected constructor(
    provider: pulumi.dynamic.ResourceProvider,
    type: string,
    name: string,
    args: { settings?: pulumi.Input<object> | undefined },
    outputs: readonly string[],
    opts: pulumi.CustomResourceOptions | undefined,
  ) {
    // An empty slot for every output, so that the engine fills them in from the provider's outputs;
    // `settings` is always a secret.
    const slots = Object.fromEntries(outputs.map((output) => [output, undefined]));
    const props = { ...slots, ...args, settings: secretSettings(args.settings) };
    super(provider, name, props, withResourceDefaults(opts, ["settings"]), "bizops", type);
  }
}

/** The outputs every operation resource has, to start each one's list of outputs. */
export const OPERATION_OUTPUTS = [
  "projectId",
  "triggers",
  "waitForCompletion",
  "adoptOperationActivityId",
  "operationActivityId",
  "versionEOL",
  "requestedAt",
  "operationStatus",
] as const;
