import type { ResourceValidationPolicy } from "@pulumi/policy";
import { bizopsKind } from "./bizops-types";

/** The config of {@link creditMemoRetainedPolicy}. */
export interface CreditMemoRetainedConfig {
  /**
   * Credit memos declared with `retainOnDelete: true`, by resource name or URN. The engine does not
   * hand `retainOnDelete` to policies, so this list is how the policy learns of it. Default none.
   */
  retainOnDeleteResources?: string[];
}

/**
 * Advisory: a `PurchaseCreditMemo` has `protect: true`, or `retainOnDelete: true` (named in the
 * config), so that removing it from the program or destroying the stack cannot delete the memo.
 *
 * Why the config list: the Pulumi engine sends policies `protect` but not `retainOnDelete` (its
 * AnalyzerResourceOptions carry protect, ignoreChanges, deleteBeforeReplace, additionalSecretOutputs,
 * aliases, customTimeouts and parent; pulumi/pulumi proto/pulumi/analyzer.proto, and
 * pkg/resource/plugin/analyzer_plugin.go `marshalResourceOptions`, v3.259.0).
 */
export const creditMemoRetainedPolicy: ResourceValidationPolicy = {
  name: "bizops-credit-memo-retained",
  description: "A purchase credit memo resource has protect or retainOnDelete.",
  enforcementLevel: "advisory",
  configSchema: {
    properties: {
      retainOnDeleteResources: { type: "array", items: { type: "string" }, default: [] },
    },
  },
  validateResource: (args, reportViolation) => {
    if (bizopsKind(args.type) !== "PurchaseCreditMemo" || args.opts.protect) return;
    const retained = args.getConfig<CreditMemoRetainedConfig>().retainOnDeleteResources ?? [];
    if (retained.includes(args.name) || retained.includes(args.urn)) return;
    reportViolation(
      `PurchaseCreditMemo "${args.name}" has neither protect nor retainOnDelete: removing it from the ` +
        "program or destroying the stack deletes the credit memo. Set `protect: true`, or set " +
        "`retainOnDelete: true` and list the resource's name in retainOnDeleteResources (policies " +
        "cannot see retainOnDelete).",
    );
  },
};
