/**
 * How many requests one credential has at a service at once. A service such as Business Central
 * processes a few requests per user at a time and refuses beyond a short queue, whichever stack,
 * resource or read they come from; so the slots are shared by the whole provider process, one set
 * per service origin and credential (the same static token, or the same Entra ID identity and scope).
 *
 * The rule: requests take slots in the order they asked, reads and writes alike, from one queue.
 * A listing asks again for each page, behind whatever asked meanwhile, so a write is never
 * overtaken by a listing's later pages, and a listing still makes progress between writes.
 */
import { createHash } from "node:crypto";
import type { TokenSource } from "../identity/token-source";

/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (reason: unknown) => void;
}

/** A first-come, first-served counting semaphore. */
export class RequestSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  /** @param limit - requests at once, from 1 on. */
  constructor(private limitValue: number) {
    if (!Number.isInteger(limitValue) || limitValue < 1) {
      throw new RangeError(`a concurrency limit must be a whole number from 1 on, not ${limitValue}`);
    }
  }

  /** Requests at once. */
  get limit(): number {
    return this.limitValue;
  }

  /** Requests waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Lowers the limit to `limit` when that is lower; slots already taken are kept until released. */
  lowerTo(limit: number): void {
    if (limit >= 1 && limit < this.limitValue) this.limitValue = limit;
  }

  /**
   * Resolves with a slot once one is free and every earlier asker has had theirs; rejects with the
   * signal's reason when `signal` aborts first (the place in the queue is given up).
   */
  async acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    signal?.throwIfAborted();
    if (this.running < this.limitValue && this.waiting.length === 0) {
      this.running += 1;
      return this.releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
        reject,
      };
      const onAbort = (): void => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(waiter);
    });
    return this.releaser();
  }

  private releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.wake();
    };
  }

  /** Hands free slots to the waiters in order; the count moves with each slot handed. */
  private wake(): void {
    while (this.running < this.limitValue && this.waiting.length > 0) {
      this.running += 1;
      this.waiting.shift()!.resolve();
    }
  }
}

// One set of slots per origin and credential for the whole process.
const registry = new Map<string, RequestSlots>();
const sourceIds = new WeakMap<TokenSource, number>();
let nextSourceId = 1;

/**
 * The process's slots for `origin` and `credential`, made with `limit` the first time. When
 * clients of the same credential ask for different limits, the lowest holds for all of them: the
 * service's limit is per user, whatever each resource was told.
 */
export function sharedRequestSlots(
  origin: string,
  credential: string | TokenSource,
  limit: number,
): RequestSlots {
  const key = `${origin} ${credentialKey(credential)}`;
  let slots = registry.get(key);
  if (slots === undefined) {
    slots = new RequestSlots(limit);
    registry.set(key, slots);
  } else {
    slots.lowerTo(limit);
  }
  return slots;
}

// A static credential is known by its digest (the registry never holds a secret); a token source
// by the object, which the process shares per identity and scope (`sharedTokenSource`).
function credentialKey(credential: string | TokenSource): string {
  if (typeof credential === "string") {
    return `static:${createHash("sha256").update(credential, "utf8").digest("hex")}`;
  }
  let id = sourceIds.get(credential);
  if (id === undefined) {
    id = nextSourceId++;
    sourceIds.set(credential, id);
  }
  return `identity:${id}`;
}
