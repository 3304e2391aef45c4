import type { ResourceValidationPolicy } from "@pulumi/policy";
import { bizopsKind } from "./bizops-types";
import { runsInCi } from "./ci-detection";

// The operations that overwrite an environment through the Power Platform API. A map, so that a
// kind such as `toString` finds nothing.
const OVERWRITES: ReadonlyMap<string, string> = new Map([
  ["EnvironmentCopy", "copy"],
  ["EnvironmentRestore", "restore"],
]);

/**
 * Advisory: an `EnvironmentCopy` or `EnvironmentRestore` is run from CI (the `CI` environment
 * variable of the `pulumi` command), where the pipeline that starts it is reviewed, not from a
 * workstation. A resource that starts nothing (`alreadyApplied: true`, or one that adopts an
 * operation with `adoptOperationId`) passes. A policy sees a resource's inputs, not whether the
 * update creates it: the rule speaks of every such resource a run outside CI declares. Teams that
 * deploy only from CI set it `mandatory` in the pack's config.
 */
export const copiesRunInCiPolicy: ResourceValidationPolicy = {
  name: "bizops-copies-run-in-ci",
  description: "A Power Platform copy or restore of an environment is run from CI, not from a workstation.",
  enforcementLevel: "advisory",
  validateResource: (args, reportViolation) => {
    const kind = bizopsKind(args.type);
    const noun = kind === undefined ? undefined : OVERWRITES.get(kind);
    if (noun === undefined || runsInCi()) return;
    if (args.props.alreadyApplied === true || typeof args.props.adoptOperationId === "string") return;
    reportViolation(
      `${kind} "${args.name}" would ${noun} into environment ${String(args.props.targetEnvironmentId)} ` +
        "from outside CI (the CI environment variable is not set): an up here overwrites it from this " +
        "machine. Run the up from the pipeline, or set `alreadyApplied: true` for one that happened.",
    );
  },
};
