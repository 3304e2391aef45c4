import type * as pulumi from "@pulumi/pulumi";
import type { LifecycleSettingsArgs } from "../lifecycle-settings-args";
import type { WaitForCompletionArgs } from "../operations/wait-for-completion";

/**
 * The inputs of a {@link DatabaseExport}. A change to `projectId`, `environmentId`, `backupName`,
 * `triggers` or `adoptOperationActivityId` replaces the resource, which starts a new export;
 * `waitForCompletion` and `settings` change in place and start nothing.
 */
export interface DatabaseExportArgs {
  /** The project: a positive whole number. Changing it starts a new export. */
  projectId: pulumi.Input<number>;
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
  /** Any values; changing them starts a new export (the resource is replaced). */
  triggers?: pulumi.Input<unknown[]>;
  /**
   * Wait for the export to end, and report its status; by default create returns once it started.
   * Changed in place.
   */
  waitForCompletion?: pulumi.Input<WaitForCompletionArgs>;
  /**
   * The id (a GUID) of an export that was started but never reached the stack (the provider was
   * stopped while waiting; the id was printed when it started): create takes it over instead of
   * starting another. Changing it replaces the resource.
   */
  adoptOperationActivityId?: pulumi.Input<string>;
  /** The environment operations service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<LifecycleSettingsArgs>;
}
