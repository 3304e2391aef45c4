import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { PowerPlatformSettings } from "../powerplatform-settings-args";
import type { EnvironmentBackupArgs } from "../generated/powerplatform-types";

export type { EnvironmentBackupArgs };

/**
 * A labelled manual backup of a Power Platform environment: a label on a point in time of the
 * environment's continuous backups, kept until its expiry (7 days for a sandbox, 28 for a
 * production environment with Dynamics 365 apps) and never downloadable. Creating the resource
 * makes the backup; deleting it deletes the backup. A backup that expired is gone from the
 * service, and a refresh drops it from the stack.
 */
export class EnvironmentBackup extends pulumi.CustomResource {
  /** The environment backed up. */
  declare readonly environmentId: pulumi.Output<string>;
  /** The backup's label. */
  declare readonly label: pulumi.Output<string>;
  /** The service for this resource only. */
  declare readonly settings: pulumi.Output<PowerPlatformSettings | undefined>;
  /** The service's id of the backup; also the resource id. */
  declare readonly backupId: pulumi.Output<string>;
  /** The point in time the backup holds. */
  declare readonly backupPointDateTime: pulumi.Output<string | undefined>;
  /** When the service deletes the backup. */
  declare readonly backupExpiryDateTime: pulumi.Output<string | undefined>;

  constructor(name: string, args: EnvironmentBackupArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindModule("EnvironmentBackup"),
      registeredProps(args, ENVIRONMENT_BACKUP_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("EnvironmentBackup"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link EnvironmentBackup}; the registration gives each a slot. */
export const ENVIRONMENT_BACKUP_OUTPUTS = outputList<EnvironmentBackup>()([
  "environmentId",
  "label",
  "settings",
  "backupId",
  "backupPointDateTime",
  "backupExpiryDateTime",
]);
