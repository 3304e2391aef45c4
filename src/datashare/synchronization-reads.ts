/**
 * What the data share functions do once called: check the arguments, then read every page.
 * Loaded at a function's first call (see `synchronizations.ts`).
 */
import { programSettingSources } from "../core/functions/config-reader";
import { parseFunctionArgs } from "../core/functions/function-args";
import { collect } from "../core/clients/paging";
import type { Settings } from "../core/settings/settings";
import { DataShareClient, type ShareSubscriptionRef } from "./client";
import type {
  ScheduledSourceSynchronizationSetting,
  ShareSubscriptionSynchronization,
  SynchronizationDetails,
} from "./generated/datashare-types";
import {
  listSourceShareSynchronizationSettingsArgs,
  listSynchronizationDetailsArgs,
  listSynchronizationsArgs,
} from "./generated/datashare-schemas";

/** Every synchronization of the share subscription the arguments name. */
export async function readSynchronizations(args: unknown): Promise<ShareSubscriptionSynchronization[]> {
  const parsed = parseFunctionArgs(listSynchronizationsArgs, args, "datashare.listSynchronizations");
  return collect(clientFor(parsed.settings).listSynchronizations(refOf(parsed), parsed));
}

/** Every data-set-level detail of the synchronization the arguments name. */
export async function readSynchronizationDetails(args: unknown): Promise<SynchronizationDetails[]> {
  const parsed = parseFunctionArgs(
    listSynchronizationDetailsArgs,
    args,
    "datashare.listSynchronizationDetails",
  );
  const client = clientFor(parsed.settings);
  return collect(client.listSynchronizationDetails(refOf(parsed), parsed.synchronizationId, parsed));
}

/** Every source-share synchronization setting of the share subscription the arguments name. */
export async function readSourceShareSynchronizationSettings(
  args: unknown,
): Promise<ScheduledSourceSynchronizationSetting[]> {
  const parsed = parseFunctionArgs(
    listSourceShareSynchronizationSettingsArgs,
    args,
    "datashare.listSourceShareSynchronizationSettings",
  );
  return collect(clientFor(parsed.settings).listSourceShareSynchronizationSettings(refOf(parsed)));
}

function refOf(args: ShareSubscriptionRef): ShareSubscriptionRef {
  const { subscriptionId, resourceGroupName, accountName, shareSubscriptionName } = args;
  return { subscriptionId, resourceGroupName, accountName, shareSubscriptionName };
}

function clientFor(explicit: Settings | undefined): DataShareClient {
  return DataShareClient.fromSources(programSettingSources(explicit));
}
