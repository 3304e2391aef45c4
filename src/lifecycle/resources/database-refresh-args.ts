import type * as pulumi from "@pulumi/pulumi";
import type { OperationArgs } from "../operations/operation-base";

/**
 * The inputs of a {@link DatabaseRefresh}: those of every operation, and the two environments. A
 * change to `projectId`, either environment, `triggers` or `adoptOperationActivityId` replaces the
 * resource, which starts a new refresh; `waitForCompletion` and `settings` change in place and
 * start nothing.
 */
export interface DatabaseRefreshArgs extends OperationArgs {
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
}
