/**
 * Typed errors. Every error is data: the operation that failed, the HTTP status, the service's own
 * code and message, the request id, and what to do next. None of them ever carries a credential,
 * a header value or a request body.
 */

/** Base class of every error this package throws on purpose. */
export class BizopsError extends Error {
  override readonly name: string = "BizopsError";
  /** What the user can do about it, one sentence. */
  readonly hint: string | undefined;

  constructor(message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(options.hint ? `${message} ${options.hint}` : message, { cause: options.cause });
    this.hint = options.hint;
  }
}

/** A setting is missing or unsafe (for example a token bound for plain http on a public host). */
export class SettingsError extends BizopsError {
  override readonly name = "SettingsError";
}

/** Facts about one failed HTTP exchange. */
export interface RequestErrorDetails {
  /** The client operation, such as `records.disputeStatus.update`. */
  operation: string;
  /** HTTP status; undefined when no response arrived (connection dropped, timeout). */
  status?: number | undefined;
  /** The service's error code, such as `Request_EntityChanged`. */
  serviceCode?: string | undefined;
  /** The service's error message, already stripped of credentials. */
  serviceMessage?: string | undefined;
  /** What the service says the error is about (data share's `target`). */
  serviceTarget?: string | undefined;
  /** The service's nested error details, as `code: message` lines. */
  serviceDetails?: string[] | undefined;
  /** The request id header the service sent, for support tickets. */
  requestId?: string | undefined;
  /** How many attempts were made before giving up. */
  attempts?: number | undefined;
  /** Why retrying stopped, for failures that were worth retrying. */
  retryStopped?: string | undefined;
  hint?: string | undefined;
  cause?: unknown;
}

/** A request failed: the service answered with an error, or no answer came. */
export class RequestError extends BizopsError {
  override readonly name: string = "RequestError";
  readonly operation: string;
  readonly status: number | undefined;
  readonly serviceCode: string | undefined;
  readonly serviceMessage: string | undefined;
  readonly serviceTarget: string | undefined;
  readonly serviceDetails: string[] | undefined;
  readonly requestId: string | undefined;
  readonly attempts: number | undefined;

  private readonly details: RequestErrorDetails;

  constructor(details: RequestErrorDetails) {
    super(describe(details), { hint: details.hint, cause: details.cause });
    this.details = details;
    this.operation = details.operation;
    this.status = details.status;
    this.serviceCode = details.serviceCode;
    this.serviceMessage = details.serviceMessage;
    this.serviceTarget = details.serviceTarget;
    this.serviceDetails = details.serviceDetails;
    this.requestId = details.requestId;
    this.attempts = details.attempts;
  }

  /** The facts of this failure, to raise it again as a more specific error or with a better hint. */
  facts(): RequestErrorDetails {
    return { ...this.details, cause: this };
  }
}

/** The record changed since it was last read: nothing was written. */
export class ConcurrencyError extends RequestError {
  override readonly name = "ConcurrencyError";
}

/** The service answered 404 for the record. */
export class NotFoundError extends RequestError {
  override readonly name = "NotFoundError";
}

/** The service answered, but the body does not have the shape the spec gives. */
export class ResponseShapeError extends RequestError {
  override readonly name = "ResponseShapeError";
}

function describe(d: RequestErrorDetails): string {
  const parts = [`${d.operation} failed`];
  if (d.status !== undefined) parts.push(`with HTTP ${d.status}`);
  let text = parts.join(" ");
  if (d.serviceCode || d.serviceMessage) {
    text += `: ${[d.serviceCode, d.serviceMessage].filter(Boolean).join(": ")}`;
  }
  if (d.serviceTarget) text += ` (target: ${d.serviceTarget})`;
  if (d.serviceDetails?.length) text += ` [details: ${d.serviceDetails.join("; ")}]`;
  if (d.retryStopped) text += ` (${d.retryStopped})`;
  else if (d.attempts !== undefined && d.attempts > 1) text += ` (after ${d.attempts} attempts)`;
  if (d.requestId) text += ` [request id ${d.requestId}]`;
  return text.endsWith(".") ? text : `${text}.`;
}

/**
 * The service answered, but refused the action (`IsSuccess: false` in a 200 answer): nothing was
 * started. `serviceMessage` holds the service's `ErrorMessage`.
 */
export class OperationRefusedError extends RequestError {
  override readonly name = "OperationRefusedError";
}

/**
 * Something was started in the service, but did not end well (it failed, or waiting for it did).
 * The engine keeps the resource in state with {@link id} and {@link properties}, marked as not
 * fully initialized, so the next `pulumi up` looks at the same operation instead of starting another.
 * The dynamic-provider host reads `id`, `properties` and `reasons` from the thrown error.
 */
export class ResourceInitError extends BizopsError {
  override readonly name = "ResourceInitError";
  /** The reasons the engine shows beside the resource. */
  readonly reasons: string[];

  constructor(
    message: string,
    readonly id: string,
    readonly properties: Record<string, unknown>,
    options: { hint?: string; cause?: unknown } = {},
  ) {
    super(message, options);
    this.reasons = [this.message];
  }
}

/**
 * No access token could be had for an Entra ID identity. The message names the identity and the
 * scope (never a secret), the identity provider's error code (`AADSTS...`) when it gave one, and
 * what to check.
 */
export class IdentityError extends BizopsError {
  override readonly name = "IdentityError";

  constructor(
    message: string,
    /** The identity provider's code, such as `AADSTS7000215`, when it gave one. */
    readonly code: string | undefined,
    options: { hint?: string; cause?: unknown } = {},
  ) {
    super(message, options);
  }
}
