/**
 * The one redaction point, and where a failed request becomes its error. It sits outside the
 * retry policy, so it sees each request's end once: a successful answer leaves with its `redact`
 * bound to the credential it was sent with; a failure leaves as the request's error (built by the
 * caller's `failure` when it knows more), with every text that came from the service redacted.
 */
import { RequestError, type RequestErrorDetails } from "../../errors/errors";
import { redact, redactFacts } from "../../errors/redact";
import { failureFacts, type FailureFactsConfig } from "../failure-facts";
import { succeeded, type Attempt, type Exchange } from "../exchange";
import type { HttpPolicy } from "../policy";

/** Ends each request as a redacted answer or a redacted error. */
export function redactionPolicy(config: FailureFactsConfig): HttpPolicy {
  const { auth } = config;
  return {
    name: "redaction",
    async send(exchange, next) {
      const attempt = await next(exchange);
      const { sent } = exchange;
      if (attempt.kind === "answer" && succeeded(attempt.response.status)) {
        attempt.response.redact = (text) => redact(text, auth.secrets(sent));
        return attempt;
      }
      throw failureOf(exchange, attempt, config);
    },
  };
}

function failureOf(exchange: Exchange, attempt: Attempt, config: FailureFactsConfig): RequestError {
  const build = exchange.request.failure ?? ((facts: RequestErrorDetails) => new RequestError(facts));
  return build(redactFacts(failureFacts(exchange, attempt, config), config.auth.secrets(exchange.sent)));
}
