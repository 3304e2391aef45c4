import { decodeSegment } from "../http-helpers";

/** The names of the Power Platform routes, as request counts show them (`"POST copy"`). */
export type PowerPlatformRouteName =
  | "environments"
  | "environment"
  | "copy"
  | "restore"
  | "copyCandidates"
  | "restoreCandidates"
  | "backups"
  | "backup"
  | "environmentOperations"
  | "environmentOperation"
  | "operation"
  | "finopsadminsettings"
  | "finopsproperties"
  | "finopsversions";

/** Which error body a route answers with. */
export type RouteFamily = "environmentmanagement" | "dynamics";

/** A path matched to its route, with its decoded path parameters in path order. */
export interface PowerPlatformRoute {
  readonly name: PowerPlatformRouteName;
  readonly family: RouteFamily;
  readonly segments: readonly string[];
}

const ENVIRONMENT = "^/environmentmanagement/environments/([^/]+)";
const DYNAMICS = "^/dynamics/environments/([^/]+)";

// Path literals are case-insensitive: the SDK 2.0.3232.199 sends `/Restore` where Learn and the
// connector write `/restore` (shared/research/power-platform-api.md, section 10), and ASP.NET routing
// matches literals without regard to case. A trailing slash is tolerated.
const ROUTES: readonly { name: PowerPlatformRouteName; family: RouteFamily; pattern: RegExp }[] = [
  {
    name: "environments",
    family: "environmentmanagement",
    pattern: /^\/environmentmanagement\/environments\/?$/i,
  },
  { name: "copy", family: "environmentmanagement", pattern: new RegExp(`${ENVIRONMENT}/copy/?$`, "i") },
  { name: "restore", family: "environmentmanagement", pattern: new RegExp(`${ENVIRONMENT}/restore/?$`, "i") },
  {
    name: "copyCandidates",
    family: "environmentmanagement",
    pattern: new RegExp(`${ENVIRONMENT}/copyCandidates/?$`, "i"),
  },
  {
    name: "restoreCandidates",
    family: "environmentmanagement",
    pattern: new RegExp(`${ENVIRONMENT}/restoreCandidates/?$`, "i"),
  },
  { name: "backups", family: "environmentmanagement", pattern: new RegExp(`${ENVIRONMENT}/backups/?$`, "i") },
  {
    name: "backup",
    family: "environmentmanagement",
    pattern: new RegExp(`${ENVIRONMENT}/backups/([^/]+)/?$`, "i"),
  },
  {
    name: "environmentOperations",
    family: "environmentmanagement",
    pattern: new RegExp(`${ENVIRONMENT}/operations/?$`, "i"),
  },
  {
    name: "environmentOperation",
    family: "environmentmanagement",
    pattern: new RegExp(`${ENVIRONMENT}/operations/([^/]+)/?$`, "i"),
  },
  { name: "environment", family: "environmentmanagement", pattern: new RegExp(`${ENVIRONMENT}/?$`, "i") },
  {
    name: "operation",
    family: "environmentmanagement",
    pattern: /^\/environmentmanagement\/operations\/([^/]+)\/?$/i,
  },
  {
    name: "finopsadminsettings",
    family: "dynamics",
    pattern: new RegExp(`${DYNAMICS}/finopsadminsettings/?$`, "i"),
  },
  {
    name: "finopsproperties",
    family: "dynamics",
    pattern: new RegExp(`${DYNAMICS}/finopsproperties/?$`, "i"),
  },
  { name: "finopsversions", family: "dynamics", pattern: new RegExp(`${DYNAMICS}/finopsversions/?$`, "i") },
];

const PREFIXES = ["/environmentmanagement", "/dynamics"] as const;

/** True when the path belongs to the Power Platform service. */
export function isPowerPlatformPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** The route a path names, or undefined. */
export function matchPowerPlatformRoute(pathname: string): PowerPlatformRoute | undefined {
  for (const { name, family, pattern } of ROUTES) {
    const match = pattern.exec(pathname);
    if (match !== null) {
      return { name, family, segments: match.slice(1).map((raw) => decodeSegment(raw ?? "")) };
    }
  }
  return undefined;
}
