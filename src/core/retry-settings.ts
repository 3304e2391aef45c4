/**
 * The retry ladder's bounds as users set them: stack config `bizops:retryMaxAttempts` and
 * `bizops:retryMaxElapsedSeconds`, or the environment `BIZOPS_RETRY_MAX_ATTEMPTS` and
 * `BIZOPS_RETRY_MAX_ELAPSED_SECONDS`. Unset means the defaults of `retry-policy.ts`.
 */
import * as z from "zod";
import { SettingsError } from "./errors";
import type { RetryOptions } from "./retry-policy";
import type { SettingSources } from "./settings";

const BOUNDS = {
  maxAttempts: { config: "bizops:retryMaxAttempts", env: "BIZOPS_RETRY_MAX_ATTEMPTS", scale: 1, max: 20 },
  maxElapsedMs: {
    config: "bizops:retryMaxElapsedSeconds",
    env: "BIZOPS_RETRY_MAX_ELAPSED_SECONDS",
    scale: 1000,
    max: 3600,
  },
} as const;

/** Reads the user's retry bounds; a value that is not a whole number in range names its key. */
export function retryOptionsFrom(sources: SettingSources): Partial<RetryOptions> {
  const options: Partial<RetryOptions> = {};
  for (const [name, where] of Object.entries(BOUNDS) as Array<
    [keyof typeof BOUNDS, (typeof BOUNDS)[keyof typeof BOUNDS]]
  >) {
    const raw = sources.config?.get(where.config) || sources.env?.[where.env];
    if (!raw) continue;
    const parsed = z.coerce.number().int().min(1).max(where.max).safeParse(raw);
    if (!parsed.success) {
      throw new SettingsError(
        `${where.config} (${where.env}) must be a whole number from 1 to ${where.max}, not "${raw}".`,
      );
    }
    options[name] = parsed.data * where.scale;
  }
  return options;
}
