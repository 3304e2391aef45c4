import type * as pulumi from "@pulumi/pulumi";
import { outputList } from "../core/declared-outputs";
import { providerShim } from "../core/provider-shim";
import type { DatabaseRefreshArgs } from "./database-refresh-args";
import { OPERATION_OUTPUTS, OperationResource } from "./operation-base";

export type { DatabaseRefreshArgs };

// One shim per resource type: the SDK caches its serialization per provider object.
const shim = providerShim("lifecycle:DatabaseRefresh");

/**
 * A database refresh from one environment into a sandbox. Creating the resource starts the
 * refresh; it never runs again unless an input that replaces it changes. Deleting the resource
 * only removes it from the stack: a refresh cannot be undone.
 */
export class DatabaseRefresh extends OperationResource {
  /** The environment whose database was copied. */
  declare readonly sourceEnvironmentId: pulumi.Output<string>;
  /** The sandbox whose database was overwritten. */
  declare readonly targetEnvironmentId: pulumi.Output<string>;

  constructor(name: string, args: DatabaseRefreshArgs, opts?: pulumi.CustomResourceOptions) {
    super(shim, "DatabaseRefresh", name, args, DATABASE_REFRESH_OUTPUTS, opts);
  }
}

/** Every output of {@link DatabaseRefresh}; the registration gives each a slot. */
export const DATABASE_REFRESH_OUTPUTS = outputList<DatabaseRefresh>()([
  ...OPERATION_OUTPUTS,
  "sourceEnvironmentId",
  "targetEnvironmentId",
]);
