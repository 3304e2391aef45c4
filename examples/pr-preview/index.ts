/**
 * The records a team keeps in a repository: every change is proposed in a pull request, reviewed
 * as the `pulumi preview --diff` that CI posts on it, and applied by `pulumi up` when it reaches
 * the main branch. `.github/workflows/bizops.yml` (GitHub Actions) and `.gitlab-ci.yml` (GitLab
 * CI) do that with the state in a self-managed backend shared by every runner.
 *
 * Settings come from the environment (repository secrets and variables in CI):
 * BIZOPS_RECORDS_URL / BIZOPS_RECORDS_TOKEN and BIZOPS_LIFECYCLE_URL / BIZOPS_LIFECYCLE_TOKEN.
 * The ids default to the emulator's seed; set `team:companyId`, `team:projectId`,
 * `team:productionEnvironmentId` and `team:sandboxEnvironmentId` for your own.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("team");
const companyId = config.get("companyId") ?? "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// A displayName change is an in-place update; a code change replaces the record. (Codes of its
// own: the quickstart manages PRICE in the same demo company.)
const priceDispute = new bizops.records.DisputeStatus("price-dispute", {
  companyId,
  code: "PRICING",
  displayName: "Price dispute",
});

const qualityDispute = new bizops.records.DisputeStatus("quality-dispute", {
  companyId,
  code: "QUALITY",
  displayName: "Quality dispute",
});

// Started by the first `up` on main; a change of `triggers` starts exactly one more refresh.
const uatRefresh = new bizops.lifecycle.DatabaseRefresh("uat-from-production", {
  projectId: config.getNumber("projectId") ?? 1234,
  sourceEnvironmentId: config.get("productionEnvironmentId") ?? "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10",
  targetEnvironmentId: config.get("sandboxEnvironmentId") ?? "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f",
  triggers: ["sprint-47"],
});

export const priceDisputeId = priceDispute.recordId;
export const qualityDisputeId = qualityDispute.recordId;
export const uatRefreshId = uatRefresh.operationActivityId;
