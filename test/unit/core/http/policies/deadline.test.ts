import type { Attempt, Exchange } from "../../../../../src/core/http/exchange";
import { deadlinePolicy } from "../../../../../src/core/http/policies/deadline";
import { answer, exchange, failed } from "../support/exchanges";

/** A `next` that fails as a dropped answer only once the attempt's signal aborts. */
const stuck = (ex: Exchange) =>
  new Promise<Attempt>((resolve) =>
    ex.signal!.addEventListener("abort", () => resolve(failed("network-error"))),
  );

describe("the deadline policy", () => {
  it("ends an attempt without a complete answer at the deadline, marked as timed out", async () => {
    const attempt = await deadlinePolicy({ timeoutMs: 20 }).send(exchange(), stuck);
    expect(attempt).toMatchObject({ kind: "failed", outcome: { kind: "network-error" }, timedOut: true });
  });

  it("does not mark an attempt that failed before the deadline", async () => {
    const attempt = await deadlinePolicy({ timeoutMs: 60_000 }).send(exchange(), () =>
      Promise.resolve(failed("network-error")),
    );
    expect(attempt).toMatchObject({ timedOut: false });
  });

  it("joins the caller's signal to the attempt's, and clears its timer once answered", async () => {
    const caller = new AbortController();
    const ex = exchange({ signal: caller.signal });
    const policy = deadlinePolicy({ timeoutMs: 60_000 });
    await expect(policy.send(ex, () => Promise.resolve(answer(200)))).resolves.toMatchObject({
      response: { status: 200 },
    });
    expect(ex.signal!.aborted).toBe(false);
    caller.abort();
    expect(ex.signal!.aborted).toBe(true);
  });
});
