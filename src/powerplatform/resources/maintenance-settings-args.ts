import type * as pulumi from "@pulumi/pulumi";
import type { PowerPlatformSettingsArgs } from "../powerplatform-settings-args";

/** An update cadence: every update, every other one, or `Regulated`. */
export type MaintenanceCadence = "EveryUpdate" | "EveryOtherUpdate" | "Regulated";

/** A day of the week, as the service names it. */
export type DayOfWeek = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";

/** The inputs of a {@link MaintenanceSettings}. A change to `environmentId` replaces it; the rest change in place. */
export interface MaintenanceSettingsArgs {
  /** The Finance and Operations environment: a Power Platform environment id (a GUID). */
  environmentId: pulumi.Input<string>;
  /**
   * Which service updates the environment takes: `EveryUpdate`, `EveryOtherUpdate` (skips one:
   * 10.0.47 goes to 10.0.49) or `Regulated`.
   */
  maintenanceWindowCadence: pulumi.Input<MaintenanceCadence>;
  /**
   * The days an update may be scheduled on, `Sunday` to `Saturday`, at least one, each once; the
   * service picks one of them by its rollout schedule.
   */
  maintenanceWindowDaysOfWeek: pulumi.Input<pulumi.Input<DayOfWeek>[]>;
  /**
   * For a production environment: the cadences of the sandboxes that take updates before it
   * (`[uat.maintenanceWindowCadence]`). The service updates production only after a sandbox took
   * the same update at least five days before, so a production environment that takes every
   * update with no sandbox that does is refused by name in the preview. Checked only when given.
   */
  sandboxCadences?: pulumi.Input<pulumi.Input<MaintenanceCadence>[]>;
  /** The Power Platform API for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<PowerPlatformSettingsArgs>;
}
