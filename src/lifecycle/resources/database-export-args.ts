import type * as pulumi from "@pulumi/pulumi";
import type { OperationArgs } from "../operations/operation-base";

/**
 * The inputs of a {@link DatabaseExport}: those of every operation, the sandbox and the backup's
 * name. A change to `projectId`, `environmentId`, `backupName`, `triggers` or
 * `adoptOperationActivityId` replaces the resource, which starts a new export; `waitForCompletion`
 * and `settings` change in place and start nothing.
 */
export interface DatabaseExportArgs extends OperationArgs {
  /**
   * The sandbox whose database is exported: a GUID, with or without hyphens (as
   * `listEnvironments` gives it). Changing it starts a new export; the same id written the other
   * way is no change.
   */
  environmentId: pulumi.Input<string>;
  /**
   * The backup's name in the project's asset library: 1 to 100 letters, digits, `-`, `_` or `.`,
   * starting with a letter or digit (it travels in the URL). Changing it starts a new export.
   */
  backupName: pulumi.Input<string>;
}
