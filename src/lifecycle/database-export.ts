import type * as pulumi from "@pulumi/pulumi";
import { outputList } from "../core/declared-outputs";
import { providerShim } from "../core/provider-shim";
import type { DatabaseExportArgs } from "./database-export-args";
import { OPERATION_OUTPUTS, OperationResource } from "./operation-base";

export type { DatabaseExportArgs };

// One shim per resource type: the SDK caches its serialization per provider object.
const shim = providerShim("lifecycle:DatabaseExport");

/**
 * A database export from a sandbox to the project's asset library. Creating the resource starts
 * the export; it never runs again unless an input that replaces it changes. Deleting the resource
 * only removes it from the stack: the backup stays in the asset library.
 */
export class DatabaseExport extends OperationResource {
  /** The sandbox whose database was exported. */
  declare readonly environmentId: pulumi.Output<string>;
  /** The backup's name in the project's asset library. */
  declare readonly backupName: pulumi.Output<string>;

  constructor(name: string, args: DatabaseExportArgs, opts?: pulumi.CustomResourceOptions) {
    super(shim, "DatabaseExport", name, args, DATABASE_EXPORT_OUTPUTS, opts);
  }
}

/** Every output of {@link DatabaseExport}; the registration gives each a slot. */
export const DATABASE_EXPORT_OUTPUTS = outputList<DatabaseExport>()([
  ...OPERATION_OUTPUTS,
  "environmentId",
  "backupName",
]);
