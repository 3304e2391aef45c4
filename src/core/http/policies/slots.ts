/**
 * Holds one of the credential's slots at the service's origin for each attempt in flight
 * (`request-slots.ts`, shared by every client of the process with the same origin and
 * credential). It sits inside the retry policy, so the waits between attempts hold no slot: a
 * request cooling off after a 429 lets the others through.
 */
import type { CredentialHeader } from "../credential-header";
import { sharedRequestSlots, type RequestSlots } from "../request-slots";
import type { Attempt, Exchange } from "../exchange";
import type { HttpPolicy, SendAttempt } from "../policy";

/** The limit (none: the policy passes every attempt straight on) and whose slots they are. */
export interface SlotsConfig {
  maxConcurrentRequests?: number | undefined;
  credential: CredentialHeader;
}

/** Sends each attempt within a slot of the origin and credential. */
export function slotsPolicy({ maxConcurrentRequests: limit, credential }: SlotsConfig): HttpPolicy {
  // Looked up once per origin: the lookup digests a static credential, which each attempt need not repeat.
  let cached: { origin: string; slots: RequestSlots } | undefined;
  return {
    name: "slots",
    send(exchange, next) {
      if (limit === undefined) return next(exchange);
      const { origin } = exchange.url;
      if (cached?.origin !== origin) {
        cached = { origin, slots: sharedRequestSlots(origin, credential.secret, limit) };
      }
      return inSlot(cached.slots, exchange, next);
    },
  };
}

async function inSlot(slots: RequestSlots, exchange: Exchange, next: SendAttempt): Promise<Attempt> {
  const release = await slots.acquire(exchange.request.signal);
  try {
    return await next(exchange);
  } finally {
    release();
  }
}
