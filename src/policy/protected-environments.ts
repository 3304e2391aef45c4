import type { ResourceValidationPolicy } from "@pulumi/policy";
import { bizopsKind } from "./bizops-types";
import { GUID_PATTERN, idSet, normalId } from "./id-list";

/** The config of {@link protectedEnvironmentsPolicy}. */
export interface ProtectedEnvironmentsConfig {
  /**
   * The environments (GUIDs, any case) no refresh, copy or restore may overwrite and no export may
   * name. Default none.
   */
  protectedEnvironmentIds?: string[];
}

// The one environment each operation acts on: a refresh, a Power Platform copy and a restore
// overwrite their target (the source is only read), and an export names the single environment
// whose database it copies out. A map, so that a kind such as `toString` finds nothing.
const ENVIRONMENT_INPUT: ReadonlyMap<string, string> = new Map([
  ["DatabaseRefresh", "targetEnvironmentId"],
  ["DatabaseExport", "environmentId"],
  ["EnvironmentCopy", "targetEnvironmentId"],
  ["EnvironmentRestore", "targetEnvironmentId"],
]);

/**
 * Mandatory: no `DatabaseRefresh`, `EnvironmentCopy` or `EnvironmentRestore` whose
 * `targetEnvironmentId`, and no `DatabaseExport` whose `environmentId`, is listed in
 * `protectedEnvironmentIds`. A preview that declares one fails.
 */
export const protectedEnvironmentsPolicy: ResourceValidationPolicy = {
  name: "bizops-protected-environments",
  description: "No database refresh, export, copy or restore into an environment listed as protected.",
  enforcementLevel: "mandatory",
  configSchema: {
    properties: {
      protectedEnvironmentIds: {
        type: "array",
        items: { type: "string", pattern: GUID_PATTERN },
        default: [],
      },
    },
  },
  validateResource: (args, reportViolation) => {
    const kind = bizopsKind(args.type);
    const input = kind === undefined ? undefined : ENVIRONMENT_INPUT.get(kind);
    if (input === undefined) return;
    const environmentId: unknown = args.props[input];
    if (typeof environmentId !== "string") return;
    const config = args.getConfig<ProtectedEnvironmentsConfig>();
    if (!idSet(config.protectedEnvironmentIds).has(normalId(environmentId))) return;
    reportViolation(
      `${kind} "${args.name}" would act on environment ${environmentId} (${input}), which the policy ` +
        "config lists as protected. Point it at another environment, or remove the resource.",
    );
  },
};
