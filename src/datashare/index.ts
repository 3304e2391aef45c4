export {
  listSourceShareSynchronizationSettings,
  listSourceShareSynchronizationSettingsOutput,
  listSynchronizationDetails,
  listSynchronizationDetailsOutput,
  listSynchronizations,
  listSynchronizationsOutput,
} from "./synchronizations";
export type {
  DataShareSettings,
  DataShareSettingsArgs,
  ListSourceShareSynchronizationSettingsArgs,
  ListSourceShareSynchronizationSettingsOutputArgs,
  ListSynchronizationDetailsArgs,
  ListSynchronizationDetailsOutputArgs,
  ListSynchronizationsArgs,
  ListSynchronizationsOutputArgs,
} from "./datashare-args";
export type {
  ListSourceShareSynchronizationSettingsResult,
  ListSynchronizationDetailsResult,
  ListSynchronizationsResult,
  ScheduledSourceSynchronizationSetting,
  ScheduledSourceSynchronizationSettingProperties,
  ShareSubscriptionSynchronization,
  SynchronizationDetails,
} from "./datashare-results";
