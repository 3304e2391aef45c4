import type * as pulumi from "@pulumi/pulumi";

/**
 * Waiting for a started operation to reach a final status, as a resource input. `Completed` and
 * `SignedOff` succeed; `Failed`, `Aborted`, `RollbackCompleted` and `RollbackFailed` fail the
 * update but keep the operation in the stack. Changed in place: a change starts nothing.
 */
export interface WaitForCompletionArgs {
  /**
   * How long to wait, in minutes, before giving up watching: greater than 0, at most 1440
   * (a day). Default 60. The operation keeps running; the next `pulumi up` watches it again.
   */
  timeoutMinutes?: pulumi.Input<number>;
  /** How often to ask for the status, in whole seconds from 1 to 3600. Default 30. */
  pollSeconds?: pulumi.Input<number>;
}

/** Waiting for completion as stored in the stack: see {@link WaitForCompletionArgs}. */
export interface WaitForCompletion {
  /** How long to wait, in minutes, before giving up watching. */
  timeoutMinutes?: number;
  /** How often to ask for the status, in seconds. */
  pollSeconds?: number;
}
