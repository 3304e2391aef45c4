/**
 * The data share functions. Each validates its arguments before any request, follows `nextLink`
 * to the end, and returns every item in the service's order. The `...Output` forms take inputs
 * and return an Output, for use inside a program.
 */
import * as pulumi from "@pulumi/pulumi";
import { programSettingSources } from "../core/config-reader";
import { parseFunctionArgs } from "../core/function-args";
import type { InputsOf } from "../core/input-types";
import { collect } from "../core/paging";
import type { Settings } from "../core/settings";
import { DataShareClient, type ShareSubscriptionRef } from "./client";
import {
  listSynchronizationDetailsArgs,
  listSynchronizationsArgs,
  shareSubscriptionArgs,
  type ListSourceShareSynchronizationSettingsArgs,
  type ListSynchronizationDetailsArgs,
  type ListSynchronizationsArgs,
  type ScheduledSourceSynchronizationSetting,
  type ShareSubscriptionSynchronization,
  type SynchronizationDetails,
} from "./schemas";

export type {
  ListSourceShareSynchronizationSettingsArgs,
  ListSynchronizationDetailsArgs,
  ListSynchronizationsArgs,
  ScheduledSourceSynchronizationSetting,
  ShareSubscriptionSynchronization,
  SynchronizationDetails,
};

/** Lists every synchronization of a share subscription. */
export async function listSynchronizations(
  args: ListSynchronizationsArgs,
): Promise<{ value: ShareSubscriptionSynchronization[] }> {
  const parsed = parseFunctionArgs(listSynchronizationsArgs, args, "datashare.listSynchronizations");
  const client = clientFor(parsed.settings);
  return { value: await collect(client.listSynchronizations(refOf(parsed), parsed)) };
}

/** Lists every data-set-level detail of one synchronization. */
export async function listSynchronizationDetails(
  args: ListSynchronizationDetailsArgs,
): Promise<{ value: SynchronizationDetails[] }> {
  const parsed = parseFunctionArgs(
    listSynchronizationDetailsArgs,
    args,
    "datashare.listSynchronizationDetails",
  );
  const client = clientFor(parsed.settings);
  return {
    value: await collect(client.listSynchronizationDetails(refOf(parsed), parsed.synchronizationId, parsed)),
  };
}

/** Lists every source-share synchronization setting of a share subscription. */
export async function listSourceShareSynchronizationSettings(
  args: ListSourceShareSynchronizationSettingsArgs,
): Promise<{ value: ScheduledSourceSynchronizationSetting[] }> {
  const parsed = parseFunctionArgs(
    shareSubscriptionArgs,
    args,
    "datashare.listSourceShareSynchronizationSettings",
  );
  const client = clientFor(parsed.settings);
  return { value: await collect(client.listSourceShareSynchronizationSettings(refOf(parsed))) };
}

/** {@link listSynchronizations} as an Output. */
export function listSynchronizationsOutput(args: InputsOf<ListSynchronizationsArgs>) {
  return pulumi.output(args).apply((a) => listSynchronizations(a as ListSynchronizationsArgs));
}

/** {@link listSynchronizationDetails} as an Output. */
export function listSynchronizationDetailsOutput(args: InputsOf<ListSynchronizationDetailsArgs>) {
  return pulumi.output(args).apply((a) => listSynchronizationDetails(a as ListSynchronizationDetailsArgs));
}

/** {@link listSourceShareSynchronizationSettings} as an Output. */
export function listSourceShareSynchronizationSettingsOutput(
  args: InputsOf<ListSourceShareSynchronizationSettingsArgs>,
) {
  return pulumi
    .output(args)
    .apply((a) => listSourceShareSynchronizationSettings(a as ListSourceShareSynchronizationSettingsArgs));
}

function refOf(args: ShareSubscriptionRef): ShareSubscriptionRef {
  const { subscriptionId, resourceGroupName, accountName, shareSubscriptionName } = args;
  return { subscriptionId, resourceGroupName, accountName, shareSubscriptionName };
}

function clientFor(explicit: Settings | undefined): DataShareClient {
  return DataShareClient.fromSources(programSettingSources(explicit));
}
