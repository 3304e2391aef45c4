import type { ResourceValidationPolicy } from "@pulumi/policy";
import { bizopsKind } from "./bizops-types";
import { GUID_PATTERN, idSet, normalId } from "./id-list";

/** The config of {@link recordsInAllowedCompaniesPolicy}. */
export interface RecordsInAllowedCompaniesConfig {
  /** The companies (GUIDs, any case) records may be in. Absent: the policy checks nothing. */
  allowedCompanyIds?: string[];
}

/**
 * Mandatory: every bizops record is in a company that `allowedCompanyIds` lists. A record is any
 * bizops resource (of the dynamic provider, whose type starts with `pulumi-nodejs:dynamic/bizops:`,
 * or of the provider plugin) whose inputs have a `companyId`: the rule keys on that, not on a list
 * of kinds, so every record kind (those of today, the generic `Record`, and kinds added later) is
 * held to it. Other inputs, the hidden `__provider` among them, are not read. Without
 * `allowedCompanyIds` in the config the policy checks nothing, so a pack run for its other
 * policies needs no company list.
 */
export const recordsInAllowedCompaniesPolicy: ResourceValidationPolicy = {
  name: "bizops-records-in-allowed-companies",
  description: "Records only in the companies listed.",
  enforcementLevel: "mandatory",
  configSchema: {
    properties: {
      allowedCompanyIds: { type: "array", items: { type: "string", pattern: GUID_PATTERN } },
    },
  },
  validateResource: (args, reportViolation) => {
    const kind = bizopsKind(args.type);
    if (kind === undefined || !("companyId" in args.props)) return;
    const { allowedCompanyIds } = args.getConfig<RecordsInAllowedCompaniesConfig>();
    if (allowedCompanyIds === undefined) return;
    const companyId: unknown = args.props.companyId;
    if (typeof companyId === "string" && idSet(allowedCompanyIds).has(normalId(companyId))) return;
    reportViolation(
      `${kind} "${args.name}" is in company ${String(companyId)}, which is not among the policy ` +
        "config's allowedCompanyIds.",
    );
  },
};
