/**
 * `pulumi-bizops/policy`: a Pulumi policy pack for bizops resources, run with
 * `pulumi preview --policy-pack node_modules/pulumi-bizops/policy-pack`. Needs `@pulumi/policy`
 * (an optional peer dependency: programs that use no policies never load it). See docs/policy.md.
 */
import { PolicyPack, type ResourceValidationPolicy, type StackValidationPolicy } from "@pulumi/policy";
import { copiesRunInCiPolicy } from "./copies-run-in-ci";
import { creditMemoRetainedPolicy } from "./credit-memo-retained";
import { masterDataRetiredPolicy } from "./master-data-retired";
import { oneResourcePerRecordPolicy } from "./one-resource-per-record";
import { protectedEnvironmentsPolicy } from "./protected-environments";
import { recordsInAllowedCompaniesPolicy } from "./records-in-allowed-companies";
import { refreshWaitsInCiPolicy } from "./refresh-waits-in-ci";

export type { CreditMemoRetainedConfig } from "./credit-memo-retained";
export type { MasterDataRetiredConfig } from "./master-data-retired";
export type { ProtectedEnvironmentsConfig } from "./protected-environments";
export type { RecordsInAllowedCompaniesConfig } from "./records-in-allowed-companies";
export type { RefreshWaitsInCiConfig } from "./refresh-waits-in-ci";
export {
  copiesRunInCiPolicy,
  creditMemoRetainedPolicy,
  masterDataRetiredPolicy,
  oneResourcePerRecordPolicy,
  protectedEnvironmentsPolicy,
  recordsInAllowedCompaniesPolicy,
  refreshWaitsInCiPolicy,
};

/** The name the pack reports its violations under. */
export const BIZOPS_POLICY_PACK_NAME = "pulumi-bizops";

/** Every policy of the pack, to build a pack of one's own with more policies beside them. */
export const bizopsPolicies: readonly (ResourceValidationPolicy | StackValidationPolicy)[] = [
  protectedEnvironmentsPolicy,
  recordsInAllowedCompaniesPolicy,
  oneResourcePerRecordPolicy,
  creditMemoRetainedPolicy,
  masterDataRetiredPolicy,
  refreshWaitsInCiPolicy,
  copiesRunInCiPolicy,
];

/**
 * Serves the bizops policy pack to the Pulumi CLI: call it once, from a policy pack folder's
 * `index.js` (as `policy-pack/index.js` in this package does). It starts the pack's server, so
 * only a process the CLI started as a policy pack should call it. The pack's version is the
 * `version` of the package.json in the folder the CLI runs the pack from.
 */
export function serveBizopsPolicyPack(name: string = BIZOPS_POLICY_PACK_NAME): PolicyPack {
  return new PolicyPack(name, { policies: [...bizopsPolicies] });
}
