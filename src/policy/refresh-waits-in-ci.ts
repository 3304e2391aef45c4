import type { ResourceValidationPolicy } from "@pulumi/policy";
import { bizopsKind } from "./bizops-types";
import { runsInCi } from "./ci-detection";

/** The config of {@link refreshWaitsInCiPolicy}. */
export interface RefreshWaitsInCiConfig {
  /**
   * `"ci"` (the default): check only when the `CI` environment variable of the `pulumi` command is
   * set (see the policy docs). `"always"`: check on every run.
   */
  appliesWhen?: "ci" | "always";
}

/**
 * Advisory: in CI, a `DatabaseRefresh` sets `waitForCompletion`, so that the pipeline's later steps
 * (tests against the refreshed sandbox) start only once the refresh has ended, and a failed
 * refresh fails the run instead of passing unnoticed.
 */
export const refreshWaitsInCiPolicy: ResourceValidationPolicy = {
  name: "bizops-refresh-waits-in-ci",
  description: "A database refresh started from CI waits for its completion.",
  enforcementLevel: "advisory",
  configSchema: {
    properties: {
      appliesWhen: { type: "string", enum: ["ci", "always"], default: "ci" },
    },
  },
  validateResource: (args, reportViolation) => {
    if (bizopsKind(args.type) !== "DatabaseRefresh") return;
    const appliesWhen = args.getConfig<RefreshWaitsInCiConfig>().appliesWhen ?? "ci";
    if (appliesWhen === "ci" && !runsInCi()) return;
    const wait: unknown = args.props.waitForCompletion;
    if (wait !== undefined && wait !== null) return;
    reportViolation(
      `DatabaseRefresh "${args.name}" does not wait for completion: the run ends while the refresh ` +
        "goes on, and a failed refresh goes unnoticed. Set `waitForCompletion: {}` (or with " +
        "timeoutMinutes and pollSeconds).",
    );
  },
};
