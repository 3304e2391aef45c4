import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { OperationResource } from "./operation-base";
import type { databaseExportInputs } from "./schemas";

/**
 * Inputs of {@link DatabaseExport}, from the schema that `check` validates:
 * - `projectId`: the project (a whole number).
 * - `environmentId`: the sandbox whose database is exported (GUID).
 * - `backupName`: the name of the backup in the project's asset library.
 * - `triggers`: any values; changing them starts a new export.
 * - `waitForCompletion`: `{ timeoutMinutes?, pollSeconds? }` to wait for the export to end.
 * - `settings`: `lifecycleUrl` and `lifecycleToken`, or an Entra ID identity (`lifecycleEntraCredential`,
 *   `lifecycleEntraUsername`, ...: see the README), for this resource; stored as a secret.
 *
 * Changing `projectId`, `environmentId`, `backupName` or `triggers` replaces the resource: a new export starts.
 */
export type DatabaseExportArgs = InputsOf<z.input<typeof databaseExportInputs>>;

// One shim per resource type: the SDK caches its serialization per provider object.
const shim = providerShim("lifecycle:DatabaseExport");

/**
 * A database export from a sandbox to the project's asset library. Creating the resource starts
 * the export; it never runs again unless an input changes. Deleting the resource only removes it
 * from the stack: the backup stays in the asset library.
 */
export class DatabaseExport extends OperationResource {
  declare readonly environmentId: pulumi.Output<string>;
  declare readonly backupName: pulumi.Output<string>;

  constructor(name: string, args: DatabaseExportArgs, opts?: pulumi.CustomResourceOptions) {
    super(shim, "DatabaseExport", name, args, opts);
  }
}
