import { Readable } from "node:stream";
import type { BodyStream } from "../../../../../src/core/http/exchange";
import { sizeCapPolicy } from "../../../../../src/core/http/policies/size-cap";
import { answer, exchange, failed } from "../support/exchanges";

/** An answer whose body streams in as `chunks`, then fails with `error` when given. */
function streaming(chunks: string[], error?: Error) {
  const attempt = answer(200);
  const stream = Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
      if (error) throw error;
    })(),
  );
  attempt.stream = stream as unknown as BodyStream;
  return { attempt, stream };
}

const policy = sizeCapPolicy({ maxResponseBytes: 16 });

describe("the size cap policy", () => {
  it("reads a JSON body within the bound into the answer", async () => {
    const { attempt } = streaming(['{"a":', "1}"]);
    await expect(policy.send(exchange(), () => Promise.resolve(attempt))).resolves.toMatchObject({
      response: { body: { a: 1 } },
      stream: undefined,
    });
  });

  it("keeps a body that is not JSON as text, and an empty one as nothing", async () => {
    const text = streaming(["not json"]).attempt;
    await expect(policy.send(exchange(), () => Promise.resolve(text))).resolves.toMatchObject({
      response: { body: "not json" },
    });
    const empty = streaming([]).attempt;
    const read = await policy.send(exchange(), () => Promise.resolve(empty));
    expect(read.kind === "answer" && read.response.body).toBeUndefined();
  });

  it("drops a body past the bound as it streams in, as too large", async () => {
    const { attempt, stream } = streaming(["0123456789", "0123456789", "0123456789"]);
    await expect(policy.send(exchange(), () => Promise.resolve(attempt))).resolves.toMatchObject({
      kind: "failed",
      outcome: { kind: "too-large" },
    });
    expect(stream.destroyed).toBe(true);
  });

  it("fails as an answer lost when the connection drops while the body streams in", async () => {
    const reset = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
    const { attempt } = streaming(['{"a":'], reset);
    await expect(policy.send(exchange(), () => Promise.resolve(attempt))).resolves.toMatchObject({
      kind: "failed",
      outcome: { kind: "network-error" },
      cause: reset,
    });
  });

  it("throws the caller's abort again rather than calling it a network fault", async () => {
    const caller = new AbortController();
    caller.abort();
    const { attempt } = streaming(['{"a":'], new Error("aborted"));
    await expect(
      policy.send(exchange({ signal: caller.signal }), () => Promise.resolve(attempt)),
    ).rejects.toThrow("aborted");
  });

  it("passes an attempt that got no answer on as it is", async () => {
    const none = failed("not-connected");
    await expect(policy.send(exchange(), () => Promise.resolve(none))).resolves.toBe(none);
  });
});
