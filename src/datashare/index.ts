export {
  listSourceShareSynchronizationSettings,
  listSourceShareSynchronizationSettingsOutput,
  listSynchronizationDetails,
  listSynchronizationDetailsOutput,
  listSynchronizations,
  listSynchronizationsOutput,
} from "./synchronizations";
export type { DataShareSettings, DataShareSettingsArgs } from "./datashare-settings";
export type {
  ListSourceShareSynchronizationSettingsArgs,
  ListSourceShareSynchronizationSettingsOutputArgs,
  ListSynchronizationDetailsArgs,
  ListSynchronizationDetailsOutputArgs,
  ListSynchronizationsArgs,
  ListSynchronizationsOutputArgs,
  ListSourceShareSynchronizationSettingsResult,
  ListSynchronizationDetailsResult,
  ListSynchronizationsResult,
  ScheduledSourceSynchronizationSetting,
  ScheduledSourceSynchronizationSettingProperties,
  ShareSubscriptionSynchronization,
  SynchronizationDetails,
} from "./generated/datashare-types";
