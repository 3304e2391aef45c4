import type * as pulumi from "@pulumi/pulumi";
import type { EnvironmentOperationArgs } from "./operation-args";

/**
 * The inputs of an {@link EnvironmentRestore}: those of {@link EnvironmentOperationArgs} (the
 * source is the environment whose backups are used, and may be the target itself), and the point
 * in time. A change to `restorePointDateTime` starts a new restore.
 */
export interface EnvironmentRestoreArgs extends EnvironmentOperationArgs {
  /**
   * The point in time to restore, with its offset, such as `2026-11-30T06:00:00+00:00`: in the
   * past, and within the source's retention (7 days for a sandbox, 28 for a production
   * environment with Dynamics 365 apps). Changing it starts a new restore.
   */
  restorePointDateTime: pulumi.Input<string>;
}
