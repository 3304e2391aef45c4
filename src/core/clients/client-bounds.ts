/**
 * What a client may spend on one request, as users set it: the retry ladder's bounds and the
 * bounds on what an answer may cost, each from stack config (`bizops:*`) or the environment
 * (`BIZOPS_*`). Unset means the defaults of `retry-ladder.ts` and `http-client.ts`.
 */
import * as z from "zod";
import { SettingsError } from "../errors/errors";
import type { RetryOptions } from "../http/retry-ladder";
import type { SettingSources } from "../settings/settings";

/** Every bound a user may set: its keys, its range, and the unit the client counts it in. */
export const CLIENT_BOUNDS = {
  maxAttempts: { config: "bizops:retryMaxAttempts", env: "BIZOPS_RETRY_MAX_ATTEMPTS", scale: 1, max: 20 },
  maxElapsedMs: {
    config: "bizops:retryMaxElapsedSeconds",
    env: "BIZOPS_RETRY_MAX_ELAPSED_SECONDS",
    scale: 1000,
    max: 3600,
  },
  timeoutMs: {
    config: "bizops:requestTimeoutSeconds",
    env: "BIZOPS_REQUEST_TIMEOUT_SECONDS",
    scale: 1000,
    max: 3600,
  },
  maxResponseBytes: {
    config: "bizops:maxResponseMegabytes",
    env: "BIZOPS_MAX_RESPONSE_MEGABYTES",
    scale: 1024 * 1024,
    max: 1024,
  },
  maxPages: { config: "bizops:maxPages", env: "BIZOPS_MAX_PAGES", scale: 1, max: 1_000_000 },
  recordsMaxConcurrentRequests: {
    config: "bizops:recordsMaxConcurrentRequests",
    env: "BIZOPS_RECORDS_MAX_CONCURRENT_REQUESTS",
    scale: 1,
    max: 100,
  },
} as const;

/** The bounds a user set; a bound left unset is absent. */
export interface ClientBounds {
  retry: Partial<Pick<RetryOptions, "maxAttempts" | "maxElapsedMs">>;
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxPages?: number;
  /** Records requests in flight at once per credential, in the whole process. */
  recordsMaxConcurrentRequests?: number;
}

/** Reads the user's bounds; a value that is not a whole number in range names its key. */
export function clientBoundsFrom(sources: SettingSources): ClientBounds {
  const bounds: ClientBounds = { retry: {} };
  for (const [name, where] of Object.entries(CLIENT_BOUNDS) as Array<
    [keyof typeof CLIENT_BOUNDS, (typeof CLIENT_BOUNDS)[keyof typeof CLIENT_BOUNDS]]
  >) {
    const raw = sources.config?.get(where.config) || sources.env?.[where.env];
    if (!raw) continue;
    const parsed = z.coerce.number().int().min(1).max(where.max).safeParse(raw);
    if (!parsed.success) {
      throw new SettingsError(
        `${where.config} (${where.env}) must be a whole number from 1 to ${where.max}, not "${raw}".`,
      );
    }
    const value = parsed.data * where.scale;
    if (name === "maxAttempts" || name === "maxElapsedMs") bounds.retry[name] = value;
    else bounds[name] = value;
  }
  return bounds;
}
