import type * as pulumi from "@pulumi/pulumi";
import type { WaitForCompletionArgs } from "../../lifecycle/generated/lifecycle-types";
import type { PowerPlatformSettingsArgs } from "../powerplatform-settings-args";

/**
 * The inputs {@link EnvironmentCopyArgs} and {@link EnvironmentRestoreArgs} share. A change to
 * either environment, an override, `skipAuditData`, `triggers` or `adoptOperationId` replaces the
 * resource, which starts a new operation; `waitForCompletion`, `alreadyApplied` and `settings`
 * change in place and start nothing.
 */
export interface EnvironmentOperationArgs {
  /** The environment copied, or whose backups are restored: a Power Platform environment id (a GUID). */
  sourceEnvironmentId: pulumi.Input<string>;
  /**
   * The environment overwritten: a Power Platform environment id (a GUID). It must be a sandbox:
   * a production, default or trial environment is refused before any start.
   */
  targetEnvironmentId: pulumi.Input<string>;
  /** The target's display name after the operation; by default it keeps its own. */
  environmentNameToOverride?: pulumi.Input<string>;
  /** The Entra ID security group (a GUID) the target gets; by default it keeps its own. */
  securityGroupIdToOverride?: pulumi.Input<string>;
  /** Leave the audit data out (the service's own default in the admin center). */
  skipAuditData?: pulumi.Input<boolean>;
  /** Any values; changing them starts a new operation (the resource is replaced). */
  triggers?: pulumi.Input<unknown[]>;
  /**
   * Wait for the operation to end, and report its status; by default create returns once it
   * started. Copies and restores take up to 8 hours, 24 with much audit data: give `timeoutMinutes`
   * room. Changed in place.
   */
  waitForCompletion?: pulumi.Input<WaitForCompletionArgs>;
  /**
   * The id (a GUID) of an operation started elsewhere (in the admin center, by a script, or by a
   * provider stopped while waiting; the id is printed when it starts): create takes it over instead
   * of starting another. Changing it replaces the resource.
   */
  adoptOperationId?: pulumi.Input<string>;
  /**
   * `true` records the operation as done without starting one or sending anything: for a stack
   * that moves from `DatabaseRefresh`, whose refresh already made the target what the program
   * wants, or for a copy made by hand. Read only at create; changed in place.
   */
  alreadyApplied?: pulumi.Input<boolean>;
  /** The Power Platform API for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}
