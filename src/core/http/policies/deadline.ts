/**
 * One deadline per attempt for the headers and the whole body together: undici's own timeouts
 * restart with every chunk, so a body trickled a byte at a time would never end. It wraps the
 * size cap, which reads the body, and marks an attempt that it cut short as timed out.
 */
import type { HttpPolicy } from "../policy";

/** Ends each attempt that has no complete answer after `timeoutMs`. */
export function deadlinePolicy({ timeoutMs }: { timeoutMs: number }): HttpPolicy {
  return {
    name: "deadline",
    async send(exchange, next) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      const caller = exchange.request.signal;
      exchange.signal = caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal;
      try {
        const attempt = await next(exchange);
        if (attempt.kind === "failed" && attempt.outcome.kind === "network-error") {
          attempt.timedOut = deadline.signal.aborted;
        }
        return attempt;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
