/**
 * Synchronization history as stack outputs: the last synchronizations of a share subscription,
 * the data-set details of the newest one, and the schedule.
 *
 * Settings: `bizops:dataShareUrl` and `pulumi config set --secret bizops:dataShareToken ...`
 * (or BIZOPS_DATASHARE_URL / BIZOPS_DATASHARE_TOKEN). Against the emulator the seeded share is
 * subscription 00000000-0000-0000-0000-0000000000aa, group rg-bizops, account bizops-account,
 * share subscription sales-share.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("history");
const share = {
  subscriptionId: config.require("subscriptionId"),
  resourceGroupName: config.require("resourceGroupName"),
  accountName: config.require("accountName"),
  shareSubscriptionName: config.require("shareSubscriptionName"),
};

// Every page, newest first: the function follows nextLink to the end.
const synchronizations = bizops.datashare.listSynchronizationsOutput({ ...share, orderby: "startTime desc" });

export const lastSynchronizations = synchronizations.apply((list) =>
  list.value.slice(0, 5).map((s) => ({ id: s.synchronizationId, status: s.status, startTime: s.startTime })),
);

export const newestDetails = synchronizations.apply(async (list) => {
  const newest = list.value[0];
  if (!newest) return [];
  const details = await bizops.datashare.listSynchronizationDetails({
    ...share,
    synchronizationId: newest.synchronizationId,
  });
  return details.value.map((d) => ({ name: d.name, status: d.status, rowsCopied: d.rowsCopied }));
});

export const schedule = bizops.datashare
  .listSourceShareSynchronizationSettingsOutput(share)
  .apply((settings) => settings.value.map((s) => s.properties));
