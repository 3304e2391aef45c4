/**
 * The data share functions of a user's program, as a compile test: the three lists in both forms
 * with every option, and every field of their results. It is type-checked with the rest of the
 * project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

/** The data share lists, described; only their types matter. */
export function dataShareFunctions(
  config: pulumi.Config,
  invokeOpts: pulumi.InvokeOptions,
  outputOpts: pulumi.InvokeOutputOptions,
) {
  const dataShareSettings: bizops.datashare.DataShareSettings = {
    dataShareUrl: "https://management.example.com",
    dataShareToken: "t",
  };
  const dataShareSettingsArgs: bizops.datashare.DataShareSettingsArgs = {
    dataShareToken: config.requireSecret("dataShareToken"),
  };
  const ref = {
    subscriptionId: "sub",
    resourceGroupName: "rg",
    accountName: "account",
    shareSubscriptionName: "share",
  };
  const listArgs: bizops.datashare.ListSynchronizationsArgs = {
    ...ref,
    filter: "status eq 'Failed'",
    orderby: "startTime desc",
    settings: dataShareSettings,
  };
  const listOutputArgs: bizops.datashare.ListSynchronizationsOutputArgs = {
    ...ref,
    accountName: pulumi.output("account"),
    filter: "status eq 'Failed'",
    orderby: "startTime desc",
    settings: dataShareSettingsArgs,
  };
  const detailArgs: bizops.datashare.ListSynchronizationDetailsArgs = {
    ...listArgs,
    synchronizationId: "sync-1",
  };
  const detailOutputArgs: bizops.datashare.ListSynchronizationDetailsOutputArgs = {
    ...listOutputArgs,
    synchronizationId: pulumi.output("sync-1"),
  };
  const settingArgs: bizops.datashare.ListSourceShareSynchronizationSettingsArgs = {
    ...ref,
    settings: dataShareSettings,
  };
  const settingOutputArgs: bizops.datashare.ListSourceShareSynchronizationSettingsOutputArgs = {
    ...ref,
    settings: dataShareSettingsArgs,
  };

  const synchronizations: Promise<bizops.datashare.ListSynchronizationsResult> =
    bizops.datashare.listSynchronizations(listArgs, invokeOpts);
  const synchronizationsOutput: pulumi.Output<bizops.datashare.ListSynchronizationsResult> =
    bizops.datashare.listSynchronizationsOutput(listOutputArgs, outputOpts);
  const details: Promise<bizops.datashare.ListSynchronizationDetailsResult> =
    bizops.datashare.listSynchronizationDetails(detailArgs, invokeOpts);
  const detailsOutput: pulumi.Output<bizops.datashare.ListSynchronizationDetailsResult> =
    bizops.datashare.listSynchronizationDetailsOutput(detailOutputArgs, outputOpts);
  const settings: Promise<bizops.datashare.ListSourceShareSynchronizationSettingsResult> =
    bizops.datashare.listSourceShareSynchronizationSettings(settingArgs, invokeOpts);
  const settingsOutput: pulumi.Output<bizops.datashare.ListSourceShareSynchronizationSettingsResult> =
    bizops.datashare.listSourceShareSynchronizationSettingsOutput(settingOutputArgs, outputOpts);

  const describeSync = (s: bizops.datashare.ShareSubscriptionSynchronization) =>
    [
      s.synchronizationId,
      s.status,
      s.synchronizationMode,
      s.startTime,
      s.endTime,
      s.durationMs,
      s.message,
    ].join(" ");
  const describeDetail = (d: bizops.datashare.SynchronizationDetails) =>
    [
      d.dataSetId,
      d.dataSetType,
      d.name,
      d.status,
      d.message,
      d.startTime,
      d.endTime,
      d.durationMs,
      d.filesRead,
      d.filesWritten,
      d.rowsCopied,
      d.rowsRead,
      d.sizeRead,
      d.sizeWritten,
      d.vCore,
    ].join(" ");
  const describeSetting = (s: bizops.datashare.ScheduledSourceSynchronizationSetting) => {
    const schedule: bizops.datashare.ScheduledSourceSynchronizationSettingProperties | undefined =
      s.properties;
    return [s.kind, schedule?.recurrenceInterval, schedule?.synchronizationTime].join(" ");
  };

  return {
    synchronizations: synchronizations.then((r) => r.value.map(describeSync)),
    synchronizationsOutput: synchronizationsOutput.apply((r) => r.value.map(describeSync)),
    details: details.then((r) => r.value.map(describeDetail)),
    detailsOutput: detailsOutput.apply((r) => r.value.map(describeDetail)),
    settings: settings.then((r) => r.value.map(describeSetting)),
    settingsOutput: settingsOutput.apply((r) => r.value.map(describeSetting)),
  };
}
