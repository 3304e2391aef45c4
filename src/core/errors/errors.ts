/**
 * Typed errors. Every error is data: the operation that failed, the HTTP status, the service's own
 * code and message, the request id, and what to do next. None of them ever carries a credential,
 * a header value or a request body.
 */

/**
 * What went wrong, as a stable string to branch on (the class names and messages may change;
 * these do not):
 * - `InvalidInput`: an input or argument is not valid; nothing was sent.
 * - `InvalidSettings`: a setting is missing, malformed or unsafe, or names a service no connection
 *   could be made to (refused, no such host); nothing was sent.
 * - `ConcurrentChange`: the record changed since it was last read; nothing was written.
 * - `NotFound`: the service has no such record or operation.
 * - `Refused`: the action is not allowed in the current state (the service's `IsSuccess: false`,
 *   or a rule checked before the request, such as a credit memo that is no longer `Draft`).
 * - `Throttled`: the service kept answering 429 until the retry bounds ran out.
 * - `Unauthorized`: the service refused the credential (401 or 403).
 * - `Rejected`: the service answered with another 4xx status.
 * - `ServiceFailure`: the service answered with a 5xx status.
 * - `NoResponse`: no complete answer came (connection dropped, or it ended before the deadline).
 * - `TimedOut`: an attempt's answer (headers and body together) did not arrive within its deadline.
 * - `ResponseTooLarge`: an answer, or an archive inside one, is larger than the bounds allow;
 *   nothing of it was kept.
 * - `TooManyPages`: a listing went on past the page bound.
 * - `UnexpectedResponse`: the answer does not have the documented shape or content.
 * - `OperationIncomplete`: an operation was started but did not end well; it stays in the stack.
 * - `UnreadableState`: the stored state of a resource cannot be read.
 * - `Unsupported`: this version of the package cannot do what was asked (state written by a newer one).
 */
export type BizopsErrorCode =
  | "InvalidInput"
  | "InvalidSettings"
  | "ConcurrentChange"
  | "NotFound"
  | "Refused"
  | "Throttled"
  | "Unauthorized"
  | "Rejected"
  | "ServiceFailure"
  | "NoResponse"
  | "TimedOut"
  | "ResponseTooLarge"
  | "TooManyPages"
  | "UnexpectedResponse"
  | "OperationIncomplete"
  | "UnreadableState"
  | "Unsupported";

/** Options of every error: the error's code, what to do next, and what caused it. */
export interface BizopsErrorOptions {
  /** What went wrong: decided where the error is made, where the facts are known. */
  code: BizopsErrorCode;
  /** What the user can do about it, one sentence. */
  hint?: string | undefined;
  /** The error that led to this one. */
  cause?: unknown;
}

/** The options of an error class whose code is its own unless the caller names another. */
type ClassErrorOptions = Omit<BizopsErrorOptions, "code"> & { code?: BizopsErrorCode | undefined };

// A registry symbol, so that errors thrown by another copy of the package (two versions in one
// program) carry the same brand: `instanceof` cannot see across copies, this can.
const BRAND = Symbol.for("pulumi-bizops.BizopsError");

// What @pulumi/pulumi's `RunError.isInstance` looks for (the SDK marks its own errors so, to know
// them across copies of the SDK): a program that ends on one of ours prints its message alone,
// not the object dump, colours and all, it prints for an unknown error. The message already says
// what failed and what to do; test/unit/core/functions/late-rejections.test.ts holds the SDK to it.
const RUN_ERROR_MARK = "__pulumiRunError";

/** Base class of every error this package throws on purpose. */
export class BizopsError extends Error {
  /** The class name, `BizopsError`. */
  override readonly name: string = "BizopsError";
  /** What the user can do about it, one sentence. */
  readonly hint: string | undefined;
  /** What went wrong, to branch on; see {@link BizopsErrorCode}. */
  readonly code: BizopsErrorCode;

  constructor(message: string, options: BizopsErrorOptions) {
    super(options.hint ? `${message} ${options.hint}` : message, { cause: options.cause });
    this.hint = options.hint;
    this.code = options.code;
    Object.defineProperty(this, BRAND, { value: true });
    Object.defineProperty(this, RUN_ERROR_MARK, { value: true });
  }
}

/**
 * True when `error` was thrown by pulumi-bizops, by this copy of the package or by any other
 * (a program may load two versions). Use it instead of `instanceof`, then branch on `code`.
 */
export function isBizopsError(error: unknown): error is BizopsError {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as Record<symbol, unknown>)[BRAND] === true &&
    typeof (error as { code?: unknown }).code === "string"
  );
}

/** True when `error` is this package's (any copy) and its code is one of `codes`: how the package branches. */
export function hasCode(error: unknown, ...codes: BizopsErrorCode[]): error is BizopsError {
  return isBizopsError(error) && codes.includes(error.code);
}

/** The HTTP status and the service's own code of a failed request; empty for any other error. */
export function requestFactsOf(error: unknown): { status?: number; serviceCode?: string } {
  if (!isBizopsError(error)) return {};
  const { status, serviceCode } = error as Partial<RequestError>;
  return { status, serviceCode };
}

/** A setting is missing or unsafe (for example a token bound for plain http on a public host). */
export class SettingsError extends BizopsError {
  /** The class name, `SettingsError`. */
  override readonly name = "SettingsError";

  constructor(message: string, options: ClassErrorOptions = {}) {
    super(message, { ...options, code: options.code ?? "InvalidSettings" });
  }
}

/** No source names a setting the call needs. */
export class MissingSettingError extends SettingsError {
  constructor(
    /** The setting's name, such as `recordsUrl`. */
    readonly setting: string,
    message: string,
    options: ClassErrorOptions = {},
  ) {
    super(message, options);
  }
}

/**
 * `error` again with `hint` instead of its own, for a caller that knows better what to do next:
 * the code stays, and a failed request keeps its facts.
 */
export function withHint(error: BizopsError, hint: string): BizopsError {
  if (error instanceof RequestError) return new RequestError({ ...error.facts(), code: error.code, hint });
  const said = error.hint
    ? error.message.slice(0, error.message.length - error.hint.length).trimEnd()
    : error.message;
  return new BizopsError(said, { code: error.code, hint, cause: error });
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
  /** What the user can do about it, one sentence. */
  hint?: string | undefined;
  /** The code; by default the class's own, or one read from the status. */
  code?: BizopsErrorCode | undefined;
  /** The error that led to this one. */
  cause?: unknown;
}

/** A request failed: the service answered with an error, or no answer came. */
export class RequestError extends BizopsError {
  /** The class name, `RequestError`. */
  override readonly name: string = "RequestError";
  /** The client operation, such as `records.disputeStatus.update`. */
  readonly operation: string;
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** The service's error code, such as `Request_EntityChanged`. */
  readonly serviceCode: string | undefined;
  /** The service's error message, stripped of credentials. */
  readonly serviceMessage: string | undefined;
  /** What the service says the error is about (data share's `target`). */
  readonly serviceTarget: string | undefined;
  /** The service's nested error details, as `code: message` lines. */
  readonly serviceDetails: string[] | undefined;
  /** The request id the service sent, for support tickets. */
  readonly requestId: string | undefined;
  /** How many attempts were made before giving up. */
  readonly attempts: number | undefined;

  private readonly details: RequestErrorDetails;

  constructor(details: RequestErrorDetails, defaultCode?: BizopsErrorCode) {
    super(describe(details), {
      hint: details.hint,
      cause: details.cause,
      code: details.code ?? defaultCode ?? codeForStatus(details.status),
    });
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

  /**
   * The facts of this failure, to raise it again as a more specific error or with a better hint.
   * The code is left out, so that the class raised decides it.
   */
  facts(): RequestErrorDetails {
    return { ...this.details, code: undefined, cause: this };
  }
}

/** The code of a failed exchange, from its HTTP status. */
function codeForStatus(status: number | undefined): BizopsErrorCode {
  if (status === undefined) return "NoResponse";
  if (status === 429) return "Throttled";
  // The service's own timeout (Business Central past its operation limit, the Translator's 408001).
  if (status === 408) return "TimedOut";
  if (status === 401 || status === 403) return "Unauthorized";
  if (status === 404) return "NotFound";
  // A 409 or 412 is a concurrent change only where the service says so (records' 409
  // Request_EntityChanged); the records client raises ConcurrencyError for that case itself.
  if (status >= 500) return "ServiceFailure";
  return status >= 400 ? "Rejected" : "UnexpectedResponse";
}

/** The record changed since it was last read: nothing was written. */
export class ConcurrencyError extends RequestError {
  /** The class name, `ConcurrencyError`. */
  override readonly name = "ConcurrencyError";

  constructor(details: RequestErrorDetails) {
    super(details, "ConcurrentChange");
  }
}

/** The service answered 404 for the record. */
export class NotFoundError extends RequestError {
  /** The class name, `NotFoundError`. */
  override readonly name = "NotFoundError";

  constructor(details: RequestErrorDetails) {
    super(details, "NotFound");
  }
}

/** The service answered, but the body does not have the shape the spec gives. */
export class ResponseShapeError extends RequestError {
  /** The class name, `ResponseShapeError`. */
  override readonly name = "ResponseShapeError";

  constructor(details: RequestErrorDetails) {
    super(details, "UnexpectedResponse");
  }
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
  /** The class name, `OperationRefusedError`. */
  override readonly name = "OperationRefusedError";

  constructor(details: RequestErrorDetails) {
    super(details, "Refused");
  }
}

/**
 * Something was started in the service, but did not end well (it failed, or waiting for it did).
 * The engine keeps the resource in state with {@link id} and {@link properties}, marked as not
 * fully initialized, so the next `pulumi up` looks at the same operation instead of starting another.
 * The dynamic-provider host reads `id`, `properties` and `reasons` from the thrown error.
 */
export class ResourceInitError extends BizopsError {
  /** The class name, `ResourceInitError`. */
  override readonly name = "ResourceInitError";
  /** The reasons the engine shows beside the resource. */
  readonly reasons: string[];

  constructor(
    message: string,
    /** The id of the resource the engine keeps in state. */
    readonly id: string,
    /** The outputs the engine keeps in state with it. */
    readonly properties: Record<string, unknown>,
    options: ClassErrorOptions = {},
  ) {
    super(message, { ...options, code: options.code ?? "OperationIncomplete" });
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
    readonly identityProviderCode: string | undefined,
    options: { hint?: string; cause?: unknown; code?: "Unauthorized" | "InvalidSettings" } = {},
  ) {
    super(message, { ...options, code: options.code ?? "Unauthorized" });
  }
}
