import {
  EMULATOR_DEFAULT_TOKENS,
  POWER_PLATFORM_API_VERSION,
  SEED_POWER_PLATFORM_ENVIRONMENTS,
  type Emulator,
  type EmulatorOptions,
} from "pulumi-bizops-emulator";
import { admin, call, useEmulator, type Json, type Reply } from "../../support/emulator-client";

/** The seeded environments' ids by name. */
export const ENV = SEED_POWER_PLATFORM_ENVIRONMENTS;

/** A clock the tests move by hand; the service reads it through its `now` option. */
export class HandClock {
  at = Date.parse("2026-12-07T08:00:00.000Z");
  advance(ms: number): void {
    this.at += ms;
  }
}

/** The emulator for a test file, with the Power Platform service on `clock` and one-second steps. */
export function usePowerPlatform(clock: HandClock, options: EmulatorOptions = {}): Emulator {
  return useEmulator({
    ...options,
    powerPlatform: { stepMs: 1000, now: () => clock.at, ...options.powerPlatform },
  });
}

/** A path of the service with the api-version added. */
function ppPath(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}api-version=${POWER_PLATFORM_API_VERSION}`;
}

/** Calls the service with its static token (or `token`). */
export function pp(
  emulator: Emulator,
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<Reply> {
  return call(method, `${emulator.url}${ppPath(path)}`, {
    token: token === undefined ? EMULATOR_DEFAULT_TOKENS.powerPlatform : token,
    ...(body === undefined ? {} : { body }),
  });
}

/** Calls a Power Platform admin route. */
export function ppAdmin(emulator: Emulator, method: string, route: string, body?: unknown): Promise<Reply> {
  return admin(emulator, method, `powerplatform/${route}`, body);
}

/** Starts a copy of `source` into `target`, with `extra` in the body and `query` on the path. */
export function startCopy(
  emulator: Emulator,
  source: string,
  target: string,
  extra: Json = {},
  query = "",
): Promise<Reply> {
  const body = { sourceEnvironmentId: source, copyType: "Full", ...extra };
  return pp(emulator, "POST", `/environmentmanagement/environments/${target}/copy${query}`, body);
}

/** Follows the operation URL of a 202 (its path on the emulator). */
export function follow(emulator: Emulator, accepted: Reply): Promise<Reply> {
  const location = accepted.headers.get("location") ?? "";
  const url = new URL(location);
  return call("GET", `${emulator.url}${url.pathname}${url.search}`, {
    token: EMULATOR_DEFAULT_TOKENS.powerPlatform,
  });
}

/** The `fieldErrors` of a ValidationResponse. */
export function fieldErrorsOf(
  reply: Reply,
): Record<string, { errorMessages: string[]; suggestedValue: string | null }> {
  return (
    reply.body.errorDetail as {
      fieldErrors: Record<string, { errorMessages: string[]; suggestedValue: string | null }>;
    }
  ).fieldErrors;
}
