/**
 * The Power Platform API's routes for Finance and Operations environments, written once: the API
 * version every route takes, and each route's path under the base URL. Sources, route by route,
 * in the Learn REST reference (learn.microsoft.com/rest/api/power-platform/, "API Version
 * 2024-10-01"): environmentmanagement/environment-copy (copy, copyCandidates),
 * environment-restore (restore, restoreCandidates), environment-backup (backups),
 * operation (operations), environments (environments); dynamics/finance-and-operations-properties
 * (finopsproperties) and finance-and-operations-maintenance-settings (finopsadminsettings).
 */
import { segment, type PathPart } from "../core/clients/path-segment";
import { guid } from "../core/schemas/formats";

/** The `api-version` query every route requires. */
export const POWER_PLATFORM_API_VERSION = "2024-10-01";

/** `environmentmanagement/environments/{id}`, the id checked as a GUID. */
function environmentPath(argument: string, environmentId: string): PathPart[] {
  return ["environmentmanagement/environments", segment(argument, environmentId, guid)];
}

/** The routes, each as path parts under the base URL. */
export const ROUTES = {
  environments: (): PathPart[] => ["environmentmanagement/environments"],
  environment: (id: string) => environmentPath("environmentId", id),
  // The target is in the path, the source in the body (copy-environment).
  copy: (target: string) => [...environmentPath("targetEnvironmentId", target), "copy"],
  // Lower case, as Learn and the connector write it; an older SDK wrote `Restore` (reference, 10).
  restore: (target: string) => [...environmentPath("targetEnvironmentId", target), "restore"],
  copyCandidates: (source: string) => [...environmentPath("sourceEnvironmentId", source), "copyCandidates"],
  restoreCandidates: (source: string) => [
    ...environmentPath("sourceEnvironmentId", source),
    "restoreCandidates",
  ],
  backups: (id: string) => [...environmentPath("environmentId", id), "backups"],
  backup: (id: string, backupId: string) => [
    ...environmentPath("environmentId", id),
    "backups",
    segment("backupId", backupId),
  ],
  operations: (id: string) => [...environmentPath("environmentId", id), "operations"],
  // The environment-scoped form, so that authorization is checked at environment level (S8).
  operation: (id: string, operationId: string) => [
    ...environmentPath("environmentId", id),
    "operations",
    segment("operationId", operationId),
  ],
  finOpsProperties: (id: string) => [
    "dynamics/environments",
    segment("environmentId", id, guid),
    "finopsproperties",
  ],
  maintenance: (id: string) => [
    "dynamics/environments",
    segment("environmentId", id, guid),
    "finopsadminsettings",
  ],
} as const satisfies Record<string, (...ids: string[]) => PathPart[]>;
