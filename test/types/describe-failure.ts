/**
 * Errors a user's program branches on, as a compile test. It is type-checked with the rest of the
 * project (npm run typecheck) and never run.
 */
import * as bizops from "pulumi-bizops";

/** Errors a program branches on, whichever copy of the package threw them. */
export function describeFailure(error: unknown): string {
  if (!bizops.isBizopsError(error)) return "not from pulumi-bizops";
  const code: bizops.BizopsErrorCode = error.code;
  switch (code) {
    case "ConcurrentChange":
      return `run pulumi refresh: ${error.hint ?? error.message}`;
    case "Throttled":
    case "NoResponse":
    case "TimedOut":
    case "ServiceFailure":
      return "try again later";
    case "ResponseTooLarge":
    case "TooManyPages":
    case "NotFound":
    case "Refused":
    case "InvalidInput":
    case "InvalidSettings":
    case "Unauthorized":
    case "Rejected":
    case "UnexpectedResponse":
    case "OperationIncomplete":
    case "UnreadableState":
    case "Unsupported":
      return "operation" in error
        ? `${(error as bizops.RequestError).operation}: ${(error as bizops.RequestError).status}`
        : error.message;
  }
}
