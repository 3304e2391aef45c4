/**
 * A scheduled refresh of a sandbox from production, through the Power Platform API: each night's
 * `pulumi up` (with `refresh:date` set to the day) takes a labelled backup of the sandbox, then
 * copies production into it transaction-less, then writes back the records the sandbox must hold,
 * which the copy overwrote.
 *
 * - The date is the one knob: an `up` with a new date makes one backup and starts one copy; more
 *   `up`s, previews and refreshes on the same date start nothing. The previous night's backup is
 *   deleted once the new one exists.
 * - The copy is transaction-less: production's setup and master data, with the transaction,
 *   worksheet and staging tables emptied. `up` waits for it (up to `refresh:waitMinutes`, default
 *   480, looking every `refresh:pollSeconds`, default 60) and fails if it fails.
 * - The records replace themselves with every copy (`replaceWith`), once it has ended (`dependsOn`).
 *
 * Settings: `bizops:powerPlatformUrl` and a token (`pulumi config set --secret
 * bizops:powerPlatformToken ...`) or an Entra ID identity, and `bizops:recordsUrl` with its token
 * (or BIZOPS_POWERPLATFORM_URL / BIZOPS_POWERPLATFORM_TOKEN, BIZOPS_RECORDS_URL / BIZOPS_RECORDS_TOKEN).
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("refresh");
const sandbox = config.require("sandboxEnvironmentId");
const companyId = config.require("companyId");
const date = config.require("date");

const backup = new bizops.lifecycle.EnvironmentBackup("sandbox-before-refresh", {
  environmentId: sandbox,
  label: `before refresh ${date}`,
});

const copy = new bizops.lifecycle.EnvironmentCopy(
  "sandbox-from-production",
  {
    sourceEnvironmentId: config.require("productionEnvironmentId"),
    targetEnvironmentId: sandbox, // a sandbox: a production target is refused before any start
    copyType: "Full",
    transactionless: true,
    triggers: [date],
    waitForCompletion: {
      timeoutMinutes: config.getNumber("waitMinutes") ?? 480,
      pollSeconds: config.getNumber("pollSeconds") ?? 60,
    },
  },
  // The sandbox is backed up before it is overwritten.
  { dependsOn: [backup] },
);

// What the sandbox holds that production does not: written once the copy has ended, and again
// after every copy, which overwrites them.
const afterEveryCopy: pulumi.CustomResourceOptions = {
  dependsOn: [copy],
  replaceWith: [copy],
  deleteBeforeReplace: true,
};
new bizops.records.DisputeStatus(
  "test-data",
  { companyId, code: "TESTDATA", displayName: "Sandbox test data, not for production" },
  afterEveryCopy,
);
new bizops.records.DisputeStatus(
  "refresh-check",
  { companyId, code: "REFRESHED", displayName: `Sandbox refreshed from production on ${date}` },
  afterEveryCopy,
);

export const backupLabel = backup.label;
export const copyOperationId = copy.operationId;
export const copyStatus = copy.operationStatus;
