/**
 * Functions: read data-share synchronizations and detect languages inside a program.
 *
 * Settings come from stack config (`bizops:dataShareUrl`, `bizops:dataShareToken`,
 * `bizops:translatorUrl`, `bizops:translatorKey`) or the `BIZOPS_*` environment variables.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("functions");
const share = {
  subscriptionId: config.require("subscriptionId"),
  resourceGroupName: config.require("resourceGroupName"),
  accountName: config.require("accountName"),
  shareSubscriptionName: config.require("shareSubscriptionName"),
};

// Every page, in the service's order: the function follows nextLink to the end.
const failed = bizops.datashare.listSynchronizationsOutput({
  ...share,
  filter: "status eq 'Failed'",
  orderby: "startTime desc",
});
export const failedSynchronizations = failed.apply((list) => list.value.map((s) => s.synchronizationId));

// One result per text, in order, however many texts there are.
const detected = bizops.language.detectLanguagesOutput({
  texts: ["Bonjour tout le monde", "Guten Morgen", "Good morning"],
});
export const languages = detected.apply((d) => d.results.map((r) => r.language));
