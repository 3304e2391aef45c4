/** Time between the steps of an operation's status (NotStarted → InProgress → outcome) by default. */
export const DEFAULT_LIFECYCLE_STEP_MS = 5000;

/** Length of the certificate fetch's window (one successful fetch per environment per window) by default. */
export const DEFAULT_CERTIFICATE_WINDOW_SECONDS = 60;

/**
 * Refreshes and exports an environment may start in any 24 hours by default: the service's own
 * limit (dbmovement-api-throttling.md), each start counted for 24 hours from itself.
 */
export const DEFAULT_DAILY_OPERATION_LIMIT = 3;

/**
 * Calls the environment metadata and history routes each allow per project per minute by default
 * (reference-environment-metadata.md and reference-environment-history.md, "Rate limits"); the
 * history route also allows that many per environment per 30 seconds.
 */
export const DEFAULT_ENVIRONMENT_INFO_CALLS = 6;

/**
 * Items per page of the environment metadata and history routes by default. The pages document
 * paging (`ResultHasMorePages`, `?page=`) but not the page size.
 */
export const DEFAULT_ENVIRONMENT_INFO_PAGE_SIZE = 20;

/** Options of the lifecycle service, from `startEmulator({ lifecycle })`. */
export interface LifecycleOptions {
  /** Milliseconds per status step of an operation (5000 by default; 0 ends operations at once). */
  stepMs?: number;
  /** Seconds between two successful certificate fetches of an environment (60 by default; 0 = no limit). */
  certificateWindowSeconds?: number;
  /** Refreshes and exports per environment in any 24 hours (3 by default, as the service allows). */
  dailyLimit?: number;
  /** Items per page of the environment metadata and history routes (20 by default). */
  pageSize?: number;
  /**
   * Calls each of the environment metadata and history routes allow per project per minute, and the
   * history route per environment per 30 seconds (6 by default, as the service allows; 0 = no limit).
   */
  environmentInfoCalls?: number;
  /**
   * The clock of the lifecycle service in epoch milliseconds (`Date.now` by default). Operation status,
   * certificate windows, days and certificate validity all follow it, so a test can move time forward
   * instead of waiting.
   */
  now?: () => number;
}

/** The timing the lifecycle service follows; the admin routes change it while the emulator runs. */
export interface LifecycleTiming {
  /** Milliseconds per status step of an operation. */
  stepMs: number;
  /** Seconds between two successful certificate fetches of one environment. */
  certificateWindowSeconds: number;
  /** Refreshes and exports per environment in any 24 hours. */
  dailyLimit: number;
  /** Items per page of the environment metadata and history routes. */
  pageSize: number;
  /** Calls per window of the environment metadata and history routes; 0 = no limit. */
  environmentInfoCalls: number;
}

/** The problem with a timing value as text, or undefined when it is fine. */
export function timingProblem(key: keyof LifecycleTiming, value: unknown): string | undefined {
  const isNumber = typeof value === "number" && Number.isFinite(value) && value >= 0;
  // Operations are counted whole; durations may be fractions (a test may want a 50 ms window).
  if (key === "pageSize") {
    return isNumber && Number.isInteger(value) && value >= 1
      ? undefined
      : `${key} must be an integer >= 1, not ${String(value)}.`;
  }
  if (key === "dailyLimit" || key === "environmentInfoCalls") {
    return isNumber && Number.isInteger(value)
      ? undefined
      : `${key} must be an integer >= 0, not ${String(value)}.`;
  }
  return isNumber ? undefined : `${key} must be a number >= 0, not ${String(value)}.`;
}

/**
 * The starting timing from the emulator's options; throws RangeError on a bad value, so that a typo in a
 * test fails at start instead of as a confusing answer later.
 */
export function startingTiming(options: LifecycleOptions = {}): LifecycleTiming {
  const timing: LifecycleTiming = {
    stepMs: options.stepMs ?? DEFAULT_LIFECYCLE_STEP_MS,
    certificateWindowSeconds: options.certificateWindowSeconds ?? DEFAULT_CERTIFICATE_WINDOW_SECONDS,
    dailyLimit: options.dailyLimit ?? DEFAULT_DAILY_OPERATION_LIMIT,
    pageSize: options.pageSize ?? DEFAULT_ENVIRONMENT_INFO_PAGE_SIZE,
    environmentInfoCalls: options.environmentInfoCalls ?? DEFAULT_ENVIRONMENT_INFO_CALLS,
  };
  for (const key of [
    "stepMs",
    "certificateWindowSeconds",
    "dailyLimit",
    "pageSize",
    "environmentInfoCalls",
  ] as const) {
    const problem = timingProblem(key, timing[key]);
    if (problem !== undefined) throw new RangeError(`lifecycle.${problem}`);
  }
  return timing;
}
