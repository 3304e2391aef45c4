import * as pulumi from "@pulumi/pulumi";
import { secretSettings, withResourceDefaults } from "../core/resource-options";
import type { WaitForCompletion } from "./schemas";

/** Outputs every operation resource reports. */
const OPERATION_OUTPUTS = ["operationActivityId", "versionEOL", "requestedAt", "operationStatus"] as const;

/**
 * What DatabaseRefresh and DatabaseExport share: the outputs of a started operation, and the
 * registration of a dynamic resource whose provider is a shim of the given kind.
 */
export abstract class OperationResource extends pulumi.dynamic.Resource {
  declare readonly projectId: pulumi.Output<number>;
  declare readonly triggers: pulumi.Output<unknown[] | undefined>;
  declare readonly waitForCompletion: pulumi.Output<WaitForCompletion | undefined>;
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
    opts: pulumi.CustomResourceOptions | undefined,
  ) {
    // An empty slot for every output, so that the engine fills them in from the provider's outputs;
    // `settings` is always a secret.
    const slots = Object.fromEntries(OPERATION_OUTPUTS.map((output) => [output, undefined]));
    const props = { ...slots, ...args, settings: secretSettings(args.settings) };
    super(provider, name, props, withResourceDefaults(opts, ["settings"]), "bizops", type);
  }
}
