/**
 * The lifecycle resources of a user's program, as a compile test: every Args type and every output
 * of DatabaseRefresh and DatabaseExport, and code that handles either through OperationResource.
 * It is type-checked with the rest of the project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";
import { GUID, OTHER } from "./ids";

/** The lifecycle resources and their outputs; only their types matter. */
export function lifecycleResources(config: pulumi.Config) {
  const wait: bizops.lifecycle.WaitForCompletionArgs = { timeoutMinutes: 60, pollSeconds: pulumi.output(30) };
  const lifecycleSettings: bizops.lifecycle.LifecycleSettingsArgs = {
    lifecycleUrl: "https://lifecycle.example.com",
    lifecycleToken: config.requireSecret("lifecycleToken"),
  };
  const refreshArgs: bizops.lifecycle.DatabaseRefreshArgs = {
    projectId: 1234,
    sourceEnvironmentId: GUID,
    targetEnvironmentId: OTHER,
    triggers: [config.get("refreshTrigger"), 1, { nested: true }],
    waitForCompletion: wait,
    adoptOperationActivityId: GUID,
    settings: lifecycleSettings,
  };
  const refresh = new bizops.lifecycle.DatabaseRefresh("refresh", refreshArgs);
  const refreshOutputs: {
    sourceEnvironmentId: pulumi.Output<string>;
    targetEnvironmentId: pulumi.Output<string>;
    projectId: pulumi.Output<number>;
    triggers: pulumi.Output<unknown[] | undefined>;
    waitForCompletion: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined>;
    adoptOperationActivityId: pulumi.Output<string | undefined>;
    operationActivityId: pulumi.Output<string>;
    versionEOL: pulumi.Output<string | undefined>;
    requestedAt: pulumi.Output<string>;
    operationStatus: pulumi.Output<string | undefined>;
  } = {
    sourceEnvironmentId: refresh.sourceEnvironmentId,
    targetEnvironmentId: refresh.targetEnvironmentId,
    projectId: refresh.projectId,
    triggers: refresh.triggers,
    waitForCompletion: refresh.waitForCompletion,
    adoptOperationActivityId: refresh.adoptOperationActivityId,
    operationActivityId: refresh.operationActivityId,
    versionEOL: refresh.versionEOL,
    requestedAt: refresh.requestedAt,
    operationStatus: refresh.operationStatus,
  };
  const waited: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined> = refresh.waitForCompletion;

  const exportArgs: bizops.lifecycle.DatabaseExportArgs = {
    projectId: refresh.projectId,
    environmentId: OTHER,
    backupName: "uat-backup",
    triggers: [refresh.operationActivityId],
    waitForCompletion: { timeoutMinutes: 30 },
    adoptOperationActivityId: GUID,
    settings: lifecycleSettings,
  };
  const backup = new bizops.lifecycle.DatabaseExport("backup", exportArgs, { dependsOn: refresh });
  const backupOutputs: {
    environmentId: pulumi.Output<string>;
    backupName: pulumi.Output<string>;
    projectId: pulumi.Output<number>;
    triggers: pulumi.Output<unknown[] | undefined>;
    waitForCompletion: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined>;
    adoptOperationActivityId: pulumi.Output<string | undefined>;
    operationActivityId: pulumi.Output<string>;
    versionEOL: pulumi.Output<string | undefined>;
    requestedAt: pulumi.Output<string>;
    operationStatus: pulumi.Output<string | undefined>;
  } = {
    environmentId: backup.environmentId,
    backupName: backup.backupName,
    projectId: backup.projectId,
    triggers: backup.triggers,
    waitForCompletion: backup.waitForCompletion,
    adoptOperationActivityId: backup.adoptOperationActivityId,
    operationActivityId: backup.operationActivityId,
    versionEOL: backup.versionEOL,
    requestedAt: backup.requestedAt,
    operationStatus: backup.operationStatus,
  };
  // Code that handles either operation resource, through the shared outputs.
  const operations: bizops.lifecycle.OperationResource[] = [refresh, backup];
  const activityIds: pulumi.Output<string>[] = operations.map((op) => op.operationActivityId);
  const stillCustom: pulumi.CustomResource = operations[0]!;

  return {
    refresh,
    backup,
    lifecycleSettings,
    refreshOutputs,
    backupOutputs,
    activityIds,
    stillCustom,
    waited,
  };
}
