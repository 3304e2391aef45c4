import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { DatabaseRefreshArgs, OperationOutputs } from "../generated/lifecycle-types";
import { OPERATION_OUTPUTS } from "../operations/operation-base";

export type { DatabaseRefreshArgs };

/** The outputs of a started operation, declared once in {@link OperationOutputs} and merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DatabaseRefresh extends OperationOutputs {}

/**
 * A database refresh from one environment into a sandbox. Creating the resource starts the
 * refresh; it never runs again unless an input that replaces it changes. Deleting the resource
 * only removes it from the stack: a refresh cannot be undone.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DatabaseRefresh extends pulumi.CustomResource {
  /** The environment whose database was copied. */
  declare readonly sourceEnvironmentId: pulumi.Output<string>;
  /** The sandbox whose database was overwritten. */
  declare readonly targetEnvironmentId: pulumi.Output<string>;

  constructor(name: string, args: DatabaseRefreshArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindModule("DatabaseRefresh"),
      registeredProps(args, DATABASE_REFRESH_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("DatabaseRefresh"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link DatabaseRefresh}; the registration gives each a slot. */
export const DATABASE_REFRESH_OUTPUTS = outputList<DatabaseRefresh>()([
  ...OPERATION_OUTPUTS,
  "sourceEnvironmentId",
  "targetEnvironmentId",
]);
