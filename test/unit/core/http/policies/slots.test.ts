import type { Attempt, Exchange } from "../../../../../src/core/http/exchange";
import { slotsPolicy } from "../../../../../src/core/http/policies/slots";
import { answer, exchange, scriptedNext } from "../support/exchanges";

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let tokens = 0;
/** A credential no other test uses, so each test has slots of its own. */
const credential = () => ({ header: "authorization", secret: `slots-policy-token-${++tokens}` });

/** A `next` whose attempts each wait until the test lets them answer. */
function heldNext() {
  const held: Array<() => void> = [];
  const next = (_ex: Exchange) => new Promise<Attempt>((resolve) => held.push(() => resolve(answer(200))));
  return { next, held };
}

describe("the slots policy", () => {
  it("passes each attempt straight on when no limit is set", () => {
    const pending = Promise.resolve(answer(200));
    const policy = slotsPolicy({ credential: credential() });
    expect(policy.send(exchange(), () => pending)).toBe(pending);
  });

  it("lets the limit's worth of attempts through at once, the others in the order they asked", async () => {
    const policy = slotsPolicy({ credential: credential(), maxConcurrentRequests: 1 });
    const { next, held } = heldNext();
    const first = policy.send(exchange(), next);
    const second = policy.send(exchange(), next);
    await settle();
    expect(held).toHaveLength(1);
    held[0]!();
    await first;
    await settle();
    expect(held).toHaveLength(2);
    held[1]!();
    await expect(second).resolves.toMatchObject({ response: { status: 200 } });
  });

  it("shares the slots with every policy of the same origin and credential", async () => {
    const shared = credential();
    const one = slotsPolicy({ credential: shared, maxConcurrentRequests: 1 });
    const other = slotsPolicy({ credential: shared, maxConcurrentRequests: 1 });
    const { next, held } = heldNext();
    const first = one.send(exchange(), next);
    const second = other.send(exchange(), next);
    await settle();
    expect(held).toHaveLength(1);
    held[0]!();
    await first;
    await settle();
    held[1]!();
    await second;
  });

  it("gives the slot back when the attempt throws", async () => {
    const policy = slotsPolicy({ credential: credential(), maxConcurrentRequests: 1 });
    await expect(policy.send(exchange(), () => Promise.reject(new Error("no token")))).rejects.toThrow(
      "no token",
    );
    await expect(policy.send(exchange(), scriptedNext(answer(200)))).resolves.toMatchObject({
      response: { status: 200 },
    });
  });
});
