import {
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_OPTIONS,
  isThrottleStatus,
  parseRetryAfter,
  worthRetrying,
  type RetryContext,
} from "../../../../src/core/http/retry-ladder";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const ctx = (over: Partial<RetryContext> = {}): RetryContext => ({
  attempt: 1,
  elapsedMs: 0,
  nowMs: NOW,
  idempotent: true,
  random: 0.5,
  ...over,
});

describe("decideRetry", () => {
  it("retries a 429 after Retry-After given in seconds", () => {
    expect(decideRetry({ kind: "response", status: 429, retryAfter: "3" }, ctx())).toEqual({
      retry: true,
      delayMs: 3000,
    });
  });

  it("waits throttledDelayMs after a 429 without Retry-After, when set", () => {
    const options = { ...DEFAULT_RETRY_OPTIONS, throttledDelayMs: 60_000, maxElapsedMs: 300_000 };
    expect(decideRetry({ kind: "response", status: 429 }, ctx(), options)).toEqual({
      retry: true,
      delayMs: 60_000,
    });
    // Other statuses keep their backoff.
    expect(decideRetry({ kind: "response", status: 503 }, ctx(), options)).toEqual({
      retry: true,
      delayMs: 188,
    });
  });

  it("retries a 429 after Retry-After given as an HTTP date", () => {
    const date = new Date(NOW + 5000).toUTCString();
    expect(decideRetry({ kind: "response", status: 429, retryAfter: date }, ctx())).toEqual({
      retry: true,
      delayMs: 5000,
    });
  });

  it("retries a 429 even for a request that is not idempotent", () => {
    expect(decideRetry({ kind: "response", status: 429 }, ctx({ idempotent: false })).retry).toBe(true);
  });

  it.each([502, 503, 504])("retries %i with backoff for an idempotent request", (status) => {
    // Attempt 2: a step of 2 × 250 ms, half fixed and half jittered (random 0.5) = 375 ms.
    const decision = decideRetry({ kind: "response", status }, ctx({ attempt: 2 }));
    expect(decision).toEqual({ retry: true, delayMs: 375 });
  });

  it.each([500, 502, 503, 504])("never repeats a non-idempotent request after %i", (status) => {
    expect(decideRetry({ kind: "response", status }, ctx({ idempotent: false })).retry).toBe(false);
  });

  it("retries a dropped connection only when idempotent", () => {
    expect(decideRetry({ kind: "network-error" }, ctx()).retry).toBe(true);
    expect(decideRetry({ kind: "network-error" }, ctx({ idempotent: false })).retry).toBe(false);
  });

  it("retries a connection that was never made, even for a request that is not safe to repeat", () => {
    expect(decideRetry({ kind: "not-connected" }, ctx()).retry).toBe(true);
    expect(decideRetry({ kind: "not-connected" }, ctx({ idempotent: false })).retry).toBe(true);
  });

  it("repeats a read after a 500, as after a 503", () => {
    expect(decideRetry({ kind: "response", status: 500 }, ctx()).retry).toBe(true);
  });

  it.each([400, 401, 404, 409, 412])("does not retry %i", (status) => {
    expect(decideRetry({ kind: "response", status }, ctx()).retry).toBe(false);
  });

  it("stops after the last allowed attempt", () => {
    const decision = decideRetry(
      { kind: "response", status: 503 },
      ctx({ attempt: DEFAULT_RETRY_OPTIONS.maxAttempts }),
    );
    expect(decision).toEqual({
      retry: false,
      reason: `gave up after ${DEFAULT_RETRY_OPTIONS.maxAttempts} attempts`,
    });
  });

  it("gives up at once when Retry-After would overrun the time budget", () => {
    const decision = decideRetry({ kind: "response", status: 429, retryAfter: "600" }, ctx());
    expect(decision.retry).toBe(false);
    expect(decision.retry === false && decision.reason).toMatch(/600s/);
  });

  it("cools off after a 429 without Retry-After for seconds, growing to a minute, jittered", () => {
    const throttle = { kind: "response", status: 429 } as const;
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => {
      const decision = decideRetry(throttle, ctx({ attempt: n, throttled: n, random: 1 }));
      return decision.retry ? decision.delayMs : undefined;
    });
    expect(delays).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    // Half of each step is jittered, so processes sharing an identity do not come back in step.
    const low = decideRetry(throttle, ctx({ attempt: 3, throttled: 3, random: 0 }));
    expect(low).toEqual({ retry: true, delayMs: 4000 });
  });

  it("waits out throttling by time alone, past the attempts that bound faults", () => {
    const decision = decideRetry(
      { kind: "response", status: 429 },
      ctx({ attempt: 12, throttled: 12, elapsedMs: 100_000 }),
    );
    expect(decision.retry).toBe(true);
    // A fault after the throttling still has its own attempts.
    expect(decideRetry({ kind: "response", status: 503 }, ctx({ attempt: 13, throttled: 12 })).retry).toBe(
      true,
    );
  });

  it("stops waiting out throttling when the cool-off would end past the time budget", () => {
    const decision = decideRetry(
      { kind: "response", status: 429 },
      ctx({ attempt: 9, throttled: 9, elapsedMs: DEFAULT_RETRY_OPTIONS.maxElapsedMs - 1000 }),
    );
    expect(decision).toEqual({
      retry: false,
      reason: "the next retry would end past the retry time budget of 330s",
    });
  });

  it("retries a 408 (retry in a few minutes) with the cool-off, only when idempotent", () => {
    expect(decideRetry({ kind: "response", status: 408 }, ctx({ throttled: 1 }))).toEqual({
      retry: true,
      delayMs: 1500,
    });
    expect(decideRetry({ kind: "response", status: 408 }, ctx({ idempotent: false })).retry).toBe(false);
  });

  it("honours configurable attempts and budget", () => {
    const options = { ...DEFAULT_RETRY_OPTIONS, maxAttempts: 10, maxElapsedMs: 600_000 };
    expect(
      decideRetry({ kind: "response", status: 429, retryAfter: "300" }, ctx({ attempt: 7 }), options),
    ).toEqual({
      retry: true,
      delayMs: 300_000,
    });
  });
});

describe("the one list of retryable statuses", () => {
  it.each([408, 429, 500, 502, 503, 504])(
    "holds %i: an error that it ends says why retrying stopped",
    (status) => {
      expect(worthRetrying({ kind: "response", status })).toBe(true);
    },
  );

  it.each([400, 401, 404, 409, 412, 501])("does not hold %i", (status) => {
    expect(worthRetrying({ kind: "response", status })).toBe(false);
    expect(decideRetry({ kind: "response", status }, ctx())).toEqual({
      retry: false,
      reason: `HTTP ${status} is not retryable`,
    });
  });

  it("counts 429 and 408 as throttling, the faults not", () => {
    expect([408, 429, 500, 503].map(isThrottleStatus)).toEqual([true, true, false, false]);
  });

  it("retries lost answers and connections never made, never an answer past the size bound", () => {
    expect(worthRetrying({ kind: "network-error" })).toBe(true);
    expect(worthRetrying({ kind: "not-connected" })).toBe(true);
    expect(worthRetrying({ kind: "too-large" })).toBe(false);
    expect(decideRetry({ kind: "too-large" }, ctx())).toEqual({
      retry: false,
      reason: "an answer past the size bound is not asked for again",
    });
  });

  it("says a request was not safe to repeat when that stops it", () => {
    expect(decideRetry({ kind: "network-error" }, ctx({ idempotent: false }))).toEqual({
      retry: false,
      reason: "the answer was lost and the request is not safe to repeat",
    });
  });

  it("says how many throttled answers stopped a service that never stops throttling", () => {
    expect(
      decideRetry({ kind: "response", status: 429, retryAfter: "0" }, ctx({ attempt: 52, throttled: 50 })),
    ).toEqual({
      retry: false,
      reason: "gave up after 52 attempts, 50 of them throttled",
    });
  });
});

describe("backoffDelay", () => {
  it("doubles per attempt, keeps half fixed and caps at maxDelayMs", () => {
    const options = { ...DEFAULT_RETRY_OPTIONS, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, 0, options)).toBe(50);
    expect(backoffDelay(1, 0.999, options)).toBe(100);
    expect(backoffDelay(3, 0, options)).toBe(200);
    expect(backoffDelay(10, 1, options)).toBe(1000);
  });
});

describe("parseRetryAfter", () => {
  it("reads delta-seconds, HTTP dates, and ignores garbage", () => {
    expect(parseRetryAfter("0", NOW)).toBe(0);
    expect(parseRetryAfter(" 120 ", NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW - 10_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter("soon", NOW)).toBeUndefined();
    expect(parseRetryAfter("1.5", NOW)).toBeUndefined();
    expect(parseRetryAfter("-1", NOW)).toBeUndefined();
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
  });
});
