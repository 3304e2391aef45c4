/**
 * The Power Platform API's error bodies: `ValidationResponse` on the environment management routes
 * (400 and 409), `FinOpsErrorResponse` on the `/dynamics` routes, and the common `{error}` shape
 * for the answers whose body the pages leave out (401, 404, 429, injected faults).
 */
import { ServiceError } from "../service";

/** One field's problem (`FieldError`). */
export interface FieldError {
  readonly errorMessages: string[];
  readonly suggestedValue: string | null;
}

/** An error whose body is given, not made from its code and message. */
export class PowerPlatformError extends ServiceError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly body: unknown,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(status, code, message, headers);
    this.name = "PowerPlatformError";
  }
}

/**
 * The field errors of one request, gathered so that a caller learns every problem at once, as the
 * `fieldErrors` map of `OperationErrorDetail` carries them (Learn, environment-copy/copy-environment,
 * "Definitions").
 */
export class FieldErrors {
  private readonly errors = new Map<string, FieldError>();

  /** Adds a message for a field; a second message for the same field joins the first. */
  add(field: string, message: string, suggestedValue: string | null = null): void {
    const known = this.errors.get(field);
    if (known === undefined) this.errors.set(field, { errorMessages: [message], suggestedValue });
    else known.errorMessages.push(message);
  }

  /** True when no field has a problem. */
  get empty(): boolean {
    return this.errors.size === 0;
  }

  /**
   * Only the errors of the named properties (`ValidateProperties`), compared without regard to
   * case; every error when the list is empty.
   */
  only(properties: readonly string[]): FieldErrors {
    if (properties.length === 0) return this;
    const wanted = new Set(properties.map((name) => name.toLowerCase()));
    const kept = new FieldErrors();
    for (const [field, error] of this.errors) {
      if (wanted.has(field.toLowerCase())) kept.errors.set(field, error);
    }
    return kept;
  }

  /** The `ValidationResponse` error for these field errors. */
  toError(status: 400 | 409): PowerPlatformError {
    return validationError(status, Object.fromEntries(this.errors));
  }
}

/**
 * A `ValidationResponse` error. The codes are not documented: `ValidationFailed` for 400 and
 * `Conflict` for 409 (the pages name the 409 "Conflict") are the emulator's.
 */
export function validationError(
  status: 400 | 409,
  fieldErrors: Record<string, FieldError>,
): PowerPlatformError {
  const code = status === 400 ? "ValidationFailed" : "Conflict";
  const message = Object.entries(fieldErrors)
    .map(([field, error]) => `${field}: ${error.errorMessages.join(" ")}`)
    .join(" ");
  return new PowerPlatformError(status, code, message, { errorDetail: { code, fieldErrors } });
}

/** One field's problem as a 400 `ValidationResponse`. */
export function invalidField(
  field: string,
  message: string,
  suggestedValue: string | null = null,
): PowerPlatformError {
  const errors = new FieldErrors();
  errors.add(field, message, suggestedValue);
  return errors.toError(400);
}

/** A `FinOpsErrorResponse` (`{error: {code, message}}`, Learn, dynamics/... "Definitions"). */
export function finOpsError(status: number, code: string, message: string): PowerPlatformError {
  return new PowerPlatformError(status, code, message, { error: { code, message } });
}

/** A 404 in the common shape: the environment management pages list 404 without a body. */
export function notFoundError(message: string): ServiceError {
  return new ServiceError(404, "NotFound", message);
}

/** The 401 for a missing or refused token (the pages list 401 without a body). */
export function unauthorized(): ServiceError {
  return new ServiceError(
    401,
    "Unauthorized",
    "The access token is missing, invalid or not for https://api.powerplatform.com.",
    {
      "WWW-Authenticate":
        'Bearer authorization_uri="https://login.microsoftonline.com/common", resource_id="https://api.powerplatform.com"',
    },
  );
}

/** The body an error answers with: its own when it carries one, else `{error: {code, message}}`. */
export function renderPowerPlatformError(error: ServiceError): unknown {
  if (error instanceof PowerPlatformError) return error.body;
  return { error: { code: error.code, message: error.message } };
}
