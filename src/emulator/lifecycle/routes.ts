/** The names of the lifecycle operations, as request counts show them (`"GET rsatdownload"`). */
export type LifecycleRouteName = "rsatdownload" | "refresh" | "export" | "fetchstatus";

/** A lifecycle path matched to its operation, with its decoded path parameters in path order. */
export interface LifecycleRoute {
  readonly name: LifecycleRouteName;
  /** The one method the operation accepts. */
  readonly method: "GET" | "POST";
  readonly segments: readonly string[];
}

/** The path prefixes the lifecycle service owns (without their trailing slash). */
export const LIFECYCLE_PREFIXES = ["/environmentinfo", "/databasemovement"] as const;

// Path literals are case-insensitive, as the real service's routing is; a trailing slash is tolerated.
const ROUTES: readonly { name: LifecycleRouteName; method: "GET" | "POST"; pattern: RegExp }[] = [
  {
    name: "rsatdownload",
    method: "GET",
    pattern: /^\/environmentinfo\/v1\/rsatdownload\/project\/([^/]+)\/environment\/([^/]+)\/?$/i,
  },
  {
    name: "refresh",
    method: "POST",
    pattern: /^\/databasemovement\/v1\/refresh\/project\/([^/]+)\/source\/([^/]+)\/target\/([^/]+)\/?$/i,
  },
  {
    name: "export",
    method: "POST",
    pattern:
      /^\/databasemovement\/v1\/export\/project\/([^/]+)\/environment\/([^/]+)\/backupName\/([^/]+)\/?$/i,
  },
  {
    name: "fetchstatus",
    method: "GET",
    pattern:
      /^\/databasemovement\/v1\/fetchstatus\/project\/([^/]+)\/environment\/([^/]+)\/operationactivity\/([^/]+)\/?$/i,
  },
];

/** True when the path belongs to the lifecycle service. */
export function isLifecyclePath(pathname: string): boolean {
  return LIFECYCLE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    // Left as sent: the checks of the parameter then refuse it with the service's own message.
    return raw;
  }
}

/** The operation a path names, or undefined when it names none. */
export function matchLifecycleRoute(pathname: string): LifecycleRoute | undefined {
  for (const { name, method, pattern } of ROUTES) {
    const match = pattern.exec(pathname);
    if (match !== null)
      return { name, method, segments: match.slice(1).map((raw) => decodeSegment(raw ?? "")) };
  }
  return undefined;
}
