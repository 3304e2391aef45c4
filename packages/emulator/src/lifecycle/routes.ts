import { decodeSegment } from "../http-helpers";

/** The names of the lifecycle operations, as request counts show them (`"GET rsatdownload"`). */
export type LifecycleRouteName =
  "rsatdownload" | "refresh" | "export" | "fetchstatus" | "detail" | "history" | "databases";

/** A lifecycle path matched to its operation, with its decoded path parameters in path order. */
export interface LifecycleRoute {
  readonly name: LifecycleRouteName;
  readonly segments: readonly string[];
}

/** The path prefixes the lifecycle service owns (without their trailing slash). */
const LIFECYCLE_PREFIXES = ["/environmentinfo", "/databasemovement"] as const;

// Path literals are case-insensitive, as the real service's routing is; a trailing slash is tolerated.
const ROUTES: readonly { name: LifecycleRouteName; pattern: RegExp }[] = [
  {
    name: "rsatdownload",
    pattern: /^\/environmentinfo\/v1\/rsatdownload\/project\/([^/]+)\/environment\/([^/]+)\/?$/i,
  },
  {
    name: "refresh",
    pattern: /^\/databasemovement\/v1\/refresh\/project\/([^/]+)\/source\/([^/]+)\/target\/([^/]+)\/?$/i,
  },
  {
    name: "export",
    pattern:
      /^\/databasemovement\/v1\/export\/project\/([^/]+)\/environment\/([^/]+)\/backupName\/([^/]+)\/?$/i,
  },
  {
    name: "fetchstatus",
    pattern:
      /^\/databasemovement\/v1\/fetchstatus\/project\/([^/]+)\/environment\/([^/]+)\/operationactivity\/([^/]+)\/?$/i,
  },
  { name: "detail", pattern: /^\/environmentinfo\/v1\/detail\/project\/([^/]+)\/?$/i },
  {
    name: "history",
    pattern: /^\/environmentinfo\/v1\/history\/project\/([^/]+)\/environment\/([^/]+)\/?$/i,
  },
  { name: "databases", pattern: /^\/databasemovement\/v1\/databases\/project\/([^/]+)\/?$/i },
];

/** True when the path belongs to the lifecycle service. */
export function isLifecyclePath(pathname: string): boolean {
  return LIFECYCLE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The operation a path names, or undefined when it names none. */
export function matchLifecycleRoute(pathname: string): LifecycleRoute | undefined {
  for (const { name, pattern } of ROUTES) {
    const match = pattern.exec(pathname);
    // A segment that is not valid percent-encoding is left as sent: the checks of the parameter then
    // refuse it with the service's own message.
    if (match !== null) return { name, segments: match.slice(1).map((raw) => decodeSegment(raw ?? "")) };
  }
  return undefined;
}
