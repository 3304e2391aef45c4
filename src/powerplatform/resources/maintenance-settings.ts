import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { PowerPlatformSettings } from "../powerplatform-settings-args";
import type { MaintenanceSettingsArgs } from "../generated/powerplatform-types";

export type { MaintenanceSettingsArgs };

/**
 * The maintenance window of a Finance and Operations environment, as desired state: its update
 * cadence and the days updates may be scheduled on (the service's `finopsadminsettings`). Create
 * and update set them; a refresh reads them back, so a change made in the admin center shows as
 * drift. Deleting the resource leaves the environment's settings as they are: the service has
 * no "unset".
 */
export class MaintenanceSettings extends pulumi.CustomResource {
  /** The environment. */
  declare readonly environmentId: pulumi.Output<string>;
  /** The update cadence, as the service holds it. */
  declare readonly maintenanceWindowCadence: pulumi.Output<string>;
  /** The days of the week, as the service holds them. */
  declare readonly maintenanceWindowDaysOfWeek: pulumi.Output<string[]>;
  /** The sandboxes' cadences the program gave, when it gave them. */
  declare readonly sandboxCadences: pulumi.Output<string[] | undefined>;
  /** The service for this resource only. */
  declare readonly settings: pulumi.Output<PowerPlatformSettings | undefined>;

  constructor(name: string, args: MaintenanceSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindModule("MaintenanceSettings"),
      registeredProps(args, MAINTENANCE_SETTINGS_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("MaintenanceSettings"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link MaintenanceSettings}; the registration gives each a slot. */
export const MAINTENANCE_SETTINGS_OUTPUTS = outputList<MaintenanceSettings>()([
  "environmentId",
  "maintenanceWindowCadence",
  "maintenanceWindowDaysOfWeek",
  "sandboxCadences",
  "settings",
]);
