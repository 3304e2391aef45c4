/**
 * Reads an answer's body, counting bytes as they arrive and stopping at the bound: a body past it
 * is dropped unread (nothing of it is kept), and the attempt fails as too large, which the retry
 * ladder never asks again. The body is parsed as JSON; text that is not JSON is kept as a string
 * so that errors can show it.
 */
import { failedAttempt, type BodyStream } from "../exchange";
import type { HttpPolicy } from "../policy";

/** Reads each answer's body within `maxResponseBytes`. */
export function sizeCapPolicy({ maxResponseBytes }: { maxResponseBytes: number }): HttpPolicy {
  return {
    name: "size cap",
    async send(exchange, next) {
      const attempt = await next(exchange);
      if (attempt.kind !== "answer" || attempt.stream === undefined) return attempt;
      try {
        attempt.response.body = await readJson(attempt.stream, maxResponseBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          return { kind: "failed", outcome: TOO_LARGE, cause: error, timedOut: false };
        }
        // A connection can also drop after the headers, while the body streams in.
        return failedAttempt(error, exchange);
      }
      attempt.stream = undefined;
      return attempt;
    },
  };
}

const TOO_LARGE = { kind: "too-large" } as const;

/** A body passed its bound while streaming in. */
class BodyTooLarge extends Error {}

async function readJson(body: BodyStream, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new BodyTooLarge();
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks, size).toString("utf8");
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
