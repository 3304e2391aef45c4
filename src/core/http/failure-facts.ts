/**
 * The facts of a failed request, from its last attempt and its exchange: what failed, what the
 * service said, how many attempts were made and why retrying stopped, and what to do next.
 */
import type { RequestCredential } from "./credential-header";
import { failureText, proxyRefusal } from "./connection-failure";
import { proxyVariableFor } from "./connection-pool";
import type { RequestErrorDetails } from "../errors/errors";
import { isThrottleStatus, worthRetrying, type AttemptOutcome } from "./retry-ladder";
import { readServiceError } from "../errors/service-error";
import type { ClientSettingNames } from "../settings/settings";
import { describeSetting } from "../settings/setting-origin";
import type { Attempt, Exchange } from "./exchange";

/** The settings and bounds an error may name, and the credential's refusal hint. */
export interface FailureFactsConfig {
  settingNames: ClientSettingNames;
  auth: RequestCredential;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** The facts of the request whose last attempt was `attempt`, not yet redacted. */
export function failureFacts(
  exchange: Exchange,
  attempt: Attempt,
  config: FailureFactsConfig,
): RequestErrorDetails {
  const { request, attempts } = exchange;
  const { operation, idempotent } = request;
  const { host } = exchange.url;
  const outcome = outcomeOf(attempt);
  // Only a failure the ladder could retry says why it stopped: for a 400 the status is the reason.
  const retryStopped = worthRetrying(outcome) ? exchange.stopped : undefined;
  if (attempt.kind === "answer") {
    const { status, body, requestId } = attempt.response;
    const facts = readServiceError(body);
    return {
      operation,
      status,
      serviceCode: facts.code,
      serviceMessage: facts.message,
      serviceTarget: facts.target,
      serviceDetails: facts.details,
      requestId,
      attempts,
      retryStopped,
      hint: hintFor(
        status,
        idempotent,
        config.auth.refusalHint(config.settingNames.credential, status, config.settingNames.credentialOrigin),
      ),
    };
  }
  if (attempt.outcome.kind === "too-large") {
    return {
      operation,
      code: "ResponseTooLarge",
      serviceMessage: `the answer from ${host} is larger than ${config.maxResponseBytes} bytes; nothing of it was kept`,
      attempts,
      hint: `Raise bizops:maxResponseMegabytes (BIZOPS_MAX_RESPONSE_MEGABYTES) if the service's answer is expected to be this large.`,
    };
  }
  if (attempt.outcome.kind === "not-connected") {
    // The service never saw the request: the URL, the service or the proxy is what to look at.
    const { url, urlOrigin } = config.settingNames;
    const proxy = proxyVariableFor(exchange.url.protocol);
    const refused = proxyRefusal(attempt.cause);
    if (refused !== undefined) {
      return {
        operation,
        code: "InvalidSettings",
        serviceMessage: `the proxy answered ${refused} instead of connecting to ${host}; nothing was sent`,
        attempts,
        retryStopped,
        hint: `Check the proxy ${proxy ?? "HTTPS_PROXY or HTTP_PROXY"} names: ${refused === 407 ? "it asks for credentials, which go in the variable's URL (http://user:password@proxy:port)" : `it refused the connection to ${host}`}, or list ${host} in NO_PROXY if it is reached directly, then run the command again.`,
      };
    }
    const through =
      proxy === undefined ? "" : `, that the proxy ${proxy} names is reachable from this machine`;
    return {
      operation,
      code: "InvalidSettings",
      serviceMessage: `could not connect to ${host} (${failureText(attempt.cause)}); nothing was sent`,
      attempts,
      retryStopped,
      hint: `Check that ${describeSetting(url, urlOrigin)} names the service${through} and that the service is running, then run the command again.`,
    };
  }
  const reason = attempt.timedOut
    ? `no complete answer within ${Math.round(config.timeoutMs / 1000)}s`
    : failureText(attempt.cause);
  return {
    operation,
    code: attempt.timedOut ? "TimedOut" : undefined,
    serviceMessage: `no complete response from ${host} (${reason})`,
    attempts,
    retryStopped,
    hint: idempotent
      ? attempt.timedOut
        ? "Raise bizops:requestTimeoutSeconds (BIZOPS_REQUEST_TIMEOUT_SECONDS) if the service is slow rather than stuck."
        : "Asking again is safe: run the command again once the service answers."
      : "The request may or may not have been applied: check the service before trying again.",
  };
}

function outcomeOf(attempt: Attempt): AttemptOutcome {
  return attempt.kind === "failed" ? attempt.outcome : { kind: "response", status: attempt.response.status };
}

function hintFor(status: number, idempotent: boolean, refusal: string): string {
  if (status === 401 || status === 403) return refusal;
  if (isThrottleStatus(status)) {
    return "The service is throttling requests: try again later, or give the retries more time with bizops:retryMaxElapsedSeconds.";
  }
  // A server error can come after the work was done: say so for a request that must not repeat.
  if (status >= 500) {
    return idempotent
      ? "The service failed on its side: run the command again later."
      : "The request may or may not have been applied: check the service before trying again.";
  }
  if (status === 404) return "Check the ids and the service's URL, then run the command again.";
  if (status < 400) {
    return "A redirect is not followed: set the service's URL setting to the address it answers at, then run the command again.";
  }
  return "The service refused the request as sent: change what its message names, then run the command again.";
}
