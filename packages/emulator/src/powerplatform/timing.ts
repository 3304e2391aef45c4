/** Time between the steps of an operation (Queued, then one step per stage, then the outcome) by default. */
export const DEFAULT_POWER_PLATFORM_STEP_MS = 2000;

/**
 * Calls each caller may make in any 60 seconds by default, then 429 with `Retry-After`. The API
 * documents 429 on every environment management route without a number; the one number found is
 * the throttle of its connector, 100 calls per connection per 60 seconds (Learn,
 * connectors/powerplatformadminv2).
 */
export const DEFAULT_POWER_PLATFORM_CALLS_PER_MINUTE = 100;

/** Options of the Power Platform service, from `startEmulator({ powerPlatform })`. */
export interface PowerPlatformOptions {
  /** Milliseconds per step of an operation (2000 by default; 0 ends operations at once). */
  stepMs?: number;
  /** Calls per caller in any 60 seconds before a 429 (100 by default; 0 = no limit). */
  callsPerMinute?: number;
  /**
   * The service's clock in epoch milliseconds (`Date.now` by default): operations, restore windows
   * and backup expiry follow it, so a test can move time forward instead of waiting.
   */
  now?: () => number;
}

/** The timing the service follows; the admin route changes it while the emulator runs. */
export interface PowerPlatformTiming {
  stepMs: number;
  callsPerMinute: number;
}

/** The problem with a timing value as text, or undefined when it is fine. */
export function timingProblem(key: keyof PowerPlatformTiming, value: unknown): string | undefined {
  const ok = typeof value === "number" && Number.isFinite(value) && value >= 0;
  if (key === "callsPerMinute") {
    return ok && Number.isInteger(value)
      ? undefined
      : `${key} must be an integer >= 0, not ${String(value)}.`;
  }
  return ok ? undefined : `${key} must be a number >= 0, not ${String(value)}.`;
}

/** The starting timing from the options; a bad value is a RangeError, so a typo fails at start. */
export function startingTiming(options: PowerPlatformOptions = {}): PowerPlatformTiming {
  const timing = {
    stepMs: options.stepMs ?? DEFAULT_POWER_PLATFORM_STEP_MS,
    callsPerMinute: options.callsPerMinute ?? DEFAULT_POWER_PLATFORM_CALLS_PER_MINUTE,
  };
  for (const key of ["stepMs", "callsPerMinute"] as const) {
    const problem = timingProblem(key, timing[key]);
    if (problem !== undefined) throw new RangeError(`powerPlatform.${problem}`);
  }
  return timing;
}
