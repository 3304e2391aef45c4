/**
 * Environment operations as code: a database refresh into a sandbox and an export of that
 * sandbox, both started only when this program says so.
 *
 * - The refresh runs once. It runs again only when `refreshTrigger` changes in stack config:
 *   `pulumi config set ops:refreshTrigger 2026-11-sprint-48 && pulumi up` starts exactly one new
 *   refresh (the preview shows it as a replacement). Removing the resource undoes nothing.
 * - The export is named by date, so an `up` on a new day starts one export with that day's name;
 *   more `up`s on the same day start nothing.
 * - `up` waits for the refresh to end (up to `ops:waitMinutes`, default 60, looking every
 *   `ops:pollSeconds`, default 15) and fails if it fails;
 *   the refresh stays in the stack with its id, and the next `up` watches the same refresh again.
 *   The export starts only after the refresh has completed, so it holds the refreshed data.
 *
 * Settings: `bizops:lifecycleUrl` and `pulumi config set --secret bizops:lifecycleToken ...` (or
 * BIZOPS_LIFECYCLE_URL / BIZOPS_LIFECYCLE_TOKEN). Against the emulator: project 1234, production
 * 7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10, sandboxes 2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f (uat) and
 * 9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b (test).
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("ops");
const projectId = config.requireNumber("projectId");
const sandbox = config.require("sandboxEnvironmentId");
const waitMinutes = config.getNumber("waitMinutes") ?? 60;
const pollSeconds = config.getNumber("pollSeconds") ?? 15;

const refresh = new bizops.lifecycle.DatabaseRefresh("uat-from-prod", {
  projectId,
  sourceEnvironmentId: config.require("productionEnvironmentId"),
  targetEnvironmentId: sandbox,
  // The one knob that starts a new refresh: change the value, get one more refresh.
  triggers: [config.get("refreshTrigger") ?? "initial"],
  // The export below depends on the refresh; waiting here makes it wait for the refreshed data.
  waitForCompletion: { timeoutMinutes: waitMinutes, pollSeconds },
});

const today = new Date().toISOString().slice(0, 10);
const backup = new bizops.lifecycle.DatabaseExport(
  "uat-backup",
  { projectId, environmentId: sandbox, backupName: `uat-${today}` },
  // Started once the refresh has completed (the refresh waits for completion above).
  { dependsOn: [refresh] },
);

export const refreshId = refresh.operationActivityId;
export const refreshStatus = refresh.operationStatus;
export const refreshRequestedAt = refresh.requestedAt;
export const exportId = backup.operationActivityId;
export const exportBackupName = backup.backupName;
