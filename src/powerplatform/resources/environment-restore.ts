import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { EnvironmentRestoreArgs, EnvironmentOperationOutputs } from "../generated/powerplatform-types";
import { ENVIRONMENT_OPERATION_OUTPUTS } from "./operation-outputs";

export type { EnvironmentRestoreArgs };

/** The outputs of a restore, declared once in {@link EnvironmentOperationOutputs} and merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface EnvironmentRestore extends EnvironmentOperationOutputs {}

/**
 * A restore of a Power Platform environment's backup at a point in time into a sandbox, through
 * the Power Platform API. Creating the resource starts the restore, once, after the guard rails
 * (no production, default or trial target; one region; a point within the retention; no operation
 * running on the target). Deleting the resource only removes it from the stack.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class EnvironmentRestore extends pulumi.CustomResource {
  /** The point in time restored. */
  declare readonly restorePointDateTime: pulumi.Output<string>;

  constructor(name: string, args: EnvironmentRestoreArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindModule("EnvironmentRestore"),
      registeredProps(args, ENVIRONMENT_RESTORE_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("EnvironmentRestore"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link EnvironmentRestore}; the registration gives each a slot. */
export const ENVIRONMENT_RESTORE_OUTPUTS = outputList<EnvironmentRestore>()([
  ...ENVIRONMENT_OPERATION_OUTPUTS,
  "restorePointDateTime",
]);
