import { retryPolicy } from "../../../../../src/core/http/policies/retry";
import { DEFAULT_RETRY_OPTIONS } from "../../../../../src/core/http/retry-ladder";
import { FakeClock } from "../../../../support/fake-clock";
import { answer, exchange, failed, scriptedNext } from "../support/exchanges";

let clock: FakeClock;
const policy = () => retryPolicy({ retry: DEFAULT_RETRY_OPTIONS, clock, random: () => 0.5 });
beforeEach(() => (clock = new FakeClock()));

describe("the retry policy", () => {
  it("ends at the first 2xx answer, without a wait", async () => {
    const next = scriptedNext(answer(200));
    await expect(policy().send(exchange(), next)).resolves.toMatchObject({ response: { status: 200 } });
    expect(next.seen).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("asks again after a 503 on a read, after the ladder's wait, telling the caller of it", async () => {
    const waits: unknown[] = [];
    const ex = exchange({ onRetry: (wait) => waits.push(wait) });
    const next = scriptedNext(answer(503), answer(200));
    await expect(policy().send(ex, next)).resolves.toMatchObject({ response: { status: 200 } });
    expect(clock.sleeps).toEqual([188]);
    expect(waits).toEqual([{ operation: "test.get", attempt: 1, delayMs: 188, status: 503 }]);
  });

  it("hands up the last attempt when the ladder stops, recording the attempts and why", async () => {
    const ex = exchange({ method: "POST", idempotent: false });
    const next = scriptedNext(answer(503));
    await expect(policy().send(ex, next)).resolves.toMatchObject({ response: { status: 503 } });
    expect(next.seen).toHaveLength(1);
    expect(ex).toMatchObject({ attempts: 1, stopped: "HTTP 503 on a request that is not safe to repeat" });
  });

  it("waits out a 408 on a read until the time budget, and says so", async () => {
    const ex = exchange({ retry: { maxElapsedMs: 5000 } });
    const next = scriptedNext(answer(408));
    await policy().send(ex, next);
    // Cool-offs of 1.5 s and 3 s; the next, 6 s, would end past the 5 s budget.
    expect(clock.sleeps).toEqual([1500, 3000]);
    expect(ex).toMatchObject({
      attempts: 3,
      stopped: "the next retry would end past the retry time budget of 5s",
    });
  });

  it("keeps the client's bound when a request's override leaves it undefined", async () => {
    const ex = exchange({ retry: { maxAttempts: undefined } });
    await policy().send(ex, scriptedNext(failed("network-error")));
    expect(ex).toMatchObject({ attempts: 4, stopped: "gave up after 4 attempts" });
  });

  it("never asks again for an answer past the size bound", async () => {
    const ex = exchange();
    const next = scriptedNext(failed("too-large"));
    await policy().send(ex, next);
    expect(next.seen).toHaveLength(1);
    expect(ex.stopped).toBe("an answer past the size bound is not asked for again");
  });

  it("asks again for a create that never reached the service", async () => {
    const ex = exchange({ method: "POST", idempotent: false });
    const next = scriptedNext(failed("not-connected"), answer(201));
    await expect(policy().send(ex, next)).resolves.toMatchObject({ response: { status: 201 } });
    expect(next.seen).toHaveLength(2);
  });

  it("sends nothing more once the caller aborts", async () => {
    const abort = new AbortController();
    const ex = exchange({ signal: abort.signal });
    const next = scriptedNext(answer(503));
    const sleep = clock.sleep.bind(clock);
    clock.sleep = async (ms) => {
      abort.abort(new Error("stopped"));
      return sleep(ms);
    };
    await expect(policy().send(ex, next)).rejects.toThrow("stopped");
    expect(next.seen).toHaveLength(1);
  });
});
