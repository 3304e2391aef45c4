import type * as pulumi from "@pulumi/pulumi";
import type { PowerPlatformSettingsArgs } from "../powerplatform-settings-args";

/** The inputs of an {@link EnvironmentBackup}. A change to either replaces the backup. */
export interface EnvironmentBackupArgs {
  /** The environment backed up: a Power Platform environment id (a GUID). */
  environmentId: pulumi.Input<string>;
  /** The backup's label, as the admin center shows it. Changing it makes a new backup. */
  label: pulumi.Input<string>;
  /** The Power Platform API for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}
