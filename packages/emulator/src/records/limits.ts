/**
 * The per-user limits of Business Central online (dev-itpro/administration/operational-limits-online.md):
 * a few requests processed at once, more queued behind them, a sliding window of requests, and a
 * 429 without `Retry-After` beyond any of them. Each caller identity has its own slots, queue and
 * window. Off unless the emulator is started with limits.
 */
import { setTimeout as delay } from "node:timers/promises";
import { seededRandom } from "../faults";
import { sendEmpty, sendJson } from "../http-helpers";
import { adminRouteErrors, pickRoute, type RouteTable } from "../route-table";
import { ServiceError, type AdminRoutes, type Exchange } from "../service";

/** The limits of one caller identity; every member has a default ({@link BUSINESS_CENTRAL_LIMITS}). */
export interface LimitsOptions {
  /** Requests processed at once. */
  concurrency?: number;
  /** Requests waiting for a slot; one more is refused. */
  queue?: number;
  /** Length of the sliding window, in milliseconds. */
  windowMs?: number;
  /** Requests accepted within one window; one more is refused until the oldest leaves the window. */
  windowBudget?: number;
  /** Shortest time a request takes, in milliseconds, while it holds its slot. */
  minLatencyMs?: number;
  /** Longest time a request takes, in milliseconds. */
  maxLatencyMs?: number;
  /** Seed of the latencies, to play a run again. */
  seed?: number;
}

/** The service's own figures: 5 at once, 95 queued, 6,000 requests in 5 minutes, 50 to 150 ms each. */
export const BUSINESS_CENTRAL_LIMITS: Readonly<Required<Omit<LimitsOptions, "seed">>> = Object.freeze({
  concurrency: 5,
  queue: 95,
  windowMs: 5 * 60_000,
  windowBudget: 6000,
  minLatencyMs: 50,
  maxLatencyMs: 150,
});

/** The names `--limits` takes. */
export const LIMITS_PRESETS: Readonly<Record<string, LimitsOptions>> = Object.freeze({
  "business-central": BUSINESS_CENTRAL_LIMITS,
});

/** What the limits did since they were last counted from zero (`GET /_admin/limits`). */
export interface LimitsCounts {
  /** Requests accepted: each held a slot and took its processing time. */
  readonly accepted: number;
  /** Requests answered 429: the window spent or the queue full. */
  readonly refused: number;
  /** The median processing time of the accepted requests, in milliseconds (0 when none). */
  readonly medianLatencyMs: number;
}

/** Gives back a request's slot. */
export type Release = () => void;

interface CallerState {
  running: number;
  readonly waiting: Array<() => void>;
  /** Arrival times of the requests accepted within the window, oldest first. */
  readonly accepted: number[];
}

/** Refuses options that are not whole numbers in range (a `RangeError`). */
export function checkLimits(options: LimitsOptions): void {
  const settings = { ...BUSINESS_CENTRAL_LIMITS, ...options };
  for (const name of ["concurrency", "windowMs", "windowBudget"] as const) {
    if (!Number.isInteger(settings[name]) || settings[name] < 1) {
      throw new RangeError(`limits.${name} must be a whole number from 1 on, not ${settings[name]}.`);
    }
  }
  for (const name of ["queue", "minLatencyMs", "maxLatencyMs"] as const) {
    if (!Number.isInteger(settings[name]) || settings[name] < 0) {
      throw new RangeError(`limits.${name} must be a whole number from 0 on, not ${settings[name]}.`);
    }
  }
  if (settings.minLatencyMs > settings.maxLatencyMs) {
    throw new RangeError("limits.minLatencyMs must not be above limits.maxLatencyMs.");
  }
}

/** The 429 of a request beyond the limits: the service sends no `Retry-After`. */
function tooManyRequests(message: string): ServiceError {
  return new ServiceError(429, "Application_TooManyRequests", message);
}

/** Slots, queue and window per caller identity. */
export class RequestLimits {
  private readonly settings: Required<Omit<LimitsOptions, "seed">>;
  private readonly callers = new Map<string, CallerState>();
  private readonly random: () => number;
  private refused = 0;
  /** How many accepted requests took each whole number of milliseconds: bounded by the latency range. */
  private latencies = new Map<number, number>();

  /**
   * @param options - the limits; a member left out takes the service's figure.
   * @param now - the clock of the window (milliseconds), injectable for tests.
   */
  constructor(
    options: LimitsOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    checkLimits(options);
    this.settings = { ...BUSINESS_CENTRAL_LIMITS, ...options };
    this.random = seededRandom(options.seed ?? 1);
  }

  /**
   * Admits one request of `caller`: resolves with its release once it holds a slot, or throws the
   * 429 when the window is spent or the queue full. The request is counted in the window when it
   * is accepted (a refused one is not).
   */
  async admit(caller: string): Promise<Release> {
    const state = this.stateOf(caller);
    const now = this.now();
    const { windowMs, windowBudget, concurrency, queue } = this.settings;
    while (state.accepted.length > 0 && state.accepted[0]! <= now - windowMs) state.accepted.shift();
    if (state.accepted.length >= windowBudget) {
      this.refused += 1;
      throw tooManyRequests(
        `Too many requests: at most ${windowBudget} in ${windowMs / 1000} seconds per user.`,
      );
    }
    if (state.running >= concurrency && state.waiting.length >= queue) {
      this.refused += 1;
      throw tooManyRequests(
        `Too many requests: ${concurrency} are processed at once and ${queue} wait; try again later.`,
      );
    }
    state.accepted.push(now);
    if (state.running < concurrency) state.running += 1;
    // The releaser hands its slot straight to the first waiter, so the count stays as it is.
    else await new Promise<void>((resolve) => state.waiting.push(resolve));
    return this.releaser(caller, state);
  }

  /** Waits the request's seeded processing time. */
  async process(): Promise<void> {
    const { minLatencyMs, maxLatencyMs } = this.settings;
    const ms = minLatencyMs + Math.floor(this.random() * (maxLatencyMs - minLatencyMs + 1));
    this.latencies.set(ms, (this.latencies.get(ms) ?? 0) + 1);
    if (ms > 0) await delay(ms);
  }

  /** The counts since the last {@link RequestLimits.resetCounts}, every caller together. */
  counts(): LimitsCounts {
    const sorted = [...this.latencies.entries()].sort(([a], [b]) => a - b);
    const accepted = sorted.reduce((sum, [, count]) => sum + count, 0);
    let medianLatencyMs = 0;
    let seen = 0;
    for (const [ms, count] of sorted) {
      seen += count;
      if (seen * 2 >= accepted) {
        medianLatencyMs = ms;
        break;
      }
    }
    return { accepted, refused: this.refused, medianLatencyMs };
  }

  /** Counts from zero again; the windows stay as they are. */
  resetCounts(): void {
    this.refused = 0;
    this.latencies = new Map();
  }

  /** Forgets every caller's window (slots in use stay theirs until released). */
  reset(): void {
    for (const state of this.callers.values()) state.accepted.length = 0;
  }

  private stateOf(caller: string): CallerState {
    let state = this.callers.get(caller);
    if (state === undefined) {
      state = { running: 0, waiting: [], accepted: [] };
      this.callers.set(caller, state);
    }
    return state;
  }

  private releaser(caller: string, state: CallerState): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next !== undefined) {
        next();
        return;
      }
      state.running -= 1;
      // A caller with nothing running, waiting or in its window holds no memory.
      if (state.running === 0 && state.accepted.length === 0) this.callers.delete(caller);
    };
  }
}

const ERRORS = adminRouteErrors("admin route");

const NO_LIMITS: LimitsCounts = Object.freeze({ accepted: 0, refused: 0, medianLatencyMs: 0 });

type LimitsHandler = (exchange: Exchange, limits: RequestLimits | undefined) => Promise<void>;

const LIMITS_ROUTES: RouteTable<LimitsHandler> = {
  limits: {
    GET: async ({ res }, limits) => sendJson(res, 200, limits?.counts() ?? NO_LIMITS),
    DELETE: async ({ res }, limits) => {
      limits?.resetCounts();
      sendEmpty(res, 204);
    },
  },
};

const LIMITS_PATH = /^\/_admin\/limits\/?$/;

/**
 * A service's admin routes with `GET /_admin/limits` added: what the limits did
 * ({@link LimitsCounts}, all zero without limits), so a benchmark can tell the 429s a run met and
 * the service's own bound; `DELETE` counts from zero.
 */
export function withLimitsRoutes(admin: AdminRoutes, limits: RequestLimits | undefined): AdminRoutes {
  return {
    owns: (pathname) => LIMITS_PATH.test(pathname) || admin.owns(pathname),
    handle: async (exchange) => {
      if (!LIMITS_PATH.test(exchange.url.pathname)) return admin.handle(exchange);
      await pickRoute(LIMITS_ROUTES, "limits", exchange.method, ERRORS)(exchange, limits);
    },
  };
}
