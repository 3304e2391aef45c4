/**
 * What the lifecycle service adds to the emulator: its members of `startEmulator`'s options, its
 * credential and its flags of `bizops-emulator`.
 */
import { NAMING_FLAG, type NamingStartOptions, type OptionFlag, type TokenDeclaration } from "../service";
import type { LifecycleOptions } from "./timing";

/**
 * The lifecycle service's members of `startEmulator`'s options: its timing, and the naming it shares
 * with the data share and language services.
 */
export interface LifecycleStartOptions extends NamingStartOptions {
  /**
   * Timing of the lifecycle service: status step length, certificate window, per-day operation limit,
   * and its clock (`/_admin/lifecycle/timing` and `/_admin/lifecycle/daily-limit` change them too).
   */
  lifecycle?: LifecycleOptions;
}

/** The lifecycle service's credential in `startEmulator({ tokens })`. */
export interface LifecycleTokens {
  /** Bearer token of the lifecycle (environment operations) service. */
  readonly lifecycle: string;
}

/** The lifecycle service's credential: its default and its flag. */
export const LIFECYCLE_TOKENS: { readonly [K in keyof LifecycleTokens]: TokenDeclaration } = {
  lifecycle: {
    default: "emulator-lifecycle-token",
    flag: {
      name: "lifecycle-token",
      placeholder: "TOKEN",
      help: "bearer token of the lifecycle service",
      env: "BIZOPS_EMULATOR_LIFECYCLE_TOKEN",
    },
  },
};

/** The lifecycle service's flags of `bizops-emulator`: the naming it shares, and its timing. */
export const LIFECYCLE_FLAGS: readonly OptionFlag<LifecycleStartOptions>[] = [
  NAMING_FLAG,
  {
    name: "lifecycle-step-ms",
    placeholder: "N",
    help: "milliseconds per status step of a refresh or export: NotStarted, InProgress, then the outcome (default 5000)",
    env: "BIZOPS_EMULATOR_LIFECYCLE_STEP_MS",
    reads: "count",
    set: (options, stepMs) => {
      options.lifecycle = { ...options.lifecycle, stepMs };
    },
  },
  {
    name: "certificate-window-seconds",
    placeholder: "N",
    help: "seconds between two certificate fetches of an environment (default 60; 0 = no limit)",
    env: "BIZOPS_EMULATOR_CERTIFICATE_WINDOW_SECONDS",
    reads: "count",
    set: (options, certificateWindowSeconds) => {
      options.lifecycle = { ...options.lifecycle, certificateWindowSeconds };
    },
  },
];
