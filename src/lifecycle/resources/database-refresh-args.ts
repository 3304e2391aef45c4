import type * as pulumi from "@pulumi/pulumi";
import type { LifecycleSettingsArgs } from "../lifecycle-settings-args";
import type { WaitForCompletionArgs } from "../operations/wait-for-completion";

/**
 * The inputs of a {@link DatabaseRefresh}. A change to `projectId`, either environment,
 * `triggers` or `adoptOperationActivityId` replaces the resource, which starts a new refresh;
 * `waitForCompletion` and `settings` change in place and start nothing.
 */
export interface DatabaseRefreshArgs {
  /** The project: a positive whole number. Changing it starts a new refresh. */
  projectId: pulumi.Input<number>;
  /**
   * The environment whose database is copied: a GUID, with or without hyphens (as
   * `listEnvironments` gives it). Changing it starts a new refresh; the same id written the other
   * way is no change.
   */
  sourceEnvironmentId: pulumi.Input<string>;
  /**
   * The sandbox whose database is overwritten (a GUID, with or without hyphens); must differ from
   * the source, and the service refuses a production target. Changing it starts a new refresh.
   */
  targetEnvironmentId: pulumi.Input<string>;
  /** Any values; changing them starts a new refresh (the resource is replaced). */
  triggers?: pulumi.Input<unknown[]>;
  /**
   * Wait for the refresh to end, and report its status; by default create returns once it started.
   * Changed in place.
   */
  waitForCompletion?: pulumi.Input<WaitForCompletionArgs>;
  /**
   * The id (a GUID) of a refresh that was started but never reached the stack (the provider was
   * stopped while waiting; the id was printed when it started): create takes it over instead of
   * starting another. Changing it replaces the resource.
   */
  adoptOperationActivityId?: pulumi.Input<string>;
  /** The environment operations service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<LifecycleSettingsArgs>;
}
