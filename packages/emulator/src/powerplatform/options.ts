/**
 * What the Power Platform service adds to the emulator: its member of `startEmulator`'s options,
 * its credential and its flags of `bizops-emulator`.
 */
import type { OptionFlag, TokenDeclaration } from "../service";
import type { PowerPlatformOptions } from "./timing";

/** The Power Platform service's member of `startEmulator`'s options. */
export interface PowerPlatformStartOptions {
  /**
   * Timing of the Power Platform service: operation step length, calls per caller per minute, and
   * its clock (`/_admin/powerplatform/timing` changes the first two).
   */
  powerPlatform?: PowerPlatformOptions;
}

/** The Power Platform service's credential in `startEmulator({ tokens })`. */
export interface PowerPlatformTokens {
  /** Bearer token of the Power Platform API. */
  readonly powerPlatform: string;
}

/** The Power Platform service's credential: its default and its flag. */
export const POWER_PLATFORM_TOKENS: { readonly [K in keyof PowerPlatformTokens]: TokenDeclaration } = {
  powerPlatform: {
    default: "emulator-powerplatform-token",
    flag: {
      name: "powerplatform-token",
      placeholder: "TOKEN",
      help: "bearer token of the Power Platform API",
      env: "BIZOPS_EMULATOR_POWERPLATFORM_TOKEN",
    },
  },
};

/** The Power Platform service's flags of `bizops-emulator`. */
export const POWER_PLATFORM_FLAGS: readonly OptionFlag<PowerPlatformStartOptions>[] = [
  {
    name: "powerplatform-step-ms",
    placeholder: "N",
    help: "milliseconds per step of a copy or restore: Queued, Validate, Prepare, Run, Finalize, then the outcome (default 2000)",
    env: "BIZOPS_EMULATOR_POWERPLATFORM_STEP_MS",
    reads: "count",
    set: (options, stepMs) => {
      options.powerPlatform = { ...options.powerPlatform, stepMs };
    },
  },
  {
    name: "powerplatform-calls-per-minute",
    placeholder: "N",
    help: "calls each caller may make to the Power Platform API in any 60 seconds before a 429 (default 100; 0 = no limit)",
    env: "BIZOPS_EMULATOR_POWERPLATFORM_CALLS_PER_MINUTE",
    reads: "count",
    set: (options, callsPerMinute) => {
      options.powerPlatform = { ...options.powerPlatform, callsPerMinute };
    },
  },
];
