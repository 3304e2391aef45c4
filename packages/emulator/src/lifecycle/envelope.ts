import { randomUUID } from "node:crypto";
import { ServiceError } from "../service";

/**
 * A time as the service writes it in its messages and markers: no zone, seven decimal places
 * (`2019-09-30T04:01:01.9999999`, dbmovement-api-throttling.md).
 */
export function serviceTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/Z$/, "0000");
}

/** The end-of-life marker of the API version, as every answer carries it. */
export const LIFECYCLE_VERSION_EOL = "9999-12-31T23:59:59.9999999";

/**
 * The body of every lifecycle answer, successes and errors alike. `Data` only where the answer
 * carries data (the certificate fetch): the refresh, export and throttling examples of the
 * database movement API pages have none.
 */
export interface LifecycleEnvelope {
  readonly Data?: Readonly<Record<string, unknown>>;
  readonly IsSuccess: boolean;
  readonly OperationActivityId: string;
  readonly ErrorMessage: string | null;
  readonly VersionEOL: string;
}

/** A successful answer; the activity id is the started operation's when there is one, else a new one. */
export function successEnvelope(
  data: Readonly<Record<string, unknown>> | null,
  operationActivityId: string = randomUUID(),
): LifecycleEnvelope {
  return {
    ...(data === null ? {} : { Data: data }),
    IsSuccess: true,
    OperationActivityId: operationActivityId,
    ErrorMessage: null,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  };
}

/**
 * The status route's answer, as reference-get-status.md (MicrosoftDocs/dynamics-365-unified-
 * operations-public) shows it: the status and the operation's ids at the top level, no `Data`;
 * `OperationActivityId` is this call's own activity, `ActivityId` the operation asked about.
 */
export function statusEnvelope(
  operation: { projectId: number; environmentId: string; operationActivityId: string },
  status: string,
  completedAt: string | null,
): Readonly<Record<string, unknown>> {
  return {
    IsSuccess: true,
    OperationActivityId: randomUUID(),
    ErrorMessage: null,
    VersionEOL: LIFECYCLE_VERSION_EOL,
    ProjectId: operation.projectId,
    EnvironmentId: operation.environmentId,
    ActivityId: operation.operationActivityId,
    CompletionDate: completedAt,
    OperationStatus: status,
  };
}

/**
 * An error the service's web framework answers before the operation runs, in ASP.NET Web API's error
 * body (`{"Message": "..."}`) rather than the envelope.
 */
export class WebApiError extends ServiceError {
  constructor(status: number, message: string) {
    super(status, "WebApiError", message);
    this.name = "WebApiError";
  }
}

/**
 * The envelope an error is answered with, whatever its status (faults included); a {@link WebApiError}
 * has the framework's `{"Message": "..."}` instead.
 */
export function renderLifecycleError(error: ServiceError): LifecycleEnvelope | { readonly Message: string } {
  if (error instanceof WebApiError) return { Message: error.message };
  return {
    IsSuccess: false,
    OperationActivityId: randomUUID(),
    ErrorMessage: error.message,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  };
}

/**
 * A refused action. The service answers it with 200 and `IsSuccess: false` (spec rule 1: only a failed
 * authentication or the rate limit changes the status), so it travels the one error path with status 200.
 */
export function refused(message: string): ServiceError {
  return new ServiceError(200, "OperationRefused", message);
}

/** The 401 for a missing or wrong bearer token; the message never mentions what was received. */
export function authenticationFailed(): ServiceError {
  return new ServiceError(
    401,
    "Unauthorized",
    "Authentication failed: the bearer token is missing or not valid.",
    {
      "WWW-Authenticate": "Bearer",
    },
  );
}

/** The 404 for a path under the lifecycle prefixes that names no operation. */
export function noRoute(method: string, pathname: string): ServiceError {
  return new ServiceError(404, "NotFound", `No route matches ${method} ${pathname}.`);
}

/** The 405 for a known route asked with another method. */
export function methodNotAllowed(method: string, allowed: string): ServiceError {
  return new ServiceError(
    405,
    "MethodNotAllowed",
    `The HTTP method '${method}' is not allowed here; use ${allowed}.`,
    {
      Allow: allowed,
    },
  );
}

/** The 429 of the certificate fetch within an environment's window. */
export function certificateTooSoon(waitMs: number): ServiceError {
  // Rounded up and never 0: a client that waits exactly Retry-After must not be refused again.
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceError(
    429,
    "TooManyRequests",
    `Too many requests: the certificate of an environment can be downloaded once per minute. Retry after ${seconds} seconds.`,
    { "Retry-After": String(seconds) },
  );
}

/**
 * The 429 of an environment information route over its rate limit, with `Retry-After` in seconds
 * (reference-environment-metadata.md and reference-environment-history.md, "Rate limits").
 */
export function environmentInfoTooSoon(waitMs: number, limit: string): ServiceError {
  // Rounded up and never 0, as the certificate fetch's: waiting exactly Retry-After must pass.
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceError(
    429,
    "TooManyRequests",
    `Too many requests: this API allows ${limit}. Retry after ${seconds} seconds.`,
    { "Retry-After": String(seconds) },
  );
}
