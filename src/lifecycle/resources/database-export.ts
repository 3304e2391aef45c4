import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { DatabaseExportArgs, OperationOutputs } from "../generated/lifecycle-types";
import { OPERATION_OUTPUTS } from "../operations/operation-base";

export type { DatabaseExportArgs };

/** The outputs of a started operation, declared once in {@link OperationOutputs} and merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DatabaseExport extends OperationOutputs {}

/**
 * A database export from a sandbox to the project's asset library. Creating the resource starts
 * the export; it never runs again unless an input that replaces it changes. Deleting the resource
 * only removes it from the stack: the backup stays in the asset library.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DatabaseExport extends pulumi.CustomResource {
  /** The sandbox whose database was exported. */
  declare readonly environmentId: pulumi.Output<string>;
  /** The backup's name in the project's asset library. */
  declare readonly backupName: pulumi.Output<string>;

  constructor(name: string, args: DatabaseExportArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(kindModule("DatabaseExport"), registeredProps(args, DATABASE_EXPORT_OUTPUTS));
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("DatabaseExport"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link DatabaseExport}; the registration gives each a slot. */
export const DATABASE_EXPORT_OUTPUTS = outputList<DatabaseExport>()([
  ...OPERATION_OUTPUTS,
  "environmentId",
  "backupName",
]);
